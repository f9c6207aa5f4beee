/**
 * A wide table's own horizontal scroller, so the page never scrolls sideways. Focusable, so a
 * keyboard reader can scroll it too (axe: scrollable-region-focusable); shadows at its edges
 * say that more columns are hidden (global.css `.table-scroll`). No JavaScript.
 */
export function TableScroll({ label = 'Table', children }: { label?: string; children: React.ReactNode }) {
  return (
    <div className="table-scroll" tabIndex={0} role="group" aria-label={label}>
      {children}
    </div>
  );
}
