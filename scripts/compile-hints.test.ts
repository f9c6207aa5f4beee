import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, withCompileHint } from './compile-hints';

describe('compile hints', () => {
  it("puts V8's magic comment first, once", () => {
    const once = withCompileHint('"use strict";f()');
    expect(once).toBe('//# allFunctionsCalledOnLoad\n"use strict";f()');
    expect(withCompileHint(once)).toBe(once);
  });

  it('marks every script under the folder, nested ones too, and leaves other files alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hints-'));
    mkdirSync(join(dir, 'app'));
    writeFileSync(join(dir, 'a.js'), 'a()');
    writeFileSync(join(dir, 'app', 'b.js'), 'b()');
    writeFileSync(join(dir, 'c.css'), 'p{}');
    expect(addCompileHints(dir)).toBe(2);
    expect(readFileSync(join(dir, 'app', 'b.js'), 'utf8')).toBe(`${COMPILE_HINT}b()`);
    expect(readFileSync(join(dir, 'c.css'), 'utf8')).toBe('p{}');
    // A second run (npm run build after a test build) changes nothing.
    expect(addCompileHints(dir)).toBe(0);
  });
});
