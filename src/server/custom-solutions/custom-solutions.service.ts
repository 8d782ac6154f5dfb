import { randomUUID } from 'node:crypto';
import type { AttachmentService } from '../attachments/attachments.service.ts';
import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import { errors } from '../http/app-error.ts';
import { BUDGET_RANGES, COMPLIANCE_NEEDS, labelOf, WORKLOAD_KINDS } from '../../shared/lead-options.ts';
import type { OfficerFeed } from '../officers/officer-feed.ts';
import type { Repositories } from '../store/repositories.ts';
import type { TicketRecord } from '../../shared/tickets/tickets.schemas.ts';
import { generateTrackingCode } from '../../shared/tickets/tracking-code.ts';
import type { UserRecord } from '../../shared/users/users.schemas.ts';
import type {
  CustomSolution,
  CustomSolutionInput,
  CustomSolutionRecord,
} from '../../shared/custom-solutions/custom-solutions.schemas.ts';
import { m } from '../../shared/i18n/messages.ts';

/**
 * The request as the customer's first message on its ticket (and the lead's message): their
 * description, then what they chose, in the language of the request (the one they wrote in).
 */
export function customSolutionSummary(
  input: Pick<CustomSolutionInput, 'description' | 'workloads' | 'regions' | 'compliance' | 'budgetRange'>,
  regionNames: ReadonlyMap<string, string>,
): string {
  const list = (items: string[]) => items.join(m.notice_list_separator());
  return [
    input.description,
    '',
    m.notice_custom_solution_workloads({ workloads: list(input.workloads.map((w) => labelOf(WORKLOAD_KINDS, w))) }),
    m.notice_custom_solution_regions({ regions: list(input.regions.map((r) => regionNames.get(r) ?? r)) }),
    input.compliance.length
      ? m.notice_custom_solution_compliance({ needs: list(input.compliance.map((c) => labelOf(COMPLIANCE_NEEDS, c))) })
      : m.notice_custom_solution_compliance_none(),
    m.notice_custom_solution_budget({ budget: labelOf(BUDGET_RANGES, input.budgetRange) }),
  ].join('\n');
}

type Deps = {
  repositories: Repositories;
  catalog: CatalogRepository;
  attachments: AttachmentService;
  /** Posts a support answer on a ticket (TicketService.supportReply: status and e-mail). */
  supportReply: (ticketId: string, body: string, staffUserId: string) => Promise<unknown>;
  /** Tells the requester (a notification, live over /ws). */
  /** `message` is written in the user's language. */
  notify: (userId: string, message: () => string) => Promise<unknown>;
  /** Officers see their queue change live. */
  officers?: Pick<OfficerFeed, 'changed'>;
  now?: () => number;
};

/**
 * Requests for a tailored offer from signed-in customers: each one is stored with its files,
 * opens a support ticket (its status is the request's, its replies the conversation) and a lead
 * for sales. The organization follows its own requests; officers see everyone's.
 */
export class CustomSolutionService {
  #deps: Deps;
  #now: () => number;

  constructor(deps: Deps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
  }

