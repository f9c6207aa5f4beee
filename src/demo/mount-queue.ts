/**
 * Demos mount one at a time. React renders every pending transition in one pass, so the demos
 * that came near together (a fast scroll, a jump down the page) mounted in one commit: on Row
 * grouping, eleven Data Grids in a single task (phone, CPU slowed 4x). Queued here, each demo
 * mounts in a task of its own, and the browser handles input and paints between them.
 *
 * A demo asks with `queueMount`: `start` runs when its turn comes (at once if no other demo is
 * mounting), and the returned `release` ends its turn. It must be called once the demo has
 * committed, or when its frame goes away; calling it again does nothing. When a turn ends, a
 * waiting demo that is on screen goes before those the reader has scrolled past.
 */
interface Entry {
  start: () => void;
  onScreen: () => boolean;
}

const waiting: Entry[] = [];
let mounting: Entry | null = null;

function next(): void {
  if (mounting) return;
  // Only a choice needs the check (it reads the layout).
  const onScreen = waiting.length > 1 ? waiting.findIndex((entry) => entry.onScreen()) : 0;
  const [entry] = waiting.splice(Math.max(0, onScreen), 1);
  if (!entry) return;
  mounting = entry;
  entry.start();
}

export function queueMount(start: () => void, onScreen: () => boolean = () => false): () => void {
  const entry: Entry = { start, onScreen };
  waiting.push(entry);
  next();
  return () => {
    const index = waiting.indexOf(entry);
    if (index >= 0) waiting.splice(index, 1);
    if (mounting !== entry) return;
    mounting = null;
    // A new task: the next demo's render and commit must not join this one's.
    setTimeout(next, 0);
  };
}

/** True when part of `el` is inside the viewport. */
export function isOnScreen(el: Element | null): boolean {
  if (!el) return false;
  const rect = el.getBoundingClientRect();
  return rect.bottom > 0 && rect.top < window.innerHeight;
}
