import { errors } from '../http/app-error.ts';
import type { UserRecord } from '../users/users.schemas.ts';

/** Staff endpoints answer 404 to users without officers access, as if they did not exist. */
export function onlyOfficers(user: UserRecord, path: string): void {
  if (!user.officersAccess) throw errors.notFound(`No API endpoint at ${path}.`);
}
