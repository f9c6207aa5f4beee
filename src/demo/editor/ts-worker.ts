/**
 * The live editor's type checker, run in a Web Worker so typing never waits for it. Bundled
 * with the TypeScript compiler into one classic worker script at build
 * (scripts/build-editor-types.ts); the page starts it on the reader's first edit.
 * Messages in: `{ id, source, language, manifestUrl }`; out: `{ id, diagnostics }` or `{ id, error }`.
 */
import { createChecker, type Manifest } from './checker';
import type { CheckRequest, CheckResponse } from './protocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CheckRequest>) => void) | null;
  postMessage: (message: CheckResponse) => void;
};

const getJson = async <T>(url: string): Promise<T> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json() as Promise<T>;
};

let checker: Promise<ReturnType<typeof createChecker>> | null = null;
// Checks run one at a time; a request that arrives while one runs replaces any waiting one.
let running = false;
let waiting: CheckRequest | null = null;

async function run(request: CheckRequest): Promise<void> {
  running = true;
  try {
    checker ??= getJson<Manifest>(request.manifestUrl).then((m) => createChecker(m, getJson));
    const diagnostics = await (await checker).check(request.source, request.language);
    scope.postMessage({ id: request.id, diagnostics });
  } catch (error) {
    checker = null;
    scope.postMessage({ id: request.id, error: (error as Error).message });
  } finally {
    running = false;
    const next = waiting;
    waiting = null;
    if (next) void run(next);
  }
}

scope.onmessage = (event) => {
  if (running) waiting = event.data;
  else void run(event.data);
};
