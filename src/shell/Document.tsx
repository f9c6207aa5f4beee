import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { bodyFont, headingFont } from '../theme/fonts';
import { COLOR_SCHEME_STORAGE_KEY, MODE_STORAGE_KEY } from '../theme/theme-keys';
import '../styles/global.css';

/**
 * The HTML document around every page: fonts, and the inline script that applies the stored
 * colour mode before first paint (so there is no flash, even while the bundles load).
 */
export function Document({ children }: { children: React.ReactNode }) {
  return (
    <html
      lang="en"
      dir="ltr"
      className={`${bodyFont.variable} ${headingFont.variable}`}
      suppressHydrationWarning
    >
      <body>
        <InitColorSchemeScript
          attribute="class"
          defaultMode="system"
          modeStorageKey={MODE_STORAGE_KEY}
          colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY}
        />
        {children}
      </body>
    </html>
  );
}
