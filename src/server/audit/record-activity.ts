import type { EndpointContext } from '../http/endpoint-context.ts';
import { requestMeta } from '../http/request-meta.ts';
import type { UserRecord } from '../../shared/users/users.schemas.ts';
import type { AuditInput, AuditService } from './audit.service.ts';

/**
 * Records what a member did through an endpoint in their organization's activity log, once the
 * action is done (a refused or failed action records its own failure where it matters).
 */
export async function recordActivity(
  services: { audit: AuditService },
  context: Pick<EndpointContext, 'headers' | 'clientAddress' | 'requestId'>,
  user: UserRecord,
  event: Omit<AuditInput, 'actorId' | 'organizationId' | 'result'> & { result?: AuditInput['result'] },
): Promise<void> {
  await services.audit.record(requestMeta(context), {
    ...event,
    result: event.result ?? 'success',
    actorId: user.id,
    organizationId: user.organizationId,
  });
}

/** Runs `action`; records a failure (its error code) and rethrows when it throws. */
export async function withFailureRecorded<T>(
  services: { audit: AuditService },
  context: Pick<EndpointContext, 'headers' | 'clientAddress' | 'requestId'>,
  user: UserRecord,
  event: Omit<AuditInput, 'actorId' | 'organizationId' | 'result'>,
  action: () => Promise<T>,
): Promise<T> {
  try {
    return await action();
  } catch (error) {
    const code =
      typeof error === 'object' && error !== null && 'code' in error
        ? String((error as { code: unknown }).code)
        : 'error';
    await recordActivity(services, context, user, {
      ...event,
      result: 'failure',
      detail: [event.detail, code].filter(Boolean).join(': '),
    });
    throw error;
  }
}

/**
 * Runs a member's action and records it in the activity log: success once it is done (with
 * details taken from its result), or failure with the error's code.
 */
export async function audited<T>(
  caller: {
    services: { audit: AuditService };
    context: Pick<EndpointContext, 'headers' | 'clientAddress' | 'requestId'>;
    user: UserRecord;
  },
  event: Omit<AuditInput, 'actorId' | 'organizationId' | 'result'>,
  action: () => Promise<T> | T,
  describe?: (result: T) => Partial<Omit<AuditInput, 'actorId' | 'organizationId' | 'result'>>,
): Promise<T> {
  const { services, context, user } = caller;
  const result = await withFailureRecorded(services, context, user, event, async () => action());
  await recordActivity(services, context, user, { ...event, ...describe?.(result) });
  return result;
}
