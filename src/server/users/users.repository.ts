import { randomUUID } from 'node:crypto';
import { errors } from '../http/app-error.ts';
import type { JsonStore } from '../store/json-store.ts';
import type { StoreDocument } from '../store/store-document.ts';
import { DEFAULT_PREFERENCES, type NewUser, type UserPatch, type UserRecord } from './users.schemas.ts';

/** Storage of users. Usernames and e-mails are unique regardless of case. */
export interface UserRepository {
  /** Stores a new user; a taken username or e-mail is a 409 with a field message. */
  create(input: NewUser): Promise<UserRecord>;
  findById(id: string): Promise<UserRecord | undefined>;
  findByEmail(email: string): Promise<UserRecord | undefined>;
  findByUsername(username: string): Promise<UserRecord | undefined>;
  /** Finds by username or, failing that, by e-mail: the login field accepts either. */
  findByLogin(login: string): Promise<UserRecord | undefined>;
  update(id: string, patch: UserPatch): Promise<UserRecord>;
  count(): Promise<number>;
  /** Users with one of these roles (admins to notify, staff lists). */
  listByRole(roles: readonly UserRecord['role'][]): Promise<UserRecord[]>;
}

const fold = (value: string) => value.trim().toLowerCase();

/** UserRepository over the embedded JSON store, with in-memory indexes. */
export class LowdbUserRepository implements UserRepository {
  #store: JsonStore<StoreDocument>;
  #byId = new Map<string, UserRecord>();
  #byEmail = new Map<string, UserRecord>();
  #byUsername = new Map<string, UserRecord>();

  constructor(store: JsonStore<StoreDocument>) {
    this.#store = store;
    for (const user of store.data.users) this.#index(user);
  }

  async create(input: NewUser): Promise<UserRecord> {
    const now = new Date().toISOString();
    const user: UserRecord = {
      ...input,
      id: randomUUID(),
      disabled: false,
      mfa: null,
      mfaPending: null,
      preferences: { ...DEFAULT_PREFERENCES },
      createdAt: now,
      updatedAt: now,
    };
    await this.#store.update((doc) => {
      // Checked inside the synchronous change so two concurrent registrations cannot both win.
      this.#assertUnique(user);
      doc.users.push(user);
      this.#index(user);
    });
    return { ...user };
  }

  async findById(id: string) {
    return copy(this.#byId.get(id));
  }

  async findByEmail(email: string) {
    return copy(this.#byEmail.get(fold(email)));
  }

  async findByUsername(username: string) {
    return copy(this.#byUsername.get(fold(username)));
  }

  async findByLogin(login: string) {
    return copy(this.#byUsername.get(fold(login)) ?? this.#byEmail.get(fold(login)));
  }

  async update(id: string, patch: UserPatch): Promise<UserRecord> {
    return this.#store.update(() => {
      const user = this.#byId.get(id);
      if (!user) throw errors.notFound('User not found.');
      const next = { ...user, ...patch, id, updatedAt: new Date().toISOString() };
      this.#assertUnique(next, id);
      this.#unindex(user);
      Object.assign(user, next);
      this.#index(user);
      return { ...user };
    });
  }

  async count() {
    return this.#byId.size;
  }

  async listByRole(roles: readonly UserRecord['role'][]) {
    return [...this.#byId.values()].filter((user) => roles.includes(user.role)).map((user) => ({ ...user }));
  }

  #assertUnique(user: UserRecord, exceptId?: string) {
    const sameName = this.#byUsername.get(fold(user.username));
    if (sameName && sameName.id !== exceptId) {
      throw errors.conflict('That username is taken.', { username: 'This username is already taken.' });
    }
    const sameEmail = this.#byEmail.get(fold(user.email));
    if (sameEmail && sameEmail.id !== exceptId) {
      throw errors.conflict('An account with that e-mail already exists.', {
        email: 'An account with this e-mail already exists.',
      });
    }
  }

  #index(user: UserRecord) {
    this.#byId.set(user.id, user);
    this.#byEmail.set(fold(user.email), user);
    this.#byUsername.set(fold(user.username), user);
  }

  #unindex(user: UserRecord) {
    this.#byId.delete(user.id);
    this.#byEmail.delete(fold(user.email));
    this.#byUsername.delete(fold(user.username));
  }
}

function copy<T extends object>(value: T | undefined): T | undefined {
  return value ? { ...value } : undefined;
}
