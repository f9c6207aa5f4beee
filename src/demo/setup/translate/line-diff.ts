/** Line diffs (a small LCS; demos are short), to show a translation and to merge Prettier's output. */

type Op = { kind: 'same' | 'del' | 'add'; line: string };

function diffLines(a: string[], b: string[]): Op[] {
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      out.push({ kind: 'same', line: a[i]! });
      i++;
      j++;
    } else if (j < b.length && (i === a.length || lcs[i]![j + 1]! > lcs[i + 1]![j]!)) {
      out.push({ kind: 'add', line: b[j++]! });
    } else out.push({ kind: 'del', line: a[i++]! });
  }
  return out;
}

/** The lines two texts differ by, `- ` removed and `+ ` added, in order. */
export function lineDiff(before: string, after: string): string {
  return diffLines(before.split('\n'), after.split('\n'))
    .filter((op) => op.kind !== 'same')
    .map((op) => `${op.kind === 'add' ? '+' : '-'} ${op.line}`)
    .join('\n');
}

/**
 * `rewritten` with Prettier's changes (`formatted`) taken only where they touch a line the rewrite
 * changed. The demos are formatted by hand (`content/` is outside Prettier), so formatting the
 * whole file would also rewrap lines the translation never touched.
 */
export function formatChangedLines(source: string, rewritten: string, formatted: string): string {
  const r = rewritten.split('\n');
  const changed = new Set<number>();
  let index = 0;
  for (const op of diffLines(source.split('\n'), r)) {
    if (op.kind === 'add') changed.add(index);
    if (op.kind !== 'del') index++;
  }
  const out: string[] = [];
  const ops = diffLines(r, formatted.split('\n'));
  let at = 0; // index in `rewritten`
  for (let k = 0; k < ops.length; ) {
    if (ops[k]!.kind === 'same') {
      out.push(ops[k]!.line);
      at++;
      k++;
      continue;
    }
    const start = at;
    const removed: string[] = [];
    const added: string[] = [];
    for (; k < ops.length && ops[k]!.kind !== 'same'; k++) {
      if (ops[k]!.kind === 'del') {
        removed.push(ops[k]!.line);
        at++;
      } else added.push(ops[k]!.line);
    }
    // Line for line (no rewrap): each line keeps its own, or takes Prettier's if it was changed.
    // Only where each pair holds the same code (Prettier changed spaces or dropped parentheses);
    // otherwise Prettier moved code between lines and the hunk goes as a whole.
    const same = (a: string, b: string) => a.replace(/[\s()]/g, '') === b.replace(/[\s()]/g, '');
    if (removed.length === added.length && removed.every((line, n) => same(line, added[n]!))) {
      out.push(...removed.map((line, n) => (changed.has(start + n) ? added[n]! : line)));
      continue;
    }
    // A rewrap: taken whole if it touches a changed line (a pure insertion, the lines beside it).
    const touches =
      removed.length > 0
        ? removed.some((_, n) => changed.has(start + n))
        : changed.has(start - 1) || changed.has(start);
    out.push(...(touches ? added : removed));
  }
  return out.join('\n');
}
