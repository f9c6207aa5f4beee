import type { Metadata } from 'next';
import { Suspense } from 'react';
import errorCodes from '@/generated/error-codes.json';
import { t } from '@/src/i18n/translate';
import { parseErrorCodeTable } from '@/src/production-error/codes';
import { ErrorDecoder } from '@/src/production-error/ErrorDecoder';
import { KnownCodes } from '@/src/production-error/KnownCodes';
import styles from '@/src/production-error/production-error.module.css';
import { AppHeader } from '@/src/shell/AppHeader';
import { pageMetadata } from '@/src/shell/metadata';

export const metadata: Metadata = pageMetadata(
  '/production-error/',
  'Production error codes',
  'Decodes the numbered errors that production builds of MUI packages throw: the full message, the package and file it comes from, and what to do about it.',
);

const table = parseErrorCodeTable(errorCodes);

/** Where "Minified MUI error #N" links point: the decoded message, then every known code. */
export default function ProductionErrorPage() {
  return (
    <>
      <a href="#main-content" className="skip-link">
        {t('skipToContent')}
      </a>
      <AppHeader productId="docs" withNav={false} />
      <main id="main-content" tabIndex={-1} className={`${styles.main} prose`}>
        <h1 className={styles.title}>Production error codes</h1>
        <p className={styles.lead}>
          To keep bundles small, production builds of MUI packages throw a short error with a number
          (“Minified MUI error #11”) in place of the full message. Its link brings you here with that number
          and the values that complete the message.
        </p>
        <section aria-label="Decoded error" className={styles.decoded}>
          <Suspense
            fallback={
              <p>
                Decoding the link needs JavaScript. Without it, find the error’s number in the{' '}
                <a href="#known-codes">table of known codes</a>; each <code>%s</code> in its message is one of
                the <code>args[]</code> values of the link, in order.
              </p>
            }
          >
            <ErrorDecoder codes={table.codes} />
          </Suspense>
        </section>
        <h2 id="what-to-do">What to do</h2>
        <ul>
          <li>
            <strong>See the full error where it happens.</strong> Run the app in development mode, with{' '}
            <code>NODE_ENV=development</code> as <code>next dev</code> or <code>vite</code> set it: MUI then
            throws the complete message, and the stack trace points at the component and the line of your
            code.
          </li>
          <li>
            <strong>Check your versions.</strong> The message above is the one thrown by the versions listed
            below. If yours differ, upgrade the MUI packages to matching versions and try again.
          </li>
          <li>
            <strong>Report it</strong> if the message looks wrong for what your code does: open an issue on{' '}
            <a href="https://github.com/mui/material-ui/issues" rel="noopener">
              the Material UI repository
            </a>{' '}
            (for <code>@mui/material</code>, <code>@mui/system</code> and <code>@mui/utils</code>) or{' '}
            <a href="https://github.com/mui/mui-x/issues" rel="noopener">
              the MUI X repository
            </a>
            , with the error code, the package versions and a minimal reproduction.
          </li>
        </ul>
        <h2 id="known-codes">Known codes</h2>
        <KnownCodes table={table} />
      </main>
    </>
  );
}
