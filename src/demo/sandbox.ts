import type { CodeVariant } from './code-variant';
import type { DemoCode } from './types';

export type SandboxFiles = Record<string, string>;

/**
 * Demos that talk to this site's demo data API name it by path (`'/api/demo-data/…'`), which
 * a sandbox on another origin would resolve against itself: there the path gets the site's
 * origin (the API answers any origin: src/demo-data/handler.ts).
 */
export function withSiteOrigin(source: string, origin: string): string {
  return origin ? source.replace(/(['"`])\/api\/demo-data\//g, `$1${origin}/api/demo-data/`) : source;
}

/**
 * A complete Vite project that runs one demo: package.json with the exact versions the site
 * uses, index.html, an entry file and the demo in the chosen language. `origin` is the site's
 * (window.location.origin), for demos that call its API.
 */
export function sandboxFiles(code: DemoCode, variant: CodeVariant, origin = ''): SandboxFiles {
  const ext = variant === 'TS' ? 'tsx' : 'jsx';
  const files: SandboxFiles = {
    'package.json': JSON.stringify(
      {
        name: code.name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase(),
        private: true,
        type: 'module',
        scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview' },
        dependencies: code.dependencies,
        devDependencies: {
          vite: '^6.3.0',
          '@vitejs/plugin-react': '^4.4.0',
          ...(variant === 'TS'
            ? { typescript: '^5.8.0', '@types/react': '^19.1.0', '@types/react-dom': '^19.1.0' }
            : {}),
        },
      },
      null,
      2,
    ),
    'index.html': [
      '<!doctype html>',
      '<html lang="en">',
      '  <head>',
      '    <meta charset="UTF-8" />',
      '    <meta name="viewport" content="width=device-width, initial-scale=1.0" />',
      `    <title>${code.name} - MUI X demo</title>`,
      '  </head>',
      '  <body>',
      '    <div id="root"></div>',
      `    <script type="module" src="/src/main.${ext}"></script>`,
      '  </body>',
      '</html>',
      '',
    ].join('\n'),
    'vite.config.js': [
      "import { defineConfig } from 'vite';",
      "import react from '@vitejs/plugin-react';",
      '',
      'export default defineConfig({ plugins: [react()] });',
      '',
    ].join('\n'),
    [`src/main.${ext}`]: [
      "import * as React from 'react';",
      "import { createRoot } from 'react-dom/client';",
      "import CssBaseline from '@mui/material/CssBaseline';",
      `import ${code.name} from './${code.name}';`,
      '',
      `createRoot(document.getElementById('root')${variant === 'TS' ? '!' : ''}).render(`,
      '  <React.StrictMode>',
      '    <CssBaseline />',
      `    <${code.name} />`,
      '  </React.StrictMode>,',
      ');',
      '',
    ].join('\n'),
    [`src/${code.name}.${ext}`]: withSiteOrigin(variant === 'TS' ? code.ts.code : code.js.code, origin),
  };
  if (variant === 'TS') {
    files['tsconfig.json'] = JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['DOM', 'DOM.Iterable', 'ES2022'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          skipLibCheck: true,
          noEmit: true,
        },
        include: ['src'],
      },
      null,
      2,
    );
  }
  return files;
}

/** The form fields StackBlitz's "run" endpoint accepts for a posted project. */
export function stackBlitzFields(code: DemoCode, variant: CodeVariant, origin = ''): Record<string, string> {
  const fields: Record<string, string> = {
    'project[title]': `${code.name} - MUI X demo`,
    'project[description]': `The ${code.name} demo from the MUI X documentation.`,
    'project[template]': 'node',
  };
  for (const [path, content] of Object.entries(sandboxFiles(code, variant, origin))) {
    fields[`project[files][${path}]`] = content;
  }
  return fields;
}

/** The `parameters` value CodeSandbox's define endpoint accepts: compressed, URL-safe. */
export async function codeSandboxParameters(
  code: DemoCode,
  variant: CodeVariant,
  origin = '',
): Promise<string> {
  const { compressToBase64 } = await import('lz-string');
  const files = Object.fromEntries(
    Object.entries(sandboxFiles(code, variant, origin)).map(([path, content]) => [
      path,
      { content, isBinary: false },
    ]),
  );
  return compressToBase64(JSON.stringify({ files }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Opens a service in a new tab by posting a form, the way both services accept a project. */
export function postForm(action: string, fields: Record<string, string>): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.target = '_blank';
  form.rel = 'noopener';
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}

export const CODESANDBOX_URL = 'https://codesandbox.io/api/v1/sandboxes/define';
export const STACKBLITZ_URL = 'https://stackblitz.com/run';
