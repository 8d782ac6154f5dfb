import { describe, expect, it } from 'vitest';
import { KubeApiError } from './api-status.ts';
import type { KubeObject } from './kube-objects.ts';
import { parseFieldSelector, parseLabelSelector } from './selectors.ts';

const object = (name: string, labels: Record<string, string>) =>
  ({
    kind: 'Namespace',
    apiVersion: 'v1',
    metadata: { name, uid: name, resourceVersion: '1', creationTimestamp: '', labels },
    spec: { finalizers: [] },
    status: { phase: 'Active' },
  }) as KubeObject;

const objects = [
  object('a', { app: 'web', tier: 'front' }),
  object('b', { app: 'api', tier: 'back' }),
  object('c', { app: 'db' }),
];
const select = (selector: string) => objects.filter(parseLabelSelector(selector)).map((item) => item.metadata.name);

describe('label selectors', () => {
  it.each([
    ['', ['a', 'b', 'c']],
    ['app=web', ['a']],
    ['app==api', ['b']],
    ['app!=web', ['b', 'c']],
    ['tier', ['a', 'b']],
    ['!tier', ['c']],
    ['app in (web, db)', ['a', 'c']],
    ['tier notin (front)', ['b', 'c']],
    ['app in (web,api),tier=back', ['b']],
  ])('%s selects %j', (selector, expected) => {
    expect(select(selector)).toEqual(expected);
  });

  it('refuses a selector the apiserver cannot parse with a 400 Status', () => {
    let error: unknown;
    try {
      parseLabelSelector('app=(web');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(KubeApiError);
    expect((error as KubeApiError).status).toMatchObject({
      code: 400,
      reason: 'BadRequest',
      message: expect.stringContaining("unable to parse requirement: found 'app=(web'"),
    });
  });
});

describe('field selectors', () => {
  const readers = { 'metadata.name': (item: KubeObject) => item.metadata.name };

  it('selects on supported fields with =, == and !=', () => {
    expect(objects.filter(parseFieldSelector('metadata.name=b', readers)).map((item) => item.metadata.name)).toEqual([
      'b',
    ]);
    expect(
      objects
        .filter(parseFieldSelector('metadata.name!=b,metadata.name!=c', readers))
        .map((item) => item.metadata.name),
    ).toEqual(['a']);
  });

  it('refuses a field the resource does not index, as the apiserver words it', () => {
    expect(() => parseFieldSelector('spec.color=red', readers)).toThrow('field label not supported: spec.color');
  });
});
