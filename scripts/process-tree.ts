/**
 * Wall time and peak memory of a command and everything it starts, for the benches
 * (bench.ts, bench-scale.ts): resident memory of the whole process tree, sampled every 200 ms.
 */
import { execFileSync, spawn, type SpawnOptions } from 'node:child_process';

/** Resident memory, in bytes, of a process and all its descendants. */
export function treeRss(pid: number): number {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
  const children = new Map<number, number[]>();
  for (const [p, pp] of rows) children.set(pp, [...(children.get(pp) ?? []), p]);
  const rss = new Map(rows.map(([p, , r]) => [p, r]));
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    total += (rss.get(p) ?? 0) * 1024;
    stack.push(...(children.get(p) ?? []));
  }
  return total;
}

export interface Measured {
  seconds: number;
  peakRssBytes: number;
  exitCode: number;
  /** stdout and stderr, when `capture` was asked for (they are still echoed). */
  output: string;
}

/** Runs a command to its end, measuring it; never rejects on a non-zero exit (see exitCode). */
export function measureCommand(
  command: string,
  args: string[],
  options: SpawnOptions & { capture?: boolean } = {},
): Promise<Measured> {
  const started = Date.now();
  const { capture, ...spawnOptions } = options;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      ...spawnOptions,
    });
    let output = '';
    for (const [stream, sink] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      stream?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        sink.write(chunk);
      });
    }
    let peak = 0;
    const timer = setInterval(() => {
      try {
        peak = Math.max(peak, treeRss(child.pid!));
      } catch {
        // ps can race with a process that just exited; the next sample catches up.
      }
    }, 200);
    child.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on('exit', (code) => {
      clearInterval(timer);
      resolve({ seconds: (Date.now() - started) / 1000, peakRssBytes: peak, exitCode: code ?? 1, output });
    });
  });
}
