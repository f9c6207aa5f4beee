import { isValidElement, Children, type ReactNode } from 'react';
import { highlight } from './highlight';
import { textOf } from './text-of';
import { copyLabels } from './CodeSnippet';
import { LazyTabbedCode } from './LazyTabbedCode';

interface CodeProps {
  className?: string;
  children?: ReactNode;
  'data-title'?: string;
}

/**
 * Fenced code blocks shown as tabs, labelled by their meta: ```bash npm```, ```bash pnpm```.
 * Highlighted here at build; the reader's choice is remembered for every tab group with
 * the same labels (so picking pnpm once picks it everywhere).
 */
export async function CodeTabs({ children }: { children: ReactNode }) {
  const blocks = Children.toArray(children).flatMap((child) => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return [];
    const code = child.props.children;
    return isValidElement<CodeProps>(code) ? [code.props] : [];
  });
  if (blocks.length < 2 || blocks.some((b) => !b['data-title'])) {
    throw new Error('<CodeTabs> needs two or more fenced code blocks, each with a label: ```bash npm');
  }
  const tabs = await Promise.all(
    blocks.map(async (block) => {
      const text = textOf(block.children).replace(/\n$/, '');
      const language = /language-([\w-]+)/.exec(block.className ?? '')?.[1] ?? 'text';
      return { label: block['data-title']!, text, html: await highlight(text, language) };
    }),
  );
  return <LazyTabbedCode tabs={tabs} copyLabels={copyLabels()} />;
}
