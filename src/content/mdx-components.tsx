import type { MDXComponents } from 'mdx/types';
import { isValidElement, type ReactNode } from 'react';
import { t } from '../i18n/translate';
import { Demo } from '../demo/Demo';
import { Callout } from './Callout';
import { CodeTabs } from './CodeTabs';
import { GridEventCatalog } from './GridEventCatalog';
import { CodeSnippet } from './CodeSnippet';
import { PlanBadge } from '../shell/PlanBadge';
import { headingId } from './headings';
import { SiteLink } from './SiteLink';
import { TableScroll } from './TableScroll';
import { textOf } from './text-of';

function makeHeading(Tag: 'h2' | 'h3' | 'h4') {
  return function Heading({ children }: { children?: ReactNode }) {
    // A plan badge in the heading (`## Row pinning <Pro />`) renders no text, so the id and the
    // anchor's label stay those of the words alone; trimmed for the space before the badge.
    const text = textOf(children).trim();
    const id = headingId(text);
    return (
      <Tag id={id}>
        {children}
        <a href={`#${id}`} className="anchor" data-pagefind-ignore aria-label={`${t('linkToSection')}: ${text}`}>
          #
        </a>
      </Tag>
    );
  };
}

interface CodeElementProps {
  className?: string;
  children?: ReactNode;
  'data-title'?: string;
  'data-fragment'?: string;
  'data-version'?: string;
}

/**
 * A fenced code block, highlighted on the server at build time; ```tsx title="App.tsx"``` titles
 * it, ```tsx fragment``` labels it as an excerpt and ```tsx version="v7"``` as code for an older
 * release (see remark-code-title.mjs).
 */
function CodeBlock({ children }: { children?: ReactNode }) {
  const code: CodeElementProps = isValidElement<CodeElementProps>(children) ? children.props : { className: '', children };
  const language = /language-([\w-]+)/.exec(code.className ?? '')?.[1] ?? 'text';
  return (
    <CodeSnippet
      code={textOf(code.children)}
      language={language}
      title={code['data-title']}
      fragment={code['data-fragment'] === 'true'}
      version={code['data-version']}
    />
  );
}

/**
 * Inline code. A name (a package, prop or path: no spaces, up to 40 characters) never breaks
 * inside: browsers break after hyphens and slashes, which made `@mui/x-` / `date-` / `pickers`
 * of a package name in a narrow table cell. Longer code may still wrap. A fenced block's `code`
 * also renders through here, but CodeBlock reads its props, never renders it.
 */
function InlineCode({ className, children }: { className?: string; children?: ReactNode }) {
  const text = textOf(children);
  const name = text.length <= 40 && !/\s/.test(text);
  return <code className={[className, name ? 'code-name' : null].filter(Boolean).join(' ') || undefined}>{children}</code>;
}

/**
 * `<Pro />` and `<Premium />`: the plan a feature needs, where prose or a heading names it.
 * textOf() reads no text from them (they have no children), so headings keep their ids.
 */
const Pro = () => <PlanBadge plan="pro" />;
const Premium = () => <PlanBadge plan="premium" />;

/** How Markdown elements render on guide pages. */
export const mdxComponents: MDXComponents = {
  h2: makeHeading('h2'),
  h3: makeHeading('h3'),
  h4: makeHeading('h4'),
  pre: CodeBlock,
  a: SiteLink,
  Demo,
  Callout,
  CodeTabs,
  Pro,
  Premium,
  GridEventCatalog,
  code: InlineCode,
  table: (props) => (
    <TableScroll>
      <table {...props} />
    </TableScroll>
  ),
};
