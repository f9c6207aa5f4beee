/** The package an import specifier points into: `@mui/x-data-grid/DataGrid` → `@mui/x-data-grid`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}
