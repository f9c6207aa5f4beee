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
