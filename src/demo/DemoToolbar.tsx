'use client';
import * as React from 'react';
import type { CodeVariant } from './code-variant';

export interface ToolbarAction {
  key: string;
  label: string;
  /** Short visible text; the label is the accessible name. */
  text: string;
  onClick: () => void;
  pressed?: boolean;
  expanded?: boolean;
  disabled?: boolean;
  /** The id of a native popover this button opens and closes (the setup panel). */
  popoverTarget?: string;
}

/**
 * The demo's actions as one ARIA toolbar: a single Tab stop, arrow keys move between
 * buttons, Home and End jump. Every button reports a click event through data attributes.
 */
export function DemoToolbar({
  demoId,
  name,
  variant,
  onVariant,
  actions,
}: {
  demoId: string;
  name: string;
  variant: CodeVariant;
  onVariant: (variant: CodeVariant) => void;
  actions: ToolbarAction[];
}) {
  const ref = React.useRef<HTMLDivElement>(null);
  const [focusIndex, setFocusIndex] = React.useState(0);
  const all: ToolbarAction[] = [
    {
      key: 'ts',
      label: 'Show TypeScript',
      text: 'TS',
      pressed: variant === 'TS',
      onClick: () => onVariant('TS'),
    },
    {
      key: 'js',
      label: 'Show JavaScript',
      text: 'JS',
      pressed: variant === 'JS',
      onClick: () => onVariant('JS'),
    },
    ...actions,
  ];

  const onKeyDown = (event: React.KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, Home: -Infinity, End: Infinity };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const move = moves[event.key]! * (rtl && Math.abs(moves[event.key]!) === 1 ? -1 : 1);
    const next =
      move === -Infinity
        ? 0
        : move === Infinity
          ? all.length - 1
          : (focusIndex + move + all.length) % all.length;
    setFocusIndex(next);
    ref.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };

  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={`${name} demo`}
      className="demo-toolbar"
      data-pagefind-ignore
      onKeyDown={onKeyDown}
    >
      {all.map((action, index) => (
        <button
          key={action.key}
          type="button"
          className="demo-button"
          tabIndex={index === focusIndex ? 0 : -1}
          aria-label={action.label}
          title={action.label}
          aria-pressed={action.pressed}
          aria-expanded={action.expanded}
          disabled={action.disabled}
          popoverTarget={action.popoverTarget}
          onFocus={() => setFocusIndex(index)}
          onClick={action.onClick}
          data-ga-event-category="demo"
          data-ga-event-action={action.key}
          data-ga-event-label={demoId}
        >
          {action.text}
        </button>
      ))}
    </div>
  );
}
