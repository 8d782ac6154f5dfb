import type { Db } from '../store/db.ts';
import { defineTable } from '../store/table-spec.ts';
import type { PaymentMethodRecord } from '../../shared/payments/payments.schemas.ts';

export const paymentMethodsTable = defineTable<PaymentMethodRecord>({
  name: 'payment_methods',
  order: { column: 'created_at', key: (m) => m.createdAt },
  indexes: { organization: { column: 'organization_id', key: (m) => m.organizationId } },
});

/** An organization's saved cards and mandates. */
export interface PaymentMethodRepository {
  create(method: PaymentMethodRecord): Promise<PaymentMethodRecord>;
  find(organizationId: string, id: string): Promise<PaymentMethodRecord | undefined>;
  list(organizationId: string): Promise<PaymentMethodRecord[]>;
  /** The methods of many organizations at once. */
  listForOrganizations(organizationIds: readonly string[]): Promise<PaymentMethodRecord[]>;
  delete(organizationId: string, id: string): Promise<boolean>;
  /** Makes one method the default and the others not, in one unit of work. */
  setDefault(organizationId: string, id: string): Promise<void>;
}

/** PaymentMethodRepository over either backend. */
export function createPaymentMethodRepository(db: Db): PaymentMethodRepository {
  const methods = db.collection(paymentMethodsTable);
  return {
    create: (method) => methods.insert(method),
    async find(organizationId, id) {
      const method = await methods.get(id);
      return method?.organizationId === organizationId ? method : undefined;
    },
    list: (organizationId) => methods.list({ where: { organization: organizationId }, direction: 'asc' }),
    listForOrganizations: (organizationIds) => methods.listIn('organization', organizationIds),
    async delete(organizationId, id) {
      const method = await methods.get(id);
      return method?.organizationId === organizationId ? methods.delete(id) : false;
    },
    setDefault(organizationId, id) {
      return db.transaction(async (tx) => {
        await tx
          .collection(paymentMethodsTable)
          .updateMany({ where: { organization: organizationId } }, (method) =>
            method.isDefault === (method.id === id) ? undefined : { ...method, isDefault: method.id === id },
          );
      });
    },
  };
}
