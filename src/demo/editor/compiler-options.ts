import type { CompilerOptions } from 'typescript';

/**
 * The options the live editor's checker uses: the site's own (tsconfig.json), which the demos
 * are checked with at build, minus what only a project needs. Shared by the build that
 * collects the declarations (type-packs.ts) and the worker, so both resolve the same files.
 * Numbers, not the enums: the page's bundle must not import TypeScript for them.
 */
export const EDITOR_COMPILER_OPTIONS: CompilerOptions = {
  target: 9, // ES2022
  module: 99, // ESNext
  moduleResolution: 100, // Bundler
  jsx: 4, // react-jsx
  strict: true,
  noUncheckedIndexedAccess: true,
  esModuleInterop: true,
  isolatedModules: true,
  skipLibCheck: true,
  resolveJsonModule: true,
  noEmit: true,
  // Only what the edited file imports: no automatic inclusion of every @types package.
  types: [],
};

/** TypeScript's lib files for the site's `"lib": ["dom", "dom.iterable", "es2023"]`. */
export const EDITOR_LIBS = ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'];
