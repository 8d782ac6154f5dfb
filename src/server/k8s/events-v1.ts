import type { KubeObject } from './kube-objects.ts';
import { EVENTS } from './printers-core.ts';
import { field, type Printer } from './table.ts';

// The same events as core/v1 Events, in the events.k8s.io/v1 shape the apiserver converts them to
// (`regarding`, `note`, `reportingController`, the core-only fields as `deprecated…`). Unlike an
// apiserver serving events recorded the legacy way, `eventTime` is always set: the newer clients
// (the Python client's EventsV1Event among them) refuse an event without one.

/** A core/v1 Event as events.k8s.io/v1 serves it. */
export function eventsV1Event(event: KubeObject): KubeObject {
  const first = field<string>(event, 'firstTimestamp') ?? event.metadata.creationTimestamp;
  return {
    kind: 'Event',
    apiVersion: 'events.k8s.io/v1',
    metadata: event.metadata,
    eventTime: field<string>(event, 'eventTime') ?? first.replace(/(\.\d+)?Z$/, '.000000Z'),
    reportingController: field<string>(event, 'reportingComponent') ?? '',
    reportingInstance: field<string>(event, 'reportingInstance') ?? '',
    action: field<string>(event, 'action') ?? '',
    reason: field<string>(event, 'reason') ?? '',
    regarding: field<Record<string, unknown>>(event, 'involvedObject') ?? {},
    note: field<string>(event, 'message') ?? '',
    type: field<string>(event, 'type') ?? 'Normal',
    deprecatedSource: field<Record<string, unknown>>(event, 'source') ?? {},
    deprecatedFirstTimestamp: first,
    deprecatedLastTimestamp: field<string>(event, 'lastTimestamp') ?? first,
    deprecatedCount: field<number>(event, 'count') ?? 1,
  };
}

/** kubectl's columns for events, read from the events.k8s.io/v1 shape. */
export const EVENTS_V1: Printer = {
  columns: EVENTS.columns,
  cells: (object, now) =>
    EVENTS.cells(
      {
        ...object,
        involvedObject: field(object, 'regarding'),
        message: field(object, 'note'),
        source: field(object, 'deprecatedSource'),
        firstTimestamp: field(object, 'deprecatedFirstTimestamp'),
        lastTimestamp: field(object, 'deprecatedLastTimestamp'),
        count: field(object, 'deprecatedCount'),
      },
      now,
    ),
};
