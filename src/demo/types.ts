import type { ComponentType, ReactNode } from 'react';

export type DemoPlan = 'pro' | 'premium';

/** What the live runtime of a demo renders: the original module, or the reader's edit. */
export interface DemoRuntimeProps {
  /** Edited TypeScript or JavaScript source, or null for the original demo. */
  source: string | null;
}

/** MuiTheme, as a page's demo module re-exports it (src/theme/MuiTheme.tsx). */
export type DemoTheme = ComponentType<{ children: ReactNode }>;

/**
 * A browser-only demo's runtime (`createDemoRuntime`): the component, and the MUI theme loaded
 * with the demo's code, in the same chunk group (null when its module has none).
 */
export type DemoRuntime = ComponentType<DemoRuntimeProps> & { loadTheme?: () => Promise<DemoTheme | null> };

/** One demo, as the page that embeds it sees it (generated at build for every demo file). */
export interface DemoDescriptor {
  /** `react-data-grid/sorting/BasicSorting`: unique, stable, used in URLs and analytics. */
  id: string;
  name: string;
  /** Repository-relative path of the TypeScript source. */
  file: string;
  plan?: DemoPlan;
  /**
   * Highlighted HTML of the JSX the demo returns, shown while the code is collapsed; `js` only
   * when it differs from `ts`, which DemoFrame shows in its place.
   */
  preview: { ts: string; js?: string } | null;
  /**
   * Set when the demo follows the reader's setup (src/demo/setup/): which part, and the
   * build's version of its templates (part of the setup code's URL, so it is cached for good).
   */
  setup?: { kind: 'pickers' | 'grid'; version: string };
  /**
   * Set for demos rendered on the server (templates, `<Demo iframe>`); any other demo's
   * runtime is loaded in the browser by id (`loadDemoRuntime`, src/demo/registry.ts).
   */
  Runtime?: ComponentType<DemoRuntimeProps>;
}

/** The full code of a demo, fetched from `/demo-code/<id>.json` when the reader needs it. */
export interface DemoCode {
  id: string;
  name: string;
  ts: { code: string; html: string };
  js: { code: string; html: string };
  /** Exact versions of every package the demo needs, peers included. */
  dependencies: Record<string, string>;
  /**
   * Only in code written for a setup (`/api/demo-code/…?setup=`): the collapsed preview of that
   * code, the library it is written for, and what the setup could not change (a library this
   * demo has no translation for, a locale the demo sets itself), in the reader's words.
   */
  setup?: { preview: { ts: string; js: string } | null; library: string; notes: string[] };
}

/** Layout options a page sets on `<Demo>`. */
export interface DemoOptions {
  /** Reserved height of the preview in pixels, so nothing shifts when the demo loads. */
  height: number;
  bg?: 'outlined' | 'inline' | 'playground';
  hideToolbar?: boolean;
  codeOpen?: boolean;
  /** Renders the demo in its own document (an iframe). */
  iframe?: boolean;
  /**
   * The demo scrolls inside by design though it hides little (a tree scrolled to an item): the
   * every-demo check's clipped-content test skips it. Without it, an inner scroll region that
   * hides less than it shows fails the check.
   */
  scrolls?: boolean;
}
