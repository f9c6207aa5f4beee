/**
 * The page menu's addresses, shared by the server (the links' first `href`s) and the browser
 * (the same links for the reader's code variant and, without SITE_URL, the page's own origin).
 * The AI tools take a prompt in the query string: `https://chatgpt.com/?q=` and
 * `https://claude.ai/new?q=` open a new conversation with the prompt filled in (docs/llms.md).
 */
import type { CodeVariant } from '../demo/code-variant';

export const AI_TOOLS = {
  chatgpt: (prompt: string) => `https://chatgpt.com/?q=${encodeURIComponent(prompt)}`,
  claude: (prompt: string) => `https://claude.ai/new?q=${encodeURIComponent(prompt)}`,
} as const;

export type AiTool = keyof typeof AI_TOOLS;

/** What the reader's AI tool is asked: to read the page's Markdown, by its absolute address. */
export const aiPrompt = (markdownHref: string) =>
  `Read ${markdownHref} and answer my questions about this MUI X documentation page.`;

export interface PageMenuSources {
  /** The Markdown path of the page (`/markdown/….md`). */
  markdown: string;
  /** Its JavaScript twin (`….js.md`); absent when the page has none (API pages). */
  markdownJs?: string;
}

/** The Markdown path for a code variant: the JS twin when asked for and there is one. */
export const markdownFor = (sources: PageMenuSources, variant: CodeVariant) =>
  variant === 'JS' && sources.markdownJs ? sources.markdownJs : sources.markdown;

/** Every link of the menu for one origin and code variant. */
export function pageMenuLinks(sources: PageMenuSources, origin: string, variant: CodeVariant) {
  const markdown = markdownFor(sources, variant);
  const prompt = aiPrompt(`${origin.replace(/\/+$/, '')}${markdown}`);
  return {
    markdown,
    chatgpt: AI_TOOLS.chatgpt(prompt),
    claude: AI_TOOLS.claude(prompt),
  };
}
