import type { Metadata } from 'next';
import { t } from '@/src/i18n/translate';
import { AppHeader } from '@/src/shell/AppHeader';
import { pageMetadata } from '@/src/shell/metadata';
import { DemoTable, PageTypeTable, WholeVisitTable } from '@/src/size-snapshot/SizeTables';
import { formatKb, readSizeSnapshot, SNAPSHOT_PATH } from '@/src/size-snapshot/snapshot';
import styles from '@/src/size-snapshot/size-snapshot.module.css';

export const metadata: Metadata = pageMetadata(
  '/size-snapshot/',
  'Size snapshot',
  'The measured JavaScript size of each page type and each demo of this site, from the last benchmark run.',
);

/** The last committed bench numbers; reading them at build fails the build when the file is missing or malformed. */
export default function SizeSnapshotPage() {
  const snapshot = readSizeSnapshot();
  const measured = new Date(snapshot.date);
  return (
    <>
      <a href="#main-content" className="skip-link">
        {t('skipToContent')}
      </a>
      <AppHeader productId="docs" withNav={false} />
      <main id="main-content" tabIndex={-1} className={`${styles.main} prose`}>
        <h1 className={styles.title}>Size snapshot</h1>
        <p className={styles.lead}>
          The JavaScript a reader downloads for each type of page and for each demo of this site, as the last
          benchmark run measured it. Sizes are gzipped, in KB of 1,024 bytes.
        </p>
        <dl className={styles.facts}>
          <dt>Measured</dt>
          <dd>
            <time dateTime={snapshot.date}>
              {measured.toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })}{' '}
              UTC
            </time>
          </dd>
          <dt>Commit</dt>
          <dd>
            <code>{snapshot.commit}</code>
          </dd>
          <dt>Build</dt>
          <dd>{snapshot.measuredWith}</dd>
        </dl>

        <h2 id="page-types">Page types</h2>
        <p>
          One representative page of each type: the scripts its HTML loads before anything else happens, and
          the HTML document itself.
        </p>
        <PageTypeTable pageTypes={snapshot.pageTypes} />

        <h2 id="demos">Demos</h2>
        <p>
          Each demo loaded alone in its isolated frame (<code>/demo-frame/&lt;id&gt;/</code>) in headless
          Chromium: <em>total</em> is every script the browser fetched until the network fell quiet.{' '}
          <em>Beyond the frame</em> leaves out the frame’s own scripts, the ones its HTML references (
          {formatKb(snapshot.demoFrame.baselineGzipBytes)} in {snapshot.demoFrame.baselineFiles} files: React,
          Next.js, the theme), so it is the code of the demos of its page, which load together, and the
          packages they pull in. On a guide page the page’s other demos then need nothing more.
        </p>
        <DemoTable snapshot={snapshot} />

        {snapshot.wholeVisit && (
          <>
            <h2 id="whole-visit">Whole visit against a naive page</h2>
            <p>
              The heaviest demo page of each product, read to the end in headless Chromium at a phone’s size
              (390 × 844) with the CPU slowed four times, beside the same page built the way a team would by
              default (Next.js, MUI’s app bar and drawer, every demo mounted at once) and measured in the same
              run: every script fetched over the visit, the main thread’s blocking time until the last demo
              has mounted, its longest task, the largest contentful paint, and Lighthouse’s mobile score
              (median of three). Measured on{' '}
              {new Date(snapshot.wholeVisit.date).toLocaleString('en-GB', {
                dateStyle: 'long',
                timeZone: 'UTC',
              })}{' '}
              at commit <code>{snapshot.wholeVisit.commit}</code>, {snapshot.wholeVisit.measuredWith}.
            </p>
            <WholeVisitTable wholeVisit={snapshot.wholeVisit} />
            <p>
              Changing page through the navigation ({snapshot.wholeVisit.pageChange.clicks} clicks, desktop,
              no throttling, from the click to the new title): median{' '}
              {snapshot.wholeVisit.pageChange.site.medianMs} ms, 90th percentile{' '}
              {snapshot.wholeVisit.pageChange.site.p90Ms} ms; on the naive page{' '}
              {snapshot.wholeVisit.pageChange.naive.medianMs} ms and{' '}
              {snapshot.wholeVisit.pageChange.naive.p90Ms} ms.
            </p>
          </>
        )}

        {snapshot.editing && (
          <>
            <h2 id="live-editing">Live editing</h2>
            <p>
              Editing the first demo of <a href={snapshot.editing.page}>{snapshot.editing.page}</a> (
              <code>{snapshot.editing.demo}</code>) in headless Chromium at a desktop size, each run with an
              empty cache (median of {snapshot.editing.runs}): from pressing Edit to the first type error
              listed under the editor, {formatKb(snapshot.editing.firstEditBytes)} transferred in{' '}
              {snapshot.editing.firstEditFiles} files, of which {formatKb(snapshot.editing.workerBytes)} is
              the type checker’s worker with the TypeScript compiler; {snapshot.editing.firstDiagnosticMs} ms
              from the first keystroke to the first diagnostic, and {snapshot.editing.recheckMs} ms from a
              keystroke to the next one once everything is loaded. Nothing of it loads before the reader
              edits. Measured on{' '}
              {new Date(snapshot.editing.date).toLocaleString('en-GB', {
                dateStyle: 'long',
                timeZone: 'UTC',
              })}{' '}
              at commit <code>{snapshot.editing.commit}</code>, {snapshot.editing.measuredWith}.
            </p>
          </>
        )}

        <h2 id="refresh">Refreshing these numbers</h2>
        <p>
          Run <code>npm run bench</code>: it makes a clean production build, serves it, measures every page
          type and demo, and rewrites <code>{SNAPSHOT_PATH}</code>. Commit that file; the next build of the
          site shows the new numbers. <code>npm run bench -- --sizes-only</code> measures the build already in{' '}
          <code>.next</code> without rebuilding; <code>npm run bench -- --visit-only</code> only the whole
          visit, <code>npm run bench -- --editing-only</code> only live editing.
        </p>
      </main>
    </>
  );
}
