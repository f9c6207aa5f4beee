import type { MDXComponents } from 'mdx/types';
import Link from 'next/link';
import { isValidElement, type ComponentProps, type ReactNode } from 'react';
import { t } from '../i18n/translate';
import { Demo } from '../demo/Demo';
import { Callout } from './Callout';
import { CodeTabs } from './CodeTabs';
import { CopyButton } from './CopyButton';
import { headingId } from './headings';
import { highlight } from './highlight';
import { textOf } from './text-of';

function makeHeading(Tag: 'h2' | 'h3') {
  return function Heading({ children }: { children?: ReactNode }) {
    const id = headingId(textOf(children));
    return (
      <Tag id={id}>
        {children}
        <a href={`#${id}`} className="anchor" aria-label={`${t('linkToSection')}: ${textOf(children)}`}>
          #
        </a>
      </Tag>
    );
  };
}

/** A fenced code block, highlighted on the server at build time; ```tsx title="App.tsx"``` titles it. */
async function CodeBlock({ children }: { children?: ReactNode }) {
  const code = isValidElement<{ className?: string; children?: ReactNode; 'data-title'?: string }>(children)
    ? children.props
    : { className: '', children };
  const title = code['data-title'];
  const language = /language-([\w-]+)/.exec(code.className ?? '')?.[1] ?? 'text';
  const text = textOf(code.children);
  const html = await highlight(text, language);
  return (
    <div className="code-block" data-language={language}>
      {title ? <div className="code-block-title">{title}</div> : null}
      <div dangerouslySetInnerHTML={{ __html: html.replace('<pre ', '<pre tabindex="0" ') }} />
      <CopyButton text={text.replace(/\n$/, '')} />
    </div>
  );
}

function Anchor({ href = '', children, ...rest }: ComponentProps<'a'>) {
  if (href.startsWith('/')) {
    return (
      <Link href={href} {...rest}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/.test(href);
  return (
    <a href={href} {...rest} rel={external ? 'noopener' : undefined}>
      {children}
    </a>
  );
}

/** How Markdown elements render on guide pages. */
export const mdxComponents: MDXComponents = {
  h2: makeHeading('h2'),
  h3: makeHeading('h3'),
  pre: CodeBlock,
  a: Anchor,
  Demo,
  Callout,
  CodeTabs,
  table: (props) => (
    <div className="table-scroll">
      <table {...props} />
    </div>
  ),
};
