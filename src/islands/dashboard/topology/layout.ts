import type { TopologyGraph } from './topology-graph.ts';

// The client side of the layout worker: one worker per tab, one request per graph.

export type LayoutRequest = { id: number } & TopologyGraph;
export type LayoutReply = { id: number; positions: Record<string, { x: number; y: number }>; error?: string };

let worker: Worker | undefined;
let sequence = 0;
const waiting = new Map<number, (reply: LayoutReply) => void>();

function layoutWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./layout.worker.ts', import.meta.url), { type: 'module', name: 'topology-layout' });
    worker.onmessage = (event: MessageEvent<LayoutReply>) => {
      waiting.get(event.data.id)?.(event.data);
      waiting.delete(event.data.id);
    };
  }
  return worker;
}

/** Positions of every box, laid out by ELK in a web worker. */
export function layoutGraph(graph: TopologyGraph): Promise<LayoutReply['positions']> {
  const id = (sequence += 1);
  return new Promise((resolve, reject) => {
    waiting.set(id, (reply) => (reply.error ? reject(new Error(reply.error)) : resolve(reply.positions)));
    layoutWorker().postMessage({ id, boxes: graph.boxes, lines: graph.lines } satisfies LayoutRequest);
  });
}
