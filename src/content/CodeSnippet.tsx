import { CopyButton } from './CopyButton';
import { highlight } from './highlight';

/** A code block highlighted on the server at build time, with a copy button. */
export async function CodeSnippet({ code, language, title }: { code: string; language: string; title?: string }) {
  const html = await highlight(code, language);
  return (
    <div className="code-block" data-language={language}>
      {title ? <div className="code-block-title">{title}</div> : null}
      <div dangerouslySetInnerHTML={{ __html: html.replace('<pre ', '<pre tabindex="0" ') }} />
      <CopyButton text={code.replace(/\n$/, '')} />
    </div>
  );
}
