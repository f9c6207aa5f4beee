/**
 * A small highlighter for the live editor (TSX and JSX): a single left-to-right scan, no
 * grammar, so it stays a few hundred bytes and runs on every keystroke. It colours what the
 * site's code blocks colour most (keywords, strings, comments, numbers, JSX tags, calls and
 * type-like names) with the same themes' colours (editor.module.css); what it cannot tell
 * apart without a parser (JSX text, regular expressions) stays plain.
 */
export type TokenKind =
  | 'comment'
  | 'string'
  | 'number'
  | 'keyword'
  | 'constant'
  | 'tag'
  | 'component'
  | 'type'
  | 'call';

export interface Token {
  from: number;
  to: number;
  kind: TokenKind;
}

const KEYWORDS = new Set(
  (
    'abstract as async await break case catch class const continue debugger declare default delete do ' +
    'else enum export extends finally for from function get if implements import in infer instanceof ' +
    'interface is keyof let namespace new of private protected public readonly return satisfies set ' +
    'static switch throw try type typeof var void while with yield'
  ).split(' '),
);
const CONSTANTS = new Set(['true', 'false', 'null', 'undefined', 'this', 'super']);

const SCANNER =
  /(\/\/[^\n]*|\/\*[\s\S]*?(?:\*\/|$))|('(?:\\.|[^'\\\n])*'?|"(?:\\.|[^"\\\n])*"?|`(?:\\[\s\S]|[^`\\])*`?)|(\b0[xX][\da-fA-F_]+n?\b|\b\d[\d_]*(?:\.\d+)?(?:[eE][+-]?\d+)?n?\b)|([A-Za-z_$][\w$]*)/g;

/** The coloured spans of `code`, in order, not overlapping; the rest is plain text. */
export function tokenize(code: string): Token[] {
  const tokens: Token[] = [];
  SCANNER.lastIndex = 0;
  for (let match = SCANNER.exec(code); match; match = SCANNER.exec(code)) {
    const from = match.index;
    const to = from + match[0].length;
    let kind: TokenKind | null;
    if (match[1]) kind = 'comment';
    else if (match[2]) kind = 'string';
    else if (match[3]) kind = 'number';
    else kind = wordKind(code, match[0], from, to);
    if (kind) tokens.push({ from, to, kind });
  }
  return tokens;
}

function wordKind(code: string, word: string, from: number, to: number): TokenKind | null {
  const before = code.slice(Math.max(0, from - 2), from);
  // `<div`, `</div`, `<Button`: JSX tags (a comparison `a < b` has a space before `b`).
  if (/<\/?$/.test(before)) return /^[A-Z]/.test(word) ? 'component' : 'tag';
  if (code[from - 1] === '.') return code[to] === '(' ? 'call' : null;
  if (KEYWORDS.has(word)) return 'keyword';
  if (CONSTANTS.has(word)) return 'constant';
  if (code[to] === '(' || /^\s*=\s*(?:async\s*)?\(/.test(code.slice(to, to + 20))) return 'call';
  return /^[A-Z]/.test(word) ? 'type' : null;
}

/** A span of the rendered overlay: a token kind (or plain) and whether a problem covers it. */
export interface Segment {
  text: string;
  kind: TokenKind | null;
  problem: boolean;
}

/**
 * Cuts `code` into segments at token and problem boundaries, so the overlay can colour each
 * token and underline each problem's span. A zero-length problem marks one character.
 */
export function segments(
  code: string,
  tokens: readonly Token[],
  problems: readonly { start: number; length: number }[],
): Segment[] {
  const cuts = new Set<number>([0, code.length]);
  const ranges = problems.map(({ start, length }) => {
    const from = Math.min(start, code.length);
    const to = Math.min(code.length, from + Math.max(1, length));
    return [from, to] as const;
  });
  for (const t of tokens) cuts.add(t.from).add(t.to);
  for (const [from, to] of ranges) cuts.add(from).add(to);
  const points = [...cuts].sort((a, b) => a - b);
  const out: Segment[] = [];
  let t = 0;
  for (let i = 0; i < points.length - 1; i += 1) {
    const from = points[i]!;
    const to = points[i + 1]!;
    while (t < tokens.length && tokens[t]!.to <= from) t += 1;
    const token = tokens[t];
    const kind = token && token.from <= from && token.to >= to ? token.kind : null;
    const problem = ranges.some(([a, b]) => a < to && b > from);
    const last = out.at(-1);
    if (last && last.kind === kind && last.problem === problem) last.text += code.slice(from, to);
    else out.push({ text: code.slice(from, to), kind, problem });
  }
  return out;
}
