import { Callout } from '../content/Callout';
import type { ErrorSource } from './codes';
import type { DecodedError, MessagePart } from './format';
import styles from './production-error.module.css';

/** Enough of a broken value to recognise it, without letting a long link flood the page. */
const clip = (text: string, max = 120) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** `@mui/material 7.3.9, in styles/createPalette.js` */
export function SourceLine({ sources }: { sources: readonly Omit<ErrorSource, 'message'>[] }) {
  return (
    <>
      {sources.map((s, i) => (
        <span key={`${s.package}/${s.file}`}>
          {i > 0 ? (i === sources.length - 1 ? ' and ' : ', ') : null}
          <code>{s.package}</code> {s.version}, in <code>{s.file}</code>
        </span>
      ))}
    </>
  );
}

/** The message with each argument marked; everything is React text, so markup in an argument stays inert. */
function Message({ parts }: { parts: readonly MessagePart[] }) {
  return (
    <pre className={styles.message}>
      {parts.map((part, i) =>
        part.kind === 'text' ? (
          part.text
        ) : part.value === null ? (
          <span key={i} className={styles.missing} title={`Argument ${part.index + 1} was not in the link`}>
            %s
          </span>
        ) : (
          <mark key={i} className={styles.arg}>
            {part.value}
          </mark>
        ),
      )}
    </pre>
  );
}

/**
 * The decoded error, or why there is none. Used by the client decoder once the address is known;
 * plain props only, so it renders the same anywhere.
 */
export function DecodedErrorView({ decoded }: { decoded: DecodedError }) {
  switch (decoded.kind) {
    case 'none':
      return (
        <Callout type="info">
          <p>
            The address holds no error code. A minified error links here as{' '}
            <code>/production-error/?code=11&amp;args[]=…</code>; follow the link from your error, or find its
            number in the <a href="#known-codes">table of known codes</a> below.
          </p>
        </Callout>
      );
    case 'malformed':
      return (
        <Callout type="warning">
          <p>
            <strong>“{clip(decoded.raw)}” is not an error code.</strong> Codes are whole numbers, such as{' '}
            <code>?code=11</code>. The link may have been cut or changed on its way here: copy it again from
            the error in your console, or look the number up in the{' '}
            <a href="#known-codes">table of known codes</a>.
          </p>
        </Callout>
      );
    case 'unknown':
      return (
        <Callout type="warning">
          <p>
            <strong>Error code {decoded.code} is not in this site’s table.</strong> The table is read from the
            MUI packages this documentation is built with (listed below), so a code that is missing comes from
            another version of a package. Run your app in development mode to see the full message, or compare
            the versions in your <code>package.json</code> with the ones listed below.
          </p>
        </Callout>
      );
    case 'known':
      return (
        <>
          <h2 id="decoded-message">Error {decoded.code}</h2>
          {decoded.variants.length > 1 ? (
            <p>
              Packages use code {decoded.code} for {decoded.variants.length} different messages. The package
              named in your stack trace tells which one you saw.
            </p>
          ) : null}
          {decoded.variants.map((variant) => (
            <div key={variant.message}>
              <Message parts={variant.parts} />
              <p className={styles.source}>
                Thrown by <SourceLine sources={variant.sources} />.
                {variant.extraArgs.length ? (
                  <>
                    {' '}
                    The link carried {variant.extraArgs.length} more value
                    {variant.extraArgs.length > 1 ? 's' : ''} than this message uses:{' '}
                    {variant.extraArgs.map((arg, i) => (
                      <span key={i}>
                        {i > 0 ? ', ' : null}
                        <code>{clip(arg)}</code>
                      </span>
                    ))}
                    .
                  </>
                ) : null}
              </p>
            </div>
          ))}
        </>
      );
  }
}
