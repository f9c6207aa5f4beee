import { t } from '../i18n/translate';
import { OLD_VERSION_LABELS } from './remark-code-title.mjs';
import { CopyButton, type CopyLabels } from './CopyButton';
import { highlight } from './highlight';

/** The copy button's strings (it is a client component). */
export const copyLabels = (): CopyLabels => ({ copy: t('copy'), copied: t('copied') });

/**
 * A code block highlighted on the server at build time, with a copy button. A `fragment`
 * (```tsx fragment```) is labelled "Excerpt", so readers know it is not complete code; code for an
 * older release (```tsx version="v7"```, migration guides) is labelled with that release.
 */
export async function CodeSnippet({
  code,
  language,
  title,
  fragment = false,
  version,
}: {
  code: string;
  language: string;
  title?: string;
  fragment?: boolean;
  version?: string;
}) {
  const html = await highlight(code, language);
  const versionLabel = version === undefined ? undefined : (OLD_VERSION_LABELS[version] ?? version);
  return (
    <div className="code-block" data-language={language} data-version={version}>
      {title || fragment || versionLabel ? (
        <div className="code-block-title">
          {title}
          {versionLabel ? (
            <span className="code-block-version">
              <span className="visually-hidden">{t('codeVersionHint')}</span>
              {versionLabel}
            </span>
          ) : null}
          {fragment ? (
            <span className="code-block-excerpt" data-pagefind-ignore>
              {t('codeExcerpt')}
              <span className="visually-hidden">{t('codeExcerptHint')}</span>
            </span>
          ) : null}
        </div>
      ) : null}
      <div dangerouslySetInnerHTML={{ __html: html.replace('<pre ', '<pre tabindex="0" ') }} />
      <CopyButton text={code.replace(/\n$/, '')} labels={copyLabels()} />
    </div>
  );
}
