import { demosBySize, formatKb, type SizeSnapshot } from './snapshot';
import styles from './size-snapshot.module.css';

/** Page types as the bench measured them: the JavaScript their HTML loads, and the HTML itself. */
export function PageTypeTable({ pageTypes }: Pick<SizeSnapshot, 'pageTypes'>) {
  return (
    <div className="table-scroll" tabIndex={0} role="group" aria-label="Table">
      <table className={styles.table}>
        <caption className="visually-hidden">Size of each page type</caption>
        <thead>
          <tr>
            <th scope="col">Page type</th>
            <th scope="col" className={styles.number}>
              JavaScript (gzip)
            </th>
            <th scope="col" className={`${styles.number} ${styles.optional}`}>
              Script files
            </th>
            <th scope="col" className={styles.number}>
              HTML (gzip)
            </th>
          </tr>
        </thead>
        <tbody>
          {pageTypes.map((page) => (
            <tr key={page.type}>
              <th scope="row">
                {page.type}
                <span className={styles.secondary}>
                  {/* Next's internal routes (the 404 page's `/_not-found/`) are measured, not visited. */}
                  {page.route.startsWith('/_') ? page.route : <a href={page.route}>{page.route}</a>}
                </span>
              </th>
              <td className={styles.number}>{formatKb(page.jsGzipBytes)}</td>
              <td className={`${styles.number} ${styles.optional}`}>{page.jsFiles}</td>
              <td className={styles.number}>
                {formatKb(page.htmlGzipBytes)}
                <span className={styles.secondary}>{formatKb(page.htmlBytes)} raw</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Every measured demo, largest first, each linked to the page that shows it. */
export function DemoTable({ snapshot }: { snapshot: SizeSnapshot }) {
  return (
    <div className="table-scroll" tabIndex={0} role="group" aria-label="Table">
      <table className={styles.table}>
        <caption className="visually-hidden">Size of each demo, largest first</caption>
        <thead>
          <tr>
            <th scope="col">Demo</th>
            <th scope="col" className={styles.number} aria-sort="descending">
              Total JavaScript (gzip)
            </th>
            <th scope="col" className={styles.number}>
              Beyond the frame
            </th>
            <th scope="col" className={`${styles.number} ${styles.optional}`}>
              Script files
            </th>
          </tr>
        </thead>
        <tbody>
          {demosBySize(snapshot).map((demo) => (
            <tr key={demo.id}>
              <th scope="row">
                <a href={demo.page}>{demo.name}</a>
                <span className={styles.secondary}>{demo.page}</span>
              </th>
              <td className={styles.number}>{formatKb(demo.jsGzipBytes)}</td>
              <td className={styles.number}>{formatKb(demo.demoGzipBytes)}</td>
              <td className={`${styles.number} ${styles.optional}`}>{demo.jsFiles}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type VisitFigures = NonNullable<SizeSnapshot['wholeVisit']>['pages'][number]['site'];

/** The site's figure, then the naive page's and the ratio on a second line. */
function VisitCell({
  pick,
  site,
  naive,
  format,
  optional = false,
}: {
  pick: (figures: VisitFigures) => number | null;
  site: VisitFigures;
  naive: VisitFigures;
  format: (value: number) => string;
  /** Hidden at phone widths, like its column header. */
  optional?: boolean;
}) {
  const [ours, theirs] = [pick(site), pick(naive)];
  return (
    <td className={optional ? `${styles.number} ${styles.optional}` : styles.number}>
      {ours === null ? '–' : format(ours)}
      <span className={styles.secondary}>
        naive {theirs === null ? '–' : format(theirs)}
        {ours !== null && theirs ? ` · ${Math.round((ours / theirs) * 100)} %` : ''}
      </span>
    </td>
  );
}

const ms = (value: number) => `${value.toLocaleString('en-US')} ms`;

/** The heaviest demo page of each product over a whole visit, beside the same page built naively. */
export function WholeVisitTable({ wholeVisit }: { wholeVisit: NonNullable<SizeSnapshot['wholeVisit']> }) {
  return (
    <div className="table-scroll" tabIndex={0} role="group" aria-label="Table">
      <table className={styles.table}>
        <caption className="visually-hidden">
          Whole visit of each measured page, against the naive page
        </caption>
        <thead>
          <tr>
            <th scope="col">Page</th>
            <th scope="col" className={styles.number}>
              <abbr title="The scripts of the whole visit as each server sent them: brotli from this site, gzip from the naive page's next start">
                JavaScript (sent)
              </abbr>
            </th>
            <th scope="col" className={`${styles.number} ${styles.optional}`}>
              JavaScript (gzip)
            </th>
            <th scope="col" className={styles.number}>
              Blocking time
            </th>
            <th scope="col" className={`${styles.number} ${styles.optional}`}>
              Longest task
            </th>
            <th scope="col" className={`${styles.number} ${styles.optional}`}>
              <abbr title="Largest contentful paint in Chromium, phone, CPU slowed 4x, network not throttled">
                LCP
              </abbr>
            </th>
            <th scope="col" className={`${styles.number} ${styles.optional}`}>
              <abbr title="Lighthouse's simulated mobile LCP (slow 4G, CPU 4x), median of 3">
                LCP (Lighthouse)
              </abbr>
            </th>
            <th scope="col" className={`${styles.number} ${styles.optional}`}>
              <abbr title="Lighthouse mobile performance score, median of 3">Lighthouse</abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {wholeVisit.pages.map(({ route, title, site, naive }) => (
            <tr key={route}>
              <th scope="row" className={styles.visitPage}>
                <a href={route}>{title}</a>
              </th>
              <VisitCell pick={(f) => f.jsSentBytes ?? null} site={site} naive={naive} format={formatKb} />
              <VisitCell pick={(f) => f.jsGzipBytes} site={site} naive={naive} format={formatKb} optional />
              <VisitCell pick={(f) => f.blockingMs} site={site} naive={naive} format={ms} />
              <VisitCell pick={(f) => f.longestTaskMs} site={site} naive={naive} format={ms} optional />
              <VisitCell pick={(f) => f.lcpMs} site={site} naive={naive} format={ms} optional />
              <VisitCell
                pick={(f) => f.lighthouseLcpMs ?? null}
                site={site}
                naive={naive}
                format={ms}
                optional
              />
              <VisitCell
                pick={(f) => f.lighthouseMobile}
                site={site}
                naive={naive}
                format={String}
                optional
              />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
