import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// What each queue of GET /api/officers/queues shows below its count, by queue id (the server's
// registry, server/officers/officer-queues.ts, gives ids, labels and order). Each is its own chunk.

const TicketQueue = lazy(() =>
  import('../../support/queue/TicketQueue.tsx').then((m) => ({ default: () => <m.TicketQueue titled={false} /> })),
);
const FailedProvisioningQueue = lazy(() =>
  import('./FailedProvisioningQueue.tsx').then((m) => ({ default: m.FailedProvisioningQueue })),
);
const FailedPaymentsQueue = lazy(() =>
  import('./FailedPaymentsQueue.tsx').then((m) => ({ default: m.FailedPaymentsQueue })),
);
const CustomSolutionsQueue = lazy(() =>
  import('../../custom-solutions/OfficersQueue.tsx').then((m) => ({
    default: () => <m.OfficersQueue titled={false} />,
  })),
);
const RegistrationsQueue = lazy(() =>
  import('../../admin/PendingRegistrations.tsx').then((m) => ({
    default: () => <m.PendingRegistrations api="/api/officers/pending-registrations" />,
  })),
);

/** Queue id → the component that works it. */
export const QUEUE_COMPONENTS: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  tickets: TicketQueue,
  provisioning: FailedProvisioningQueue,
  payments: FailedPaymentsQueue,
  'custom-solutions': CustomSolutionsQueue,
  registrations: RegistrationsQueue,
};
