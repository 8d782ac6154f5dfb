import { randomUUID } from 'node:crypto';
import type { RequestMeta } from '../auth/tokens.ts';
import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import { errors } from '../http/app-error.ts';
import type { RateLimitRepository } from '../platform/rate-limits.repository.ts';
import type { OutgoingMail } from '../mail/mail-queue.ts';
import { leadReceivedMessage } from '../mail/templates-site.ts';
import { isSpam } from '../../shared/leads/form-fields.ts';
import type { LeadKind } from '../../shared/lead-options.ts';
import { leadDetails, LEAD_ACCEPTED, type CatalogNames } from './lead-summary.ts';
import type { LeadRepository } from './leads.repository.ts';
import type { LeadInput, LeadRecord } from '../../shared/leads/leads.schemas.ts';
import { decodeCursor, toPage, type Page } from '../platform/pagination.ts';
import { DEFAULT_GUARD_LIMITS, FormGuard, type GuardLimits } from './spam-guard.ts';
import { m } from '../../shared/i18n/messages.ts';

type Deps = {
  leads: LeadRepository;
  catalog: CatalogRepository;
  mailer: OutgoingMail;
  rateLimits: RateLimitRepository;
  limits?: GuardLimits;
  now?: () => number;
};

/** The answer to a submitted lead: the same whether it was stored or caught by the honeypot. */
export type LeadAccepted = { id: string; message: string };

/** Contact, demo, sales, quote and migration requests from the public site. */
export class LeadService {
  #deps: Deps;
  readonly guard: FormGuard;

  constructor(deps: Deps) {
    this.#deps = deps;
    this.guard = new FormGuard(deps.rateLimits, deps.limits ?? DEFAULT_GUARD_LIMITS, deps.now);
  }

  /** Stores a lead and e-mails the sender a confirmation; rate limited; a filled honeypot stores nothing. */
  async submit(input: LeadInput, meta: RequestMeta): Promise<LeadAccepted> {
    await this.guard.consume('lead', input.email, meta);
    const { website: _honeypot, ...fields } = input;
    const accepted = { id: randomUUID(), message: LEAD_ACCEPTED[input.kind]() };
    if (isSpam(input)) return accepted;
    const names = await this.#catalogNames();
    if (fields.kind === 'quote') checkCatalogChoices(fields, names);
    const record = {
      ...fields,
      id: accepted.id,
      createdAt: new Date((this.#deps.now ?? Date.now)()).toISOString(),
    } as LeadRecord;
    await this.#deps.leads.create(record);
    await this.#confirm(record, names);
    return accepted;
  }

  /** One page of leads, newest first, for admins. */
  async list(query: { kind?: LeadKind; limit: number; cursor?: string }): Promise<Page<LeadRecord>> {
    const before = query.cursor ? decodeCursor(query.cursor) : undefined;
    const fetched = await this.#deps.leads.list({ kind: query.kind }, { limit: query.limit + 1, before });
    return toPage(fetched, query.limit, (lead) => lead);
  }

  async #confirm(record: LeadRecord, names: CatalogNames) {
    const message = leadReceivedMessage({
      to: record.email,
      name: record.name,
      kind: record.kind,
      reference: record.id.slice(0, 8).toUpperCase(),
      details: leadDetails(record, names),
    });
    try {
      await this.#deps.mailer.send(message);
    } catch (error) {
      // The lead is stored and the team will answer: a failed confirmation must not make the visitor send it twice.
      console.warn(`Lead ${record.id}: ${(error as Error).message}`);
    }
  }

  async #catalogNames(): Promise<CatalogNames> {
    const [tiers, regions] = await Promise.all([this.#deps.catalog.listTiers(), this.#deps.catalog.listRegions()]);
    return {
      tiers: new Map(tiers.map((t) => [t.id, t.name])),
      regions: new Map(regions.filter((r) => r.available).map((r) => [r.id, `${r.name} (${r.id})`])),
    };
  }
}

/** Cluster types and regions of a quote must exist in the catalog. */
function checkCatalogChoices(quote: Extract<LeadInput, { kind: 'quote' }>, names: CatalogNames): void {
  const fields: Record<string, string> = {};
  quote.clusters.forEach((cluster, i) => {
    if (!names.tiers.has(cluster.type)) fields[`clusters.${i}.type`] ??= m.field_choose_cluster_type_from_list();
  });
  if (quote.regions.some((region) => !names.regions.has(region))) fields.regions = m.field_choose_regions_from_list();
  if (Object.keys(fields).length > 0) throw errors.badRequest(m.error_some_fields_missing_invalid(), fields);
}
