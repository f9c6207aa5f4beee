import { t } from '../i18n/translate';
import { CopyButton } from './CopyButton';
import { highlight } from './highlight';

/**
 * A code block highlighted on the server at build time, with a copy button. A `fragment`
 * (```tsx fragment```) is labelled "Excerpt", so readers know it is not complete code.
 */
export async function CodeSnippet({
  code,
  language,
  title,
  fragment = false,
}: {
  code: string;
  language: string;
  title?: string;
  fragment?: boolean;
}) {
  const html = await highlight(code, language);
  return (
    <div className="code-block" data-language={language}>
      {title || fragment ? (
        <div className="code-block-title">
          {title}
          {fragment ? (
            <span className="code-block-excerpt" data-pagefind-ignore>
              {t('codeExcerpt')}
              <span className="visually-hidden">{t('codeExcerptHint')}</span>
            </span>
          ) : null}
        </div>
      ) : null}
      <div dangerouslySetInnerHTML={{ __html: html.replace('<pre ', '<pre tabindex="0" ') }} />
      <CopyButton text={code.replace(/\n$/, '')} />
    </div>
  );
}
