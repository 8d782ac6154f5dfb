// Which organization permission each API operation needs, read from the endpoint files
// themselves (as the server's request pipeline reads them): the end-to-end specs judge a request
// the console makes without sending it.
import { pathToFileURL } from 'node:url';
import type { EndpointModule, HttpMethod } from '../src/server/http/api-route.ts';
import { listEndpointFiles } from '../src/server/http/endpoint-files.ts';
import { can, type OrgRole, type Permission } from '../src/shared/permissions.ts';
import { type AccessHolder, mayAccess } from '../src/shared/routes/access.ts';

type Entry = {
  method: HttpMethod;
  pattern: RegExp;
  specificity: number;
  access: string;
  permission: Permission | undefined;
};

let entries: Promise<Entry[]> | undefined;

async function load(): Promise<Entry[]> {
  const list: Entry[] = [];
  for (const file of await listEndpointFiles()) {
    const module = (await import(pathToFileURL(file.file).href)) as EndpointModule;
    const pattern = new RegExp(`^${file.apiPath.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`);
    // A fixed segment beats a parameter (`/api/orders/summary` before `/api/orders/{id}`).
    const specificity = file.segments.filter((segment) => !segment.startsWith('[')).length;
    for (const [method, operation] of Object.entries(module.operations)) {
      if (operation)
        list.push({
          method: method as HttpMethod,
          pattern,
          specificity,
          access: operation.access,
          permission: operation.permission,
        });
    }
  }
  return list.sort((a, b) => b.specificity - a.specificity);
}

async function operationOf(method: string, pathname: string): Promise<Entry | undefined> {
  entries ??= load();
  return (await entries).find((candidate) => candidate.method === method && candidate.pattern.test(pathname));
}

/**
 * The staff access (`admin`, `officer`) of `method pathname` when `holder`'s site role or officers
 * flag does not grant it: the server answers such a request 404, as if the operation did not
 * exist. Undefined for everything else (customer and public operations, unknown ones).
 */
export async function staffAccessDenied(
  holder: AccessHolder,
  method: string,
  pathname: string,
): Promise<'admin' | 'officer' | undefined> {
  const entry = await operationOf(method, pathname);
  if (!entry || (entry.access !== 'admin' && entry.access !== 'officer')) return undefined;
  return mayAccess(entry.access, holder) ? undefined : entry.access;
}

/**
 * Whether the server would refuse (403) `method pathname` to a member of `orgRole` for their
 * role: the pipeline's own rule (a user operation without a permission is the owner's).
 * Unknown operations are not judged.
 */
export async function refusedFor(orgRole: OrgRole, method: string, pathname: string): Promise<boolean> {
  const entry = await operationOf(method, pathname);
  if (!entry || entry.access !== 'user') return false;
  return entry.permission ? !can(orgRole, entry.permission) : orgRole !== 'owner';
}
