import * as z from 'zod/mini';

// The messages /ws pushes, declared once: the server types what it sends
// with them, and the browser parses what it receives with them before any screen reacts. The
// mini build of zod keeps the signed-in pages' bundle small.

/** `eventId`: the id of its event when it came over the bus; a reconnection resumes after it. */
const message = <Type extends string, Shape extends z.core.$ZodLooseShape>(type: Type, shape: Shape) =>
  z.object({ type: z.literal(type), eventId: z.optional(z.string()), ...shape });

/** Every message the server pushes; undeclared fields are dropped, unknown types refused. */
export const realtimeMessageSchema = z.discriminatedUnion('type', [
  message('notification', { userId: z.string() }),
  /** The greeting; `resumed` answers a reconnect with `?lastEventId=`: true when every missed message follows. */
  message('hello', { userId: z.string(), resumed: z.optional(z.boolean()) }),
  /** The user's own account changed (role, officers access, promotion request): refetch it. */
  message('account', {}),
  message('order', { orderId: z.string(), status: z.string() }),
  message('ticket', { ticketId: z.string(), status: z.string() }),
  /** An organization's invoices, collection state or budget changed: its billing reads are stale. */
  message('billing', {}),
  /** To officers: one of their queues changed. */
  message('officers', { queue: z.string() }),
  /** `at`: when the change was written. */
  message('cluster', {
    clusterId: z.string(),
    status: z.string(),
    phase: z.nullable(z.string()),
    progress: z.number(),
    at: z.string(),
  }),
]);

/** A message the server pushes over /ws. */
export type RealtimeMessage = z.infer<typeof realtimeMessageSchema>;

/** One kind of message, by its type: `RealtimeMessageOf<'cluster'>`. */
export type RealtimeMessageOf<Type extends RealtimeMessage['type']> = Extract<RealtimeMessage, { type: Type }>;

/**
 * What a screen following the socket receives: a server message, or `reconnected` after the tab
 * lost messages it cannot get back (every read is then stale).
 */
export type LiveEvent = RealtimeMessage | { type: 'reconnected' };

/** A received frame's JSON as a message, or null when it is not one (an unknown type, a missing field). */
export function parseRealtimeMessage(value: unknown): RealtimeMessage | null {
  const parsed = realtimeMessageSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
