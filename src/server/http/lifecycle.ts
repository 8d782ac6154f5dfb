/**
 * Where the instance is in its life, for `/api/ready` and the graceful stop: ready once started,
 * draining from SIGTERM on (readiness says so first, so the load balancer sends nothing new),
 * while the requests already in flight are counted down to zero.
 */
export class Lifecycle {
  #draining = false;
  #inFlight = 0;
  #idleWaiters: (() => void)[] = [];
  #probesWhileDraining = 0;
  #probeWaiters: (() => void)[] = [];
  #probed = false;

  get draining(): boolean {
    return this.#draining;
  }

  get inFlight(): number {
    return this.#inFlight;
  }

  /** Counts a request until `done` is called (once). */
  track(): () => void {
    this.#inFlight += 1;
    let finished = false;
    return () => {
      if (finished) return;
      finished = true;
      this.#inFlight -= 1;
      if (this.#inFlight === 0) for (const wake of this.#idleWaiters.splice(0)) wake();
    };
  }

  /** Readiness was asked (by a load balancer's health check). */
  probed(): void {
    this.#probed = true;
    if (!this.#draining) return;
    this.#probesWhileDraining += 1;
    for (const wake of this.#probeWaiters.splice(0)) wake();
  }

  /** From now on readiness answers 503. */
  drain(): void {
    this.#draining = true;
  }

  /**
   * Resolves once a load balancer has been told: a readiness probe answered 503 since `drain()`.
   * Without any probe ever seen there is nobody to tell, and it resolves at once; otherwise
   * within `maxMs` whatever happens (a probe lost on the way must not hold the stop).
   */
  async balancerInformed(maxMs: number): Promise<void> {
    if (!this.#probed || this.#probesWhileDraining > 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, maxMs);
      timer.unref();
      this.#probeWaiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Resolves when no request is in flight. */
  async idle(): Promise<void> {
    if (this.#inFlight === 0) return;
    await new Promise<void>((resolve) => this.#idleWaiters.push(resolve));
  }
}
