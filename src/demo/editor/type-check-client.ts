'use client';
import * as React from 'react';
import { EDITOR_MANIFEST_URL, EDITOR_WORKER_URL } from '@/generated/editor-types';
import type { EditorDiagnostic } from './checker';
import type { CheckRequest, CheckResponse } from './protocol';

/** The pause after the last keystroke before the code is checked. */
export const CHECK_DELAY_MS = 400;

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, (response: CheckResponse) => void>();

/** One worker per page, shared by every editor on it, started by the first check. */
function checkInWorker(source: string, language: 'ts' | 'js'): Promise<EditorDiagnostic[]> {
  if (!worker) {
    worker = new Worker(EDITOR_WORKER_URL, { name: 'live-editor-types' });
    worker.onmessage = (event: MessageEvent<CheckResponse>) => {
      pending.get(event.data.id)?.(event.data);
      pending.delete(event.data.id);
    };
  }
  const request: CheckRequest = { id: (nextId += 1), source, language, manifestUrl: EDITOR_MANIFEST_URL };
  return new Promise((resolve, reject) => {
    pending.set(request.id, (response) =>
      'error' in response ? reject(new Error(response.error)) : resolve(response.diagnostics),
    );
    worker!.postMessage(request);
  });
}

export interface TypeCheckState {
  /** 'off' until the first edit; 'loading' until the first answer. */
  phase: 'off' | 'loading' | 'ready' | 'failed';
  diagnostics: EditorDiagnostic[];
  /** The source the diagnostics are for (their offsets fit only that text). */
  checked: string | null;
  /** How many answers have arrived (the bench times them). */
  answers: number;
  error?: string;
}

/**
 * Type-checks `source` in a worker once the reader has changed it from `initial` (never
 * before: the worker and the declarations weigh about 2 MB), after a pause in typing.
 * `language` null turns checking off (phones, the playground).
 */
export function useTypeCheck(source: string, initial: string, language: 'ts' | 'js' | null): TypeCheckState {
  const [state, setState] = React.useState<TypeCheckState>({
    phase: 'off',
    diagnostics: [],
    checked: null,
    answers: 0,
  });
  const started = state.phase !== 'off' || source !== initial;
  React.useEffect(() => {
    if (!language || !started) return undefined;
    let live = true;
    const timer = window.setTimeout(() => {
      checkInWorker(source, language).then(
        (diagnostics) =>
          live && setState((s) => ({ phase: 'ready', diagnostics, checked: source, answers: s.answers + 1 })),
        (error: Error) =>
          live &&
          setState((s) => ({
            phase: 'failed',
            diagnostics: [],
            checked: null,
            answers: s.answers + 1,
            error: error.message,
          })),
      );
    }, CHECK_DELAY_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [source, language, started]);
  // Edited but not answered yet: the worker and the declarations are on their way.
  return state.phase === 'off' && started && language ? { ...state, phase: 'loading' } : state;
}
