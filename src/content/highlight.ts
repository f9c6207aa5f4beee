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

let highlighter: Promise<Highlighter> | null = null;

/**
 * Highlights code at build time (server components only): the HTML carries colours for both
 * modes as CSS variables, so no highlighter ships to the browser.
 */
export async function highlight(code: string, language: string): Promise<string> {
  highlighter ??= createHighlighter({
    themes: ['github-light', 'github-dark'],
    langs: [...LANGUAGES],
  });
  const h = await highlighter;
  const wanted = ALIASES[language] ?? language;
  const lang = h.getLoadedLanguages().includes(wanted) ? wanted : 'text';
  return h.codeToHtml(code.replace(/\n$/, ''), {
    lang,
    themes: { light: 'github-light', dark: 'github-dark' },
    defaultColor: false,
  });
}
