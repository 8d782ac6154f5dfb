import { randomUUID } from 'node:crypto';
import type { JsonStore } from '../store/json-store.ts';
import type { StoreDocument } from '../store/store-document.ts';
import { generateCompanyId } from './company-id.ts';
import type { NewOrganization, OrganizationRecord } from './organizations.schemas.ts';

/** Storage of organizations (the billing identities). */
export interface OrganizationRepository {
  /** Stores a new organization with a fresh, unique companyId. */
  create(input: NewOrganization): Promise<OrganizationRecord>;
  findById(id: string): Promise<OrganizationRecord | undefined>;
  findByCompanyId(companyId: string): Promise<OrganizationRecord | undefined>;
  /** Case-insensitive match on the company name (used to route joiners to approval). */
  findByName(companyName: string): Promise<OrganizationRecord | undefined>;
}

/** OrganizationRepository over the embedded JSON store, with in-memory indexes. */
export class LowdbOrganizationRepository implements OrganizationRepository {
  #store: JsonStore<StoreDocument>;
  #byId = new Map<string, OrganizationRecord>();
  #byCompanyId = new Map<string, OrganizationRecord>();
  #byName = new Map<string, OrganizationRecord>();

  constructor(store: JsonStore<StoreDocument>) {
    this.#store = store;
    for (const organization of store.data.organizations) this.#index(organization);
  }

  async create(input: NewOrganization): Promise<OrganizationRecord> {
    return this.#store.update((doc) => {
      let companyId = generateCompanyId();
      while (this.#byCompanyId.has(companyId)) companyId = generateCompanyId();
      const organization: OrganizationRecord = {
        id: randomUUID(),
        companyName: input.companyName.trim(),
        companyId,
        createdAt: new Date().toISOString(),
      };
      doc.organizations.push(organization);
      this.#index(organization);
      return { ...organization };
    });
  }

  async findById(id: string) {
    const found = this.#byId.get(id);
    return found && { ...found };
  }

  async findByCompanyId(companyId: string) {
    const found = this.#byCompanyId.get(companyId.toUpperCase());
    return found && { ...found };
  }

  async findByName(companyName: string) {
    const found = this.#byName.get(companyName.trim().toLowerCase());
    return found && { ...found };
  }

  #index(organization: OrganizationRecord) {
    this.#byId.set(organization.id, organization);
    this.#byCompanyId.set(organization.companyId, organization);
    this.#byName.set(organization.companyName.toLowerCase(), organization);
  }
}
