import { z } from 'zod';

const source = z.object({
  /** Message template with `%s` where the arguments go, in order. */
  message: z.string().min(1),
  /** The package that throws it, e.g. `@mui/material`. */
  package: z.string().min(1),
  /** The installed version the message was read from. */
  version: z.string().min(1),
  /** Path of the built file within the package, e.g. `styles/createPalette.js`. */
  file: z.string().min(1),
});

/** The shape of `generated/error-codes.json`, written by `scripts/generate-error-codes.ts`. */
export const errorCodeTableSchema = z.object({
  _generatedBy: z.string(),
  /** Every package that was read, with how many codes it throws (zero for packages that do not minify). */
  packages: z.array(
    z.object({ name: z.string(), version: z.string(), codes: z.number().int().nonnegative() }),
  ),
  /**
   * Code to the places that throw it. One code usually has one entry; two packages may throw the
   * same code, with the same message or (after renumbering) a different one, and both are kept.
   */
  codes: z.record(z.string().regex(/^\d+$/), z.array(source).min(1)),
});

export type ErrorSource = z.infer<typeof source>;
export type ErrorCodeTable = z.infer<typeof errorCodeTableSchema>;

/** One message of a code and every package that throws it with exactly that text. */
export interface ErrorVariant {
  message: string;
  sources: Omit<ErrorSource, 'message'>[];
}

/** A code's entries grouped by message, so the same text thrown by two packages shows once. */
export function variantsOf(sources: readonly ErrorSource[]): ErrorVariant[] {
  const variants: ErrorVariant[] = [];
  for (const { message, ...where } of sources) {
    const existing = variants.find((v) => v.message === message);
    if (existing) existing.sources.push(where);
    else variants.push({ message, sources: [where] });
  }
  return variants;
}

/** Validates the generated table, naming the file when it does not have the expected shape. */
export function parseErrorCodeTable(data: unknown, path = 'generated/error-codes.json'): ErrorCodeTable {
  const parsed = errorCodeTableSchema.safeParse(data);
  if (!parsed.success) {
    throw new Error(`${path} is malformed (run \`npm run prebuild\`): ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

/** Codes in numeric order, for the table of all known codes. */
export function sortedCodes(table: ErrorCodeTable): { code: number; variants: ErrorVariant[] }[] {
  return Object.entries(table.codes)
    .map(([code, sources]) => ({ code: Number(code), variants: variantsOf(sources) }))
    .sort((a, b) => a.code - b.code);
}
