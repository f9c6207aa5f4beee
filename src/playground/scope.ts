import { LiveCodeError } from '../demo/runtime';

/*
 * The packages the playground can import. Each loads only when the code imports it, so
 * trying a Button does not download the Data Grid. Subpaths of @mui/material
 * (`@mui/material/Button`) resolve to the matching export of the package root.
 */
const LOADERS: Record<string, () => Promise<unknown>> = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  dayjs: () => import('dayjs'),
  '@mui/material': () => import('@mui/material'),
  '@mui/material/styles': () => import('@mui/material/styles'),
  '@mui/x-data-grid': () => import('@mui/x-data-grid'),
  '@mui/x-data-grid-pro': () => import('@mui/x-data-grid-pro'),
  '@mui/x-data-grid-premium': () => import('@mui/x-data-grid-premium'),
  '@mui/x-date-pickers': () => import('@mui/x-date-pickers'),
  '@mui/x-date-pickers/AdapterDayjs': () => import('@mui/x-date-pickers/AdapterDayjs'),
  '@mui/x-date-pickers-pro': () => import('@mui/x-date-pickers-pro'),
  '@mui/x-charts': () => import('@mui/x-charts'),
  '@mui/x-tree-view': () => import('@mui/x-tree-view'),
};

export const PLAYGROUND_PACKAGES = Object.keys(LOADERS).filter((name) => name !== 'react/jsx-runtime');

/** The module specifiers a piece of code imports. */
export function importedSpecifiers(source: string): string[] {
  const specs = new Set<string>(['react/jsx-runtime']);
  for (const match of source.matchAll(/(?:^|\n)\s*import\s+(?:[^;'"]*?\s+from\s+)?['"]([^'"]+)['"]/g)) {
    specs.add(match[1]!);
  }
  return [...specs];
}

/** Loads what the code imports; an unknown package is a clear error, not a crash. */
export async function loadPlaygroundScope(source: string): Promise<Record<string, unknown>> {
  const scope: Record<string, unknown> = {};
  for (const spec of importedSpecifiers(source)) {
    if (LOADERS[spec]) {
      scope[spec] = await LOADERS[spec]();
      continue;
    }
    const sub = /^@mui\/material\/([A-Z]\w*)$/.exec(spec);
    if (sub) {
      const material = (await LOADERS['@mui/material']!()) as Record<string, unknown>;
      if (!(sub[1]! in material)) throw new LiveCodeError(`@mui/material has no component named ${sub[1]}.`);
      scope[spec] = { default: material[sub[1]!], __esModule: true };
      continue;
    }
    throw new LiveCodeError(
      `The playground cannot import "${spec}". Available: ${PLAYGROUND_PACKAGES.join(', ')}.`,
    );
  }
  return scope;
}
