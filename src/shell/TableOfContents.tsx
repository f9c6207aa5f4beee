'use client';
import * as React from 'react';
import type { Heading } from '../content/headings';
import { PlanBadgeView } from './PlanBadgeView';
import styles from './toc.module.css';
import type { TocLabels } from './toc-labels';

/**
 * The page's table of contents with scroll spy: the heading nearest the top of the viewport
 * is marked with aria-current. Headings are extracted at build; only the spy runs here. Its
 * strings come from the server parent (tocLabels), so the interface strings stay off the client.
 */
export function TableOfContents({ headings, labels }: { headings: readonly Heading[]; labels: TocLabels }) {
  const [activeId, setActiveId] = React.useState<string | null>(null);

  React.useEffect(() => {
    const elements = headings
      .map((h) => document.getElementById(h.id))
      .filter((el): el is HTMLElement => el !== null);
    if (!elements.length) return undefined;
    const update = () => {
      // The last heading above a line 100px below the app bar is the one being read.
      let current: string | null = elements[0]!.id;
      for (const el of elements) {
        if (el.getBoundingClientRect().top <= 164) current = el.id;
        else break;
      }
      setActiveId(current);
    };
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [headings]);

  if (!headings.length) return null;
  return (
    <nav aria-label={labels.nav} className={styles.toc}>
      <p className={styles.title}>{labels.title}</p>
      <ul className={styles.list}>
        {headings.map((h) => (
          <li key={h.id}>
            <a
              href={`#${h.id}`}
              className={styles.link}
              data-depth={h.depth}
              aria-current={activeId === h.id ? 'true' : undefined}
            >
              {h.text}
              {h.plan ? <PlanBadgeView plan={h.plan} label={labels.plans[h.plan]} /> : null}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
