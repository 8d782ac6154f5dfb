import { Background, Controls, Handle, Position, ReactFlow, type Edge, type Node, type NodeProps } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useEffect, useMemo, useState } from 'react';
import { m } from '../../../shared/i18n/messages.ts';
import { healthLabel } from './topology.ts';
import type { GraphBox, TopologyGraph } from './topology-graph.ts';
import { layoutGraph } from './layout.ts';
import { Alert } from '../../ui/alert.tsx';

// The drawn topology (browser only, its own chunk): @xyflow/react boxes placed by ELK in a web
// worker. Every box is focusable and named; health is written, not only coloured.

const HEALTH_STYLE: Record<GraphBox['health'], string> = {
  healthy: 'border-success',
  progressing: 'border-info border-dashed',
  pending: 'border-border border-dashed',
  failed: 'border-destructive border-2',
  deleting: 'border-warning border-dashed',
};

type BoxNode = Node<{ box: GraphBox }, 'box'>;

function BoxView({ data }: NodeProps<BoxNode>) {
  const { box } = data;
  return (
    <div
      className={`h-full w-full rounded-md border bg-card px-3 py-1.5 text-left text-xs shadow-xs ${HEALTH_STYLE[box.health]}`}
    >
      <Handle type="target" position={Position.Top} className="!opacity-0" isConnectable={false} />
      <p className={`truncate font-medium ${box.kind === 'node' || box.kind === 'more' ? 'font-mono' : 'text-sm'}`}>
        {box.label}
      </p>
      <p className="truncate text-muted-foreground">
        {box.kind === 'more' ? box.detail : `${box.detail} · ${healthLabel(box.health)}`}
      </p>
      <Handle type="source" position={Position.Bottom} className="!opacity-0" isConnectable={false} />
    </div>
  );
}

const NODE_TYPES = { box: BoxView };

/** Never drawn smaller than this: below it a box's 12 px text is unreadable; the rest is panned to. */
const READABLE_ZOOM = 0.8;

/** The drawing's height: the laid-out graph's own (at full size), within what a screen can show. */
function drawingHeight(graph: TopologyGraph, positions: Record<string, { x: number; y: number }>): number {
  const bottom = Math.max(0, ...graph.boxes.map((box) => (positions[box.id]?.y ?? 0) + box.height));
  return Math.min(720, Math.max(320, bottom + 64));
}

/** The graph of one or several clusters; the nested list beside it is the accessible alternative. */
export function TopologyGraphView({ graph, label }: { graph: TopologyGraph; label: string }) {
  const [positions, setPositions] = useState<Record<string, { x: number; y: number }> | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const shape = useMemo(
    () => JSON.stringify([graph.boxes.map((b) => [b.id, b.width, b.height]), graph.lines.map((l) => l.id)]),
    [graph],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of shape needs a new layout; health changes redraw in place.
  useEffect(() => {
    let current = true;
    layoutGraph(graph).then(
      (laid) => current && setPositions(laid),
      (error: unknown) => current && setFailed(String(error)),
    );
    return () => {
      current = false;
    };
    // Only a change of shape needs a new layout; health changes redraw in place.
  }, [shape]);
  const nodes: BoxNode[] = useMemo(
    () =>
      graph.boxes.map((box) => ({
        id: box.id,
        type: 'box',
        position: positions?.[box.id] ?? { x: 0, y: 0 },
        data: { box },
        width: box.width,
        height: box.height,
        ariaLabel: box.ariaLabel,
        draggable: false,
        connectable: false,
        selectable: true,
      })),
    [graph, positions],
  );
  const edges: Edge[] = useMemo(() => {
    const labels = new Map(graph.boxes.map((b) => [b.id, b.label]));
    return graph.lines.map((line) => ({
      id: line.id,
      source: line.source,
      target: line.target,
      focusable: false,
      ariaLabel: m.topology_edge({
        source: labels.get(line.source) ?? line.source,
        target: labels.get(line.target) ?? line.target,
      }),
    }));
  }, [graph]);
  if (failed) return <Alert look="text">{m.topology_layout_failed({ error: failed })}</Alert>;
  if (!positions)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {m.topology_drawing()}
      </p>
    );
  return (
    <div
      role="region"
      aria-label={label}
      className="rounded-lg border border-border bg-background"
      style={{ height: drawingHeight(graph, positions) }}
      data-testid="topology-graph"
    >
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        fitView
        fitViewOptions={{ minZoom: READABLE_ZOOM, maxZoom: 1 }}
        nodesDraggable={false}
        nodesConnectable={false}
        edgesFocusable={false}
        minZoom={0.2}
        proOptions={{ hideAttribution: false }}
      >
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </div>
  );
}
