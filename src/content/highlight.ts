import { createHighlighter, type Highlighter } from 'shiki';

const LANGUAGES = ['tsx', 'ts', 'jsx', 'js', 'bash', 'json', 'css', 'html', 'diff', 'yaml'] as const;
const ALIASES: Record<string, string> = {
  typescript: 'ts',
  javascript: 'js',
  sh: 'bash',
  shell: 'bash',
  console: 'bash',
  jsonc: 'json',
};

// Token colours checked for WCAG AA contrast on the code block background in both modes.
const LIGHT_THEME = 'github-light-default';
const DARK_THEME = 'github-dark';

// Except the themes' comment colours, which fall under 4.5:1 on our code background: these
// replacements are the nearest greys that pass in each mode.
const ACCESSIBLE_COLOURS: Record<string, string> = {
  '--shiki-light:#6E7781': '--shiki-light:#57606A',
  '--shiki-dark:#6A737D': '--shiki-dark:#8B949E',
};

let highlighter: Promise<Highlighter> | null = null;

/**
 * Highlights code at build time (server components only): the HTML carries colours for both
 * modes as CSS variables, so no highlighter ships to the browser.
 */
export async function highlight(code: string, language: string): Promise<string> {
  highlighter ??= createHighlighter({
    themes: [LIGHT_THEME, DARK_THEME],
    langs: [...LANGUAGES],
  });
  const h = await highlighter;
  const wanted = ALIASES[language] ?? language;
  const lang = h.getLoadedLanguages().includes(wanted) ? wanted : 'text';
  const html = h.codeToHtml(code.replace(/\n$/, ''), {
    lang,
    themes: { light: LIGHT_THEME, dark: DARK_THEME },
    defaultColor: false,
    // No time limit per line (Shiki's default is 500 ms): the first line a process highlights
    // also compiles the grammar's patterns, and on a loaded machine (a CI run, a build beside
    // the tests) it passed the limit and came out partly uncoloured. The output must not
    // depend on the machine's load.
    tokenizeTimeLimit: 0,
  });
  return html.replace(/--shiki-(?:light|dark):#[0-9A-Fa-f]{6}/g, (token) => ACCESSIBLE_COLOURS[token] ?? token);
}
