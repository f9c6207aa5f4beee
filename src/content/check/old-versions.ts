/**
 * Older MUI X releases, installed apart in old-versions/<version>/ (its README), so that a
 * migration guide's code for v7 (```tsx version="v7"```) compiles against v7 as its v8 code
 * compiles against the installed 8.0.0-beta.3. A program for a version sees its samples as files
 * under old-versions/<version>/.code-samples/, so their imports resolve from that folder's
 * node_modules first, and from the project's (React, Emotion, type packages) after it.
 */
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { OLD_VERSION_LABELS } from '../remark-code-title.mjs';
import { sampleRoot, type VirtualModule } from './program';

export const OLD_VERSIONS: readonly string[] = Object.keys(OLD_VERSION_LABELS);

export function oldVersionRoot(root: string, version: string): string {
  return join(root, 'old-versions', version);
}

/** Throws when a version's packages are not installed: the samples cannot be checked. */
export function assertInstalled(root: string, version: string): void {
  if (!existsSync(join(oldVersionRoot(root, version), 'node_modules'))) {
    throw new Error(
      `old-versions/${version}/ is not installed, so code for ${version} cannot be checked: run \`npm run install:old-versions\``,
    );
  }
}

/** The same virtual module, moved under the version's folder. */
export function underVersion<T extends VirtualModule>(root: string, version: string, module: T): T {
  const path = join(sampleRoot(oldVersionRoot(root, version)), relative(sampleRoot(root), module.path));
  return { ...module, path };
}
