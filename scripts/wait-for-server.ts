/**
 * Waits until `url` answers 200, polling every 500 ms; throws when the server's process has exited
 * (`exited()`, e.g. its port was taken) or after `seconds`. Used by the bench to start servers.
 */
export async function waitForServer(
  url: string,
  { exited, label, seconds = 30 }: { exited: () => boolean; label: string; seconds?: number },
): Promise<void> {
  for (let i = 0; i < seconds * 2; i += 1) {
    if (exited()) throw new Error(`${label} exited before answering ${url}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${label} did not answer ${url} within ${seconds} s`);
}
