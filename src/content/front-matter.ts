import { z } from 'zod';

/** The front matter every guide page declares; unknown keys are rejected to catch typos. */
export const frontMatterSchema = z
  .object({
    title: z.string().min(1),
    description: z.string().min(1).max(200),
    plan: z.enum(['pro', 'premium']).optional(),
    /** Components the page documents, for its API section (PascalCase export names). */
    components: z.array(z.string().regex(/^[A-Z]\w*$/)).optional(),
  })
  .strict();

export type FrontMatter = z.infer<typeof frontMatterSchema>;

/** Validates front matter, naming the file and the field in the error. */
export function parseFrontMatter(data: unknown, file: string): FrontMatter {
  const result = frontMatterSchema.safeParse(data);
  if (!result.success) {
    throw new Error(`Invalid front matter in ${file}:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}
