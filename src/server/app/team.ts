import { ActivityService } from '../audit/activity.service.ts';
import { MembersService } from '../organizations/members.service.ts';

/** An organization's team: its members and invitations, and its activity log. */
export type Team = ReturnType<typeof createTeam>;

/**
 * Wires the team domains. Removing a member ends what they hold (sessions, API tokens, cluster
 * credentials), hence those services among the members' dependencies.
 */
export function createTeam(deps: ConstructorParameters<typeof MembersService>[0]) {
  return {
    members: new MembersService(deps),
    activity: new ActivityService(deps.repositories),
  };
}
