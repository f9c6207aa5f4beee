// The site's theme uses CSS variables; this tells MUI's types so (ThemeProvider props such
// as disableStyleSheetGeneration, theme.vars).
import '@mui/material/styles';

declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}
