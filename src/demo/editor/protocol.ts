import type { EditorDiagnostic } from './checker';

/** What the page asks the type-check worker (ts-worker.ts). */
export interface CheckRequest {
  id: number;
  source: string;
  language: 'ts' | 'js';
  manifestUrl: string;
}

/** Its answer for the request of the same id. */
export type CheckResponse = { id: number; diagnostics: EditorDiagnostic[] } | { id: number; error: string };
