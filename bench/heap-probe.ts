// Preloaded into the server by the realtime benchmark only (`node --expose-gc --import
// bench/heap-probe.ts src/server/main.ts`): on SIGUSR2 it collects garbage and prints the
// process's memory on one line. The product itself exposes nothing about its memory.
process.on('SIGUSR2', () => {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  console.info(`HEAP ${JSON.stringify({ ...process.memoryUsage(), gcRan: Boolean(gc) })}`);
});
