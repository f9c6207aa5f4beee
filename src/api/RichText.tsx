import { Fragment } from 'react';
import { SiteLink } from '../content/SiteLink';
import type { RichNode } from './types';

/** Renders JSDoc Markdown parsed at build (see src/api/build/markdown.ts). Server only. */
export function RichText({ nodes }: { nodes: readonly RichNode[] }) {
  return (
    <>
      {nodes.map((node, i) => (
        <Fragment key={i}>{renderNode(node)}</Fragment>
      ))}
    </>
  );
}

function renderNode(node: RichNode) {
  if (typeof node === 'string') return node;
  switch (node.t) {
    case 'code':
      return <code>{node.v}</code>;
    case 'pre':
      return (
        <pre>
          <code>{node.v}</code>
        </pre>
      );
    case 'a':
      return (
        <SiteLink href={node.href}>
          <RichText nodes={node.c} />
        </SiteLink>
      );
    default: {
      const Tag = node.t;
      return (
        <Tag>
          <RichText nodes={node.c} />
        </Tag>
      );
    }
  }
}
