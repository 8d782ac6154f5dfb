// Lays out a topology graph off the main thread with ELK (layered, left to right). Left to right
// because a pool's nodes then stack in a column: top to bottom put them in one row thousands of
// pixels wide, and fitting that row on the screen shrank every box to an unreadable size.
import ELK from 'elkjs/lib/elk.bundled.js';
import type { LayoutRequest, LayoutReply } from './layout.ts';

const elk = new ELK();

self.onmessage = async (event: MessageEvent<LayoutRequest>) => {
  const { id, boxes, lines } = event.data;
  try {
    const laid = await elk.layout({
      id: 'root',
      layoutOptions: {
        'elk.algorithm': 'layered',
        'elk.direction': 'RIGHT',
        'elk.layered.spacing.nodeNodeBetweenLayers': '56',
        'elk.spacing.nodeNode': '16',
        'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
      },
      children: boxes.map((b) => ({ id: b.id, width: b.width, height: b.height })),
      edges: lines.map((l) => ({ id: l.id, sources: [l.source], targets: [l.target] })),
    });
    const positions: LayoutReply['positions'] = {};
    for (const child of laid.children ?? []) positions[child.id] = { x: child.x ?? 0, y: child.y ?? 0 };
    self.postMessage({ id, positions } satisfies LayoutReply);
  } catch (error) {
    self.postMessage({ id, positions: {}, error: String(error) } satisfies LayoutReply);
  }
};
