import { sortedCodes, type ErrorCodeTable } from './codes';
import { SourceLine } from './DecodedErrorView';
import styles from './production-error.module.css';

/** Every code of the installed packages, rendered on the server so it reads and searches without JavaScript. */
export function KnownCodes({ table }: { table: ErrorCodeTable }) {
  const codes = sortedCodes(table);
  const throwing = table.packages.filter((p) => p.codes > 0);
  const silent = table.packages.filter((p) => p.codes === 0 && p.name.startsWith('@mui/x-'));
  return (
    <>
      <p>
        Read at build time from the installed packages:{' '}
        {throwing.map((p, i) => (
          <span key={p.name}>
            {i > 0 ? ', ' : null}
            <code>{p.name}</code> {p.version} ({p.codes} {p.codes === 1 ? 'code' : 'codes'})
          </span>
        ))}
        . A placeholder <code>%s</code> stands for a value the error carries in its link.
      </p>
      {silent.length ? (
        <p>
          The {silent.length} MUI X packages read (versions{' '}
          {[...new Set(silent.map((p) => p.version))].join(', ')}) have no minified errors: they throw their
          full message, starting with “MUI X:”, in production builds too.
        </p>
      ) : null}
      <div className="table-scroll" tabIndex={0} role="group" aria-label="Table">
        <table className={styles.table}>
          <caption className="visually-hidden">Known production error codes</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Message and origin</th>
            </tr>
          </thead>
          <tbody>
            {codes.map(({ code, variants }) => (
              <tr key={code} id={`code-${code}`}>
                <td>
                  <a href={`?code=${code}`} aria-label={`Decode error ${code}`}>
                    {code}
                  </a>
                </td>
                <td>
                  {variants.map((variant) => (
                    <div key={variant.message} className={styles.templates}>
                      {variant.message}
                      <span className={styles.where}>
                        <SourceLine sources={variant.sources} />
                      </span>
                    </div>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
