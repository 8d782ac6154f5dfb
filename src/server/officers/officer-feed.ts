import type { UserRepository } from '../users/users.repository.ts';
import type { RealtimeChannel } from '../ws/realtime-channel.ts';

/** The queues of the Officers Panel (tickets come from the support desk). */
export type OfficerQueueId = 'tickets' | 'provisioning' | 'payments' | 'custom-solutions' | 'registrations';

/**
 * Tells every officer's open panels that a queue changed (`{ type: 'officers', queue }` over
 * /ws), so its counts and lists refetch at once. Officers belong to no customer organization,
 * so they get none of the organizations' own messages.
 */
export class OfficerFeed {
  #users: Pick<UserRepository, 'listOfficers'>;
  #realtime: RealtimeChannel;

  constructor(users: Pick<UserRepository, 'listOfficers'>, realtime: RealtimeChannel) {
    this.#users = users;
    this.#realtime = realtime;
  }

  /** Never throws: a queue change must not fail the work that caused it. */
  changed(queue: OfficerQueueId): void {
    void this.#users
      .listOfficers()
      .then((officers) => {
        for (const officer of officers) this.#realtime.publish(officer.id, { type: 'officers', queue });
      })
      .catch((error: Error) => console.warn('Could not tell the officers about a queue change:', error.message));
  }
}

/** A feed that tells no one (services built without one, unit tests). */
export const silentFeed: Pick<OfficerFeed, 'changed'> = { changed: () => undefined };
