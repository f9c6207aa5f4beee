/**
 * Prettier, called synchronously. Prettier 3 only formats asynchronously, and the translator's
 * interface is synchronous (the demo build calls it per demo and library), so one worker thread
 * runs Prettier and the caller blocks on `Atomics.wait` until the answer is in its port. The
 * worker is unref'd: it never keeps a script alive.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';

const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const { port } = workerData;
const loaded = import(workerData.prettierUrl).then((m) => (typeof m.format === 'function' ? m : m.default));
port.on('message', async ({ code, options, signal }) => {
  const flag = new Int32Array(signal);
  try {
    const prettier = await loaded;
    port.postMessage({ code: await prettier.format(code, options) });
  } catch (error) {
    port.postMessage({ error: String(error && error.message ? error.message : error) });
  }
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
});
`;

let channel: { worker: Worker; port: MessagePort } | undefined;

function start(): { worker: Worker; port: MessagePort } {
  const require = createRequire(join(process.cwd(), 'package.json'));
  const prettierUrl = pathToFileURL(require.resolve('prettier')).href;
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { port: port2, prettierUrl },
    transferList: [port2],
  });
  worker.unref();
  port1.unref();
  return { worker, port: port1 };
}

/** `prettier.format(code, options)`, blocking until it is done (30 s at most). */
export function formatSync(code: string, options: Record<string, unknown>): string {
  channel ??= start();
  const signal = new SharedArrayBuffer(4);
  channel.port.postMessage({ code, options, signal });
  if (Atomics.wait(new Int32Array(signal), 0, 0, 30_000) === 'timed-out')
    throw new Error('Prettier took over 30 s.');
  const reply = receiveMessageOnPort(channel.port)?.message as { code?: string; error?: string } | undefined;
  if (!reply || reply.code === undefined) throw new Error(`Prettier failed: ${reply?.error ?? 'no answer'}`);
  return reply.code;
}
