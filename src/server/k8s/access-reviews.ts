import type { IncomingMessage } from 'node:http';
import { decideNonResource, decideResource, resourceRules, NON_RESOURCE_PATHS } from './access.ts';
import { badRequest, KubeApiError } from './api-status.ts';
import type { ResourceType } from './resources.ts';
import { decodeReview, isKubernetesProtobuf } from './protobuf-review.ts';

// The reviews a client creates to ask about itself: SelfSubjectAccessReview (`kubectl auth
// can-i`), SelfSubjectRulesReview (`can-i --list`) and SelfSubjectReview (`auth whoami`). Creating
// one stores nothing: the answer comes back in its status, with 201 as the apiserver does.

const MAX_BODY = 64 * 1024;

/** The request's body (JSON, or the protobuf kubectl's typed clients send), or a 400/413 Status. */
export async function readReviewBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new KubeApiError(413, 'RequestEntityTooLarge', 'the request body is too large');
    chunks.push(chunk as Buffer);
  }
  const body = Buffer.concat(chunks);
  if (isKubernetesProtobuf(body)) return decodeReview(body);
  try {
    const parsed: unknown = JSON.parse(body.toString() || 'null');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw badRequest('the request body is not a JSON object');
}

type Attributes = Record<string, string | undefined>;
const strings = (value: unknown): Attributes => (value && typeof value === 'object' ? (value as Attributes) : {});

/** The holder of a kubeconfig, as the API knows them. */
export type Subject = { userName: string; uid?: string; groups: string[] };

/** The answer to a review of `kind` (the resource created), or undefined for a resource that is not a review. */
export function answerReview(
  resource: string,
  body: Record<string, unknown>,
  subject: Subject,
  types?: readonly ResourceType[],
): Record<string, unknown> | undefined {
  const spec = strings(body.spec);
  const meta = { metadata: { creationTimestamp: null } };
  if (resource === 'selfsubjectaccessreviews') {
    const resourceAttributes = (body.spec as Record<string, unknown> | undefined)?.resourceAttributes;
    const nonResourceAttributes = (body.spec as Record<string, unknown> | undefined)?.nonResourceAttributes;
    if (!resourceAttributes && !nonResourceAttributes)
      throw badRequest(
        'SelfSubjectAccessReview.authorization.k8s.io "" is invalid: spec.resourceAttributes: Invalid value: "null": exactly one of nonResourceAttributes or resourceAttributes must be specified',
      );
    const decision = resourceAttributes
      ? decideResource(
          {
            verb: strings(resourceAttributes).verb ?? '',
            group: strings(resourceAttributes).group,
            resource: strings(resourceAttributes).resource,
            subresource: strings(resourceAttributes).subresource,
          },
          types,
        )
      : decideNonResource({
          verb: strings(nonResourceAttributes).verb ?? '',
          path: strings(nonResourceAttributes).path ?? '',
        });
    return {
      kind: 'SelfSubjectAccessReview',
      apiVersion: 'authorization.k8s.io/v1',
      ...meta,
      spec: body.spec,
      status: { allowed: decision.allowed, ...(decision.reason ? { reason: decision.reason } : {}) },
    };
  }
  if (resource === 'selfsubjectrulesreviews') {
    return {
      kind: 'SelfSubjectRulesReview',
      apiVersion: 'authorization.k8s.io/v1',
      ...meta,
      spec: { namespace: spec.namespace ?? '' },
      status: {
        resourceRules: resourceRules(types),
        nonResourceRules: [{ verbs: ['get'], nonResourceURLs: NON_RESOURCE_PATHS }],
        incomplete: false,
      },
    };
  }
  if (resource === 'selfsubjectreviews') {
    return {
      kind: 'SelfSubjectReview',
      apiVersion: 'authentication.k8s.io/v1',
      ...meta,
      status: {
        userInfo: { username: subject.userName, ...(subject.uid ? { uid: subject.uid } : {}), groups: subject.groups },
      },
    };
  }
  return undefined;
}