  async create(user: UserRecord, input: CustomSolutionInput): Promise<CustomSolution> {
    const { repositories, attachments } = this.#deps;
    const catalog = await this.#deps.catalog.snapshot();
    const regionNames = new Map(catalog.regions.map((r) => [r.id, `${r.name} (${r.city})`]));
    const badRegion = input.regions.findIndex((id) => !regionNames.has(id));
    if (badRegion !== -1)
      throw errors.badRequest(m.error_some_fields_missing_invalid(), {
        [`regions.${badRegion}`]: m.field_choose_regions_from_list(),
        regions: m.field_choose_regions_from_list(),
      });
    const organization = await repositories.organizations.findById(user.organizationId);
    if (!organization) throw errors.notFound(m.error_organization_not_found());
    const now = new Date(this.#now());
    const at = now.toISOString();
    const id = randomUUID();
    const summary = customSolutionSummary(input, regionNames);
    const record = await repositories.transaction(async (tx) => {
      const files = await attachments.attach(tx, user.organizationId, input.attachmentIds, id);
      const sequence = await tx.counters.next(`custom-solution-${now.getUTCFullYear()}`);
      const ticket: TicketRecord = {
        id: randomUUID(),
        trackingCode: generateTrackingCode(),
        requesterName: user.name,
        requesterEmail: user.email.toLowerCase(),
        organizationId: user.organizationId,
        userId: user.id,
        subject: m.notice_custom_solution_subject({ title: input.title }),
        category: 'general',
        priority: 'normal',
        status: 'open',
        messages: [{ id: randomUUID(), author: 'customer', body: summary, at, authorUserId: user.id }],
        createdAt: at,
        updatedAt: at,
        resolvedAt: null,
        closedAt: null,
      };
      if (!(await tx.tickets.create(ticket))) throw errors.unavailable(m.error_we_could_not_open_request_please());
      const leadId = randomUUID();
      await tx.leads.create({
        kind: 'custom-solution',
        id: leadId,
        createdAt: at,
        name: user.name,
        email: user.email.toLowerCase(),
        company: organization.companyName,
        requestId: id,
        budgetRange: input.budgetRange,
        message: summary,
      });
      return tx.customSolutions.create({
        id,
        organizationId: user.organizationId,
        reference: `CS-${now.getUTCFullYear()}-${String(sequence).padStart(5, '0')}`,
        title: input.title,
        workloads: input.workloads,
        regions: input.regions,
        compliance: input.compliance,
        budgetRange: input.budgetRange,
        description: input.description,
        attachments: files,
        ticketId: ticket.id,
        trackingCode: ticket.trackingCode,
        leadId,
        requester: { id: user.id, name: user.name, email: user.email, companyName: organization.companyName },
        createdAt: at,
      });
    });
    this.#deps.officers?.changed('custom-solutions');
    return this.#view(record);
  }

  /** The organization's requests, newest first. */
  async list(organizationId: string): Promise<CustomSolution[]> {
    const records = await this.#deps.repositories.customSolutions.list(organizationId, 100);
    return Promise.all(records.map((r) => this.#view(r)));
  }

  async get(organizationId: string, id: string): Promise<CustomSolution> {
    const record = await this.#deps.repositories.customSolutions.find(organizationId, id);
    if (!record) throw errors.notFound(m.error_no_such_request());
    return this.#view(record);
  }

  /** Every organization's requests, newest first: the officers' queue. */
  async listAll(limit = 100): Promise<CustomSolution[]> {
    const records = await this.#deps.repositories.customSolutions.listAll(limit);
    return Promise.all(records.map((r) => this.#view(r)));
  }

  /** An officer answers a request: on its ticket, which then waits for the customer. */
  async reply(officer: UserRecord, id: string, message: string): Promise<CustomSolution> {
    const record = await this.#deps.repositories.customSolutions.findAny(id);
    if (!record) throw errors.notFound(m.error_no_such_request());
    await this.#deps.supportReply(record.ticketId, message, officer.id);
    await this.#deps.notify(record.requester.id, () =>
      m.notice_custom_solution_answered({ reference: record.reference, title: record.title }),
    );
    this.#deps.officers?.changed('custom-solutions');
    return this.#view(record);
  }

  async #view(record: CustomSolutionRecord): Promise<CustomSolution> {
    const { organizationId: _o, ...view } = record;
    const ticket = await this.#deps.repositories.tickets.findById(record.ticketId);
    return {
      ...view,
      status: ticket?.status ?? 'open',
      messages: (ticket?.messages ?? []).map(({ id, author, body, at }) => ({ id, author, body, at })),
      updatedAt: ticket?.updatedAt ?? record.createdAt,
    };
  }
}
