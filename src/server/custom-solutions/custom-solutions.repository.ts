import type { Db } from '../store/db.ts';
import { defineTable } from '../store/table-spec.ts';
import type { CustomSolutionRecord } from '../../shared/custom-solutions/custom-solutions.schemas.ts';

export const customSolutionsTable = defineTable<CustomSolutionRecord>({
  name: 'custom_solutions',
  order: { column: 'created_at', key: (r) => r.createdAt },
  indexes: {
    organization: { column: 'organization_id', key: (r) => r.organizationId },
    // Every request, for the officers' queue.
    all: { column: 'all_requests', key: () => 'all' },
  },
});

/** Storage of custom-solution requests; reads name the organization, except the officers' list. */
export interface CustomSolutionRepository {
  create(record: CustomSolutionRecord): Promise<CustomSolutionRecord>;
  find(organizationId: string, id: string): Promise<CustomSolutionRecord | undefined>;
  findAny(id: string): Promise<CustomSolutionRecord | undefined>;
  list(organizationId: string, limit: number): Promise<CustomSolutionRecord[]>;
  /** Every organization's, newest first (officers). */
  listAll(limit: number): Promise<CustomSolutionRecord[]>;
}

/** CustomSolutionRepository over either backend. */
export function createCustomSolutionRepository(db: Db): CustomSolutionRepository {
  const requests = db.collection(customSolutionsTable);
  return {
    create: (record) => requests.insert(record),
    async find(organizationId, id) {
      const record = await requests.get(id);
      return record?.organizationId === organizationId ? record : undefined;
    },
    findAny: (id) => requests.get(id),
    list: (organizationId, limit) => requests.list({ where: { organization: organizationId }, limit }),
    listAll: (limit) => requests.list({ where: { all: 'all' }, limit }),
  };
}
