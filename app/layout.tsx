import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import type { Viewport } from 'next';
import { bodyFont, headingFont } from '@/src/theme/fonts';
import { rootMetadata } from '@/src/shell/metadata';
import { COLOR_SCHEME_STORAGE_KEY, MODE_STORAGE_KEY } from '@/src/theme/theme-keys';
import '@/src/styles/global.css';

export const metadata = rootMetadata;
export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#FFFFFF' },
    { media: '(prefers-color-scheme: dark)', color: '#0C1116' },
  ],
};

/** The document: fonts, and the script that applies the stored colour mode before first paint. */
export default function RootLayout({ children }: { children: React.ReactNode }) {
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
