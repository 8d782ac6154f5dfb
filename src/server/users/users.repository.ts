import { requestLocale } from '../i18n/request-locale.ts';
import { randomUUID } from 'node:crypto';
import { errors } from '../http/app-error.ts';
import { UniqueViolation, type Db } from '../store/db.ts';
import { defineTable, fold } from '../store/table-spec.ts';
import {
  DEFAULT_PREFERENCES,
  type NewUser,
  type UserPatch,
  type UserRecord,
} from '../../shared/users/users.schemas.ts';
import { m } from '../../shared/i18n/messages.ts';

/** Storage of users. Usernames and e-mails are unique regardless of case. */
export interface UserRepository {
  /** Stores a new user; a taken username or e-mail is a 409 with a field message. */
  create(input: NewUser): Promise<UserRecord>;
  findById(id: string): Promise<UserRecord | undefined>;
  /** The record now, read at once where the store keeps its records in memory (embedded), frozen; absent on PostgreSQL. */
  readonly current?: (id: string) => Readonly<UserRecord> | undefined;
  findByEmail(email: string): Promise<UserRecord | undefined>;
  /** The user single sign-on bound to this identity-provider account (ssoSubjectKey). */
  findBySsoSubject(subject: string): Promise<UserRecord | undefined>;
  findByUsername(username: string): Promise<UserRecord | undefined>;
  /** Finds by username or, failing that, by e-mail: the login field accepts either. */
  findByLogin(login: string): Promise<UserRecord | undefined>;
  update(id: string, patch: UserPatch): Promise<UserRecord>;
  /**
   * Changes a user atomically from its current state (the row is locked meanwhile): `change`
   * returns the patch, undefined to leave the user as it is, or throws to refuse. Used where a
   * check and a write must not be raced, e.g. a TOTP time step accepted once on every instance.
   */
  change(id: string, change: (current: UserRecord) => UserPatch | undefined): Promise<UserRecord>;
  count(): Promise<number>;
  /** Users with one of these roles (admins to notify, staff lists). */
  listByRole(roles: readonly UserRecord['role'][]): Promise<UserRecord[]>;
  listByOrganization(organizationId: string): Promise<UserRecord[]>;
  /** The members of many organizations at once. */
  listByOrganizations(organizationIds: readonly string[]): Promise<UserRecord[]>;
  /** Every user, oldest first, a page at a time (keyset on creation): the staff's user list. */
  listPage(limit: number, after?: { createdAt: string; id: string }): Promise<UserRecord[]>;
  /** Users with officers access (to tell them their queues changed). */
  listOfficers(): Promise<UserRecord[]>;
  /** Deletes a user (removed from their organization); true when it existed. */
  delete(id: string): Promise<boolean>;
}

export const usersTable = defineTable<UserRecord>({
  name: 'users',
  order: { column: 'created_at', key: (u) => u.createdAt },
  indexes: {
    email: { column: 'email_key', key: (u) => fold(u.email), unique: true },
    username: { column: 'username_key', key: (u) => fold(u.username), unique: true },
    role: { column: 'role', key: (u) => u.role },
    organization: { column: 'organization_id', key: (u) => u.organizationId },
    officer: { column: 'officer', key: (u) => (u.officersAccess ? 'yes' : null) },
    ssoSubject: { column: 'sso_subject', key: (u) => u.ssoSubject ?? null, unique: true },
  },
});

/** The 409 of a taken username or e-mail, naming the field. */
function conflictOf(error: unknown): unknown {
  if (!(error instanceof UniqueViolation)) return error;
  if (error.index === 'username')
    return errors.conflict(m.error_username_taken(), { username: m.field_username_already_taken() });
  if (error.index === 'email') {
    return errors.conflict(m.error_account_with_mail_already_exists(), {
      email: m.field_account_with_mail_already_exists(),
    });
  }
  return error;
}

/** UserRepository over either backend. */
export function createUserRepository(db: Db): UserRepository {
  const users = db.collection(usersTable);
  const change = async (id: string, makePatch: (current: UserRecord) => UserPatch | undefined) => {
    try {
      const updated = await users.update(id, (current) => {
        const patch = makePatch(current);
        return patch && { ...current, ...patch, id, updatedAt: new Date().toISOString() };
      });
      if (!updated) throw errors.notFound(m.error_user_not_found());
      return updated;
    } catch (error) {
      throw conflictOf(error);
    }
  };
  return {
    async create(input) {
      const now = new Date().toISOString();
      const user: UserRecord = {
        ...input,
        id: randomUUID(),
        disabled: false,
        mfa: null,
        mfaPending: null,
        // The language the account was opened in (the page's): its e-mails and invoices speak it.
        preferences: { ...DEFAULT_PREFERENCES, language: requestLocale() },
        createdAt: now,
        updatedAt: now,
      };
      try {
        return await users.insert(user);
      } catch (error) {
        throw conflictOf(error);
      }
    },
    findById: (id) => users.get(id),
    current: users.snapshot,
    findByEmail: (email) => users.findOne({ where: { email: fold(email) } }),
    findBySsoSubject: (subject) => users.findOne({ where: { ssoSubject: subject } }),
    findByUsername: (username) => users.findOne({ where: { username: fold(username) } }),
    async findByLogin(login) {
      return (
        (await users.findOne({ where: { username: fold(login) } })) ?? users.findOne({ where: { email: fold(login) } })
      );
    },
    update: (id, patch) => change(id, () => patch),
    change,
    count: () => users.count(),
    async listByRole(roles) {
      const lists = await Promise.all(roles.map((role) => users.list({ where: { role }, direction: 'asc' })));
      return lists.flat();
    },
    listByOrganization: (organizationId) => users.list({ where: { organization: organizationId }, direction: 'asc' }),
    listByOrganizations: (organizationIds) => users.listIn('organization', organizationIds),
    listPage: (limit, after) =>
      users.list({ limit, direction: 'asc', after: after && { order: after.createdAt, id: after.id } }),
    listOfficers: () => users.list({ where: { officer: 'yes' }, direction: 'asc' }),
    delete: (id) => users.delete(id),
  };
}
