import * as prettier from 'prettier';
import { transform } from 'sucrase';

/** Formatting of shown code: the same for the TypeScript source and its JavaScript. */
export const CODE_STYLE: prettier.Options = { singleQuote: true, trailingComma: 'all', printWidth: 85 };

/**
 * The JavaScript variant of a TypeScript demo: types removed by Sucrase (which keeps every
 * line and comment in place), then formatted by Prettier so it reads like hand-written code.
 */
export async function toJavaScript(source: string, file: string): Promise<string> {
  const { code } = transform(source, {
    transforms: ['typescript', 'jsx'],
    jsxRuntime: 'preserve',
    disableESTransforms: true,
    filePath: file,
  });
  return prettier.format(code, { ...CODE_STYLE, parser: 'babel' });
}
