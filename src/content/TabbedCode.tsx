'use client';
import * as React from 'react';
import { CopyButton, type CopyLabels } from './CopyButton';

const STORAGE_PREFIX = 'docs-code-tab:';
const CHANGE_EVENT = 'docs-code-tab';

/** The client half of CodeTabs: an ARIA tab list whose choice persists in localStorage. */
export function TabbedCode({
  tabs,
  copyLabels,
}: {
  tabs: { label: string; text: string; html: string }[];
  copyLabels: CopyLabels;
}) {
  const group = tabs.map((t) => t.label).join('|');
  const key = STORAGE_PREFIX + group;
  const stored = React.useSyncExternalStore(
    (onChange) => {
      window.addEventListener(CHANGE_EVENT, onChange);
      window.addEventListener('storage', onChange);
      return () => {
        window.removeEventListener(CHANGE_EVENT, onChange);
        window.removeEventListener('storage', onChange);
      };
    },
    () => localStorage.getItem(key),
    () => null,
  );
  const selected = Math.max(0, tabs.findIndex((t) => t.label === stored));
  const baseId = React.useId();
  const listRef = React.useRef<HTMLDivElement>(null);

  const choose = (index: number, focus = false) => {
    localStorage.setItem(key, tabs[index]!.label);
    window.dispatchEvent(new Event(CHANGE_EVENT));
    if (focus) listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[index]?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    if (step) {
      event.preventDefault();
      choose((selected + step + tabs.length) % tabs.length, true);
    }
  };

  const current = tabs[selected]!;
  return (
    <div className="code-block code-tabs">
      <div role="tablist" aria-label="Code variants" className="code-tabs-list" ref={listRef} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.label}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === selected ? 0 : -1}
            className="code-tab"
            onClick={() => choose(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${selected}`}>
        <div dangerouslySetInnerHTML={{ __html: current.html.replace('<pre ', '<pre tabindex="0" ') }} />
      </div>
      <CopyButton text={current.text} labels={copyLabels} />
    </div>
  );
}
