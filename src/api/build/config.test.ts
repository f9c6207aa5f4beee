import { describe, expect, it } from 'vitest';
import { DOCUMENTED_VERSION, OTHER_VERSION_REASON, otherVersionNote } from './config';

describe('the note on pages read from a package at another version', () => {
  const note = otherVersionNote('@mui/x-charts-pro', '8.0.0');

  it('names the package, the installed version and the documented one', () => {
    expect(note).toBe(
      `@mui/x-charts-pro 8.0.0 is documented here instead of ${DOCUMENTED_VERSION}: ${OTHER_VERSION_REASON}.`,
    );
  });

  it('blames the registry, not the release: the 8.0.0-beta.3 changelog lists both Pro packages', () => {
    expect(note).toContain(`the npm registry this site installs from has no ${DOCUMENTED_VERSION} of it`);
    expect(note).toContain(`the ${DOCUMENTED_VERSION} changelog lists one`);
    expect(note).not.toMatch(/no 8\.0\.0-beta\.3 release|nearest published/);
  });
});
