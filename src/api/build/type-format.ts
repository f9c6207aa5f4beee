/**
 * Long types (unions of many members, callback signatures, object literals) are laid out
 * over several lines by Prettier at build, so the table cell reads like code, not a run-on line.
 */
import { format } from 'prettier';
import type { ApiPageData } from '../types';

/** Types up to this length stay on one line. */
const ONE_LINE = 48;

export async function formatType(type: string): Promise<string> {
  if (type.length <= ONE_LINE) return type;
  try {
    const out = await format(`type T = ${type};`, {
      parser: 'typescript',
      printWidth: 56,
      semi: true,
      singleQuote: true,
    });
    const body = out.replace(/;\s*$/, '');
    // A union breaks after `=` and is indented one level; anything else starts on that line.
    return body.startsWith('type T =\n')
      ? body.slice('type T =\n'.length).replace(/^ {2}/gm, '')
      : body.replace(/^type T = /, '');
  } catch {
    // A type Prettier cannot parse (TypeScript's own printing of an odd construct) stays as is.
    return type;
  }
}

export async function formatTypes(pages: ApiPageData[]): Promise<void> {
  const cache = new Map<string, Promise<string>>();
  const formatted = (type: string) => {
    let result = cache.get(type);
    if (!result) cache.set(type, (result = formatType(type)));
    return result;
  };
  await Promise.all(
    pages.flatMap((page) =>
      page.members.map(async (member) => {
        member.type = await formatted(member.type);
      }),
    ),
  );
}
