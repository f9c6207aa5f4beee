import Link from 'next/link';
import { label } from '../navigation/tree-utils';
import type { NavItem } from '../navigation/types';
import { NavFlags } from './PlanBadge';
import styles from './nav.module.css';

function contains(item: NavItem, pathname: string): boolean {
  return item.pathname === pathname || !!item.children?.some((c) => contains(c, pathname));
}

function NavNode({ item, active, depth }: { item: NavItem; active: string; depth: number }) {
  if (item.children?.length) {
    const list = (
      <ul className={styles.list}>
        {item.children.map((child) => (
          <NavNode key={child.pathname} item={child} active={active} depth={depth + 1} />
        ))}
      </ul>
    );
    if (item.subheader) {
      return (
        <li className={styles.section}>
          <div className={styles.subheader}>
            {item.subheader}
            <NavFlags item={item} />
          </div>
          {list}
        </li>
      );
    }
    // A native disclosure: collapsible with keyboard and no JavaScript; only the groups on
    // the way to the current page start open, so the drawer stays short as the docs grow.
    return (
      <li>
        <details className={styles.group} open={contains(item, active)}>
          <summary className={styles.summary} data-depth={depth}>
            <span className={styles.label}>{label(item)}</span>
            <NavFlags item={item} />
          </summary>
          {list}
        </details>
      </li>
    );
  }
  const current = item.pathname === active;
  return (
    <li>
      <Link
        href={`${item.pathname}/`}
        prefetch={false}
        className={styles.link}
        data-depth={depth}
        aria-current={current ? 'page' : undefined}
      >
        <span className={styles.label}>{label(item)}</span>
        <NavFlags item={item} />
      </Link>
    </li>
  );
}

/** The documentation tree as nested lists, rendered on the server with the active page marked. */
export function NavTree({ tree, active }: { tree: readonly NavItem[]; active: string }) {
  return (
    <ul className={styles.list}>
      {tree.map((item) => (
        <NavNode key={item.pathname} item={item} active={active} depth={0} />
      ))}
    </ul>
  );
}
