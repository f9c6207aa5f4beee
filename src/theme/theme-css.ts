import { createTheme } from '@mui/material/styles';
import { docsThemeOptions } from './theme-options';

const property = (key: string) =>
  key.startsWith('--') ? key : key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function serialize(selector: string, body: Record<string, unknown>): string {
  const declarations: string[] = [];
  const nested: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (value && typeof value === 'object')
      nested.push(`${key}{${serialize(selector, value as Record<string, unknown>)}}`);
    else if (value !== undefined && value !== null) declarations.push(`${property(key)}:${value}`);
  }
  return `${selector}{${declarations.join(';')}}${nested.join('')}`;
}

/**
 * The theme's CSS variables for both colour schemes as a stylesheet, written at build
 * (generated/theme.css). The page shell uses these variables without any JavaScript; MUI
 * components in demos read the same variables.
 */
export function themeCss(): string {
  const theme = createTheme(docsThemeOptions({ direction: 'ltr', dense: false })) as unknown as {
    generateStyleSheets: () => Record<string, Record<string, unknown>>[];
  };
  return theme
    .generateStyleSheets()
    .flatMap((sheet) => Object.entries(sheet).map(([selector, body]) => serialize(selector, body)))
    .join('\n');
}
