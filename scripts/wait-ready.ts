// Waiting for a server to be ready by asking it (GET /api/ready), never by reading its logs: a
// deployment's LOG_LEVEL=warn hides the "listening" line, and a log line says less than the
// endpoint a load balancer trusts (storage reachable, migrations current, jobs running).

export type WaitOptions = {
  /** How long to keep asking before giving up. */
  timeoutMs?: number;
  /** The pause between two tries. */
  intervalMs?: number;
  /** Named in the error when it never answers 200. */
  what?: string;
  /** Rejects to give up at once (the process exited); its reason is the error. */
  abandon?: Promise<never>;
};

/**
 * Polls `url` until it answers 200, a try every `intervalMs` (each try waits at most 5 s for its
 * answer), and rejects after `timeoutMs` with the last status or error seen, or as soon as
 * `abandon` rejects.
 */
export async function waitForReady(url: string, options: WaitOptions = {}): Promise<void> {
  const { timeoutMs = 60_000, intervalMs = 200, what = url, abandon } = options;
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  let abandoned: unknown;
  let gaveUp = false;
  void abandon?.catch((reason: unknown) => {
    gaveUp = true;
    abandoned = reason;
  });
  const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  while (!gaveUp) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(Math.min(5_000, timeoutMs)) });
      await response.body?.cancel();
      if (response.status === 200) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    if (gaveUp) break;
    if (Date.now() + intervalMs > deadline)
      throw new Error(`${what} was not ready within ${timeoutMs / 1000} s (${url}: ${last}).`);
    await Promise.race([pause(intervalMs), abandon?.catch(() => undefined)]);
  }
  throw abandoned;
}
