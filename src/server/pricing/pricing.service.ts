import type { CatalogSeed } from '../../shared/catalog/catalog.schemas.ts';
import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import { clusterSpecProblems } from '../../shared/cluster-rules.ts';
import type { ExchangeRatesService } from '../exchange-rates/exchange-rates.service.ts';
import { errors } from '../http/app-error.ts';
import type { OrderInput } from '../../shared/orders/orders.schemas.ts';
import type { OrganizationRecord } from '../../shared/organizations/organizations.schemas.ts';
import type { OrganizationRepository } from '../organizations/organizations.repository.ts';
import { addonRefusal } from './addon-compatibility.ts';
import { addonLines, clusterLines, productLines, supportPlanLines, type UsdLine } from '../../shared/price-lines.ts';
import { PARIS } from '../../shared/pricing-rules.ts';
import type { Quote } from '../../shared/pricing/pricing.schemas.ts';
import { localLine, priceQuote } from './quote.ts';
import type { Estimate, EstimateInput } from '../../shared/pricing/estimate.schemas.ts';
import { vatFor } from '../../shared/vat.ts';
import { prorateLines } from '../subscriptions/proration.ts';
import { payFromBalance } from '../billing/credit-application.ts';
import { m } from '../../shared/i18n/messages.ts';

/** What the pricing engine needs to know of an existing cluster (add-ons, per-node products). */
export type ClusterFacts = {
  tierId: string;
  nodeCount: number;
  status: string;
  addonIds: string[];
  /** The cluster subscription's paid period: an add-on bought now costs the days left in it. */
  paidPeriod?: { periodStart: string; periodEnd: string; billingCycle: 'monthly' | 'yearly' } | null;
};

type Deps = {
  catalog: CatalogRepository;
  organizations: OrganizationRepository;
  exchangeRates: ExchangeRatesService;
  /** The organization's cluster, once clusters exist (undefined: not found, or another's). */
  findCluster?: (organizationId: string, clusterId: string) => Promise<ClusterFacts | undefined>;
  /** Whether the organization already runs this product (on that cluster, or organization-wide). */
  productInUse?: (organizationId: string, productId: string, clusterId: string | null) => Promise<boolean>;
  /** A plan change while a support plan runs: the prorated difference (support-subscriptions.service.ts); undefined for a whole period. */
  supportOrderLines?: (
    organization: OrganizationRecord,
    planId: string,
    catalog: CatalogSeed,
  ) => Promise<UsdLine[] | undefined>;
  /** The organization's credits balance (US cents before VAT), drawn on before the card is charged. */
  creditsBalance?: (organizationId: string) => Promise<number>;
  now?: () => number;
};

/** The smallest capacity a per-GB product is sold in. */
export const MIN_GB = 10;

/** A product's pricing unit inside a field message (the unit itself in English). */
const PRICING_UNITS: Record<'per cluster' | 'per node' | 'per GB' | 'flat', () => string> = {
  'per cluster': m.field_unit_per_cluster,
  'per node': m.field_unit_per_node,
  'per GB': m.field_unit_per_gb,
  flat: m.field_unit_flat,
};

const invalid = (fields: Record<string, string>) => errors.badRequest(m.error_some_fields_missing_invalid(), fields);

/**
 * The one pricing engine: the wizard's live price, the estimator and orders all come from here,
 * so the figure a customer saw is the figure charged. Client prices are never read.
 */
export class PricingService {
  #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /**
   * Prices what an organization would buy, with its plan, VAT and (if it may use it) PARIS; its
   * credits balance (held in its billing currency, VAT included) then pays what it can of the
   * total (`creditsApplied`; `amountDue` is what the card is charged):
   * the checkout's preview and the order are this one computation.
   */
  async quote(organizationId: string, input: OrderInput): Promise<Quote> {
    const [catalog, organization, rates, balance] = await Promise.all([
      this.#deps.catalog.snapshot(),
      this.#deps.organizations.findById(organizationId),
      this.#deps.exchangeRates.current(),
      this.#deps.creditsBalance?.(organizationId) ?? Promise.resolve(0),
    ]);
    if (!organization) throw errors.notFound(m.error_organization_not_found());
    const lines = await this.#lines(organization, input, catalog);
    const plan = catalog.billingPlans.find((p) => p.id === (organization.planId ?? 'pay-as-you-go'));
    const listed = priceQuote({
      lines,
      currency: input.currency,
      rate: rates.rates[input.currency],
      billingCycle: input.billingCycle,
      planDiscount: plan && input.kind !== 'support' ? { name: plan.name, percent: plan.discountPercent } : undefined,
      promoCode: this.#promo(organization, input.promoCode),
      vat: vatFor(organization.billingProfile ?? null),
    });
    // The balance is in the billing currency: an order in another one is refused anyway.
    return payFromBalance(listed, organization.billingCurrency === input.currency ? balance : 0);
  }

  /**
   * The estimator: any mix of clusters, add-ons and products, monthly and yearly side by side,
   * with the organization's plan, VAT and (if it may use it) PARIS, exactly as orders price them.
   */
  async estimate(organizationId: string, input: EstimateInput): Promise<Estimate> {
    const [catalog, organization, rates] = await Promise.all([
      this.#deps.catalog.snapshot(),
      this.#deps.organizations.findById(organizationId),
      this.#deps.exchangeRates.current(),
    ]);
    if (!organization) throw errors.notFound(m.error_organization_not_found());
    const promoCode = this.#promo(organization, input.promoCode);
    const plan = catalog.billingPlans.find((p) => p.id === (organization.planId ?? 'pay-as-you-go'));
    const rate = rates.rates[input.currency];
    const linesFor = (cycle: 'monthly' | 'yearly') =>
      input.items.map((item, index) => {
        switch (item.kind) {
          case 'cluster': {
            const spec = { ...item.cluster, name: item.cluster.name ?? 'estimate' };
            const problems = clusterSpecProblems(spec, catalog);
            if (Object.keys(problems).length > 0) {
              throw invalid(
                Object.fromEntries(
                  Object.entries(problems).map(([field, message]) => [`items.${index}.cluster.${field}`, message]),
                ),
              );
            }
            return clusterLines(spec, catalog, cycle);
          }
          case 'addon':
            if (!catalog.addons.some((a) => a.id === item.addonId))
              throw invalid({ [`items.${index}.addonId`]: m.field_addon_does_not_exist() });
            return addonLines(item.addonId, catalog, cycle);
          case 'product': {
            const product = catalog.products.find((p) => p.id === item.productId);
            if (!product) throw invalid({ [`items.${index}.productId`]: m.field_product_does_not_exist() });
            if (product.pricingUnit === 'flat' && item.quantity !== 1)
              throw invalid({ [`items.${index}.quantity`]: m.field_sold_as_one_unit({ product: product.name }) });
            return productLines(product.id, item.quantity, catalog, cycle);
          }
        }
      });
    const price = (cycle: 'monthly' | 'yearly') =>
      priceQuote({
        lines: linesFor(cycle).flat(),
        currency: input.currency,
        rate,
        billingCycle: cycle,
        planDiscount: plan ? { name: plan.name, percent: plan.discountPercent } : undefined,
        promoCode,
        vat: vatFor(organization.billingProfile ?? null),
      });
    const monthly = price('monthly');
    const yearly = price('yearly');
    const itemsMonthly = linesFor('monthly').map((lines) =>
      lines.reduce((sum, line) => sum + localLine(line, input.currency === 'USD' ? 1 : rate).amount, 0),
    );
    return { monthly, yearly, yearlySaving: monthly.subtotal * 12 - yearly.subtotal, itemsMonthly };
  }

  /** PARIS, checked: only that code, and only before the organization's first paid order. */
  #promo(organization: OrganizationRecord, code: string | undefined): string | null {
    if (!code) return null;
    if (code !== PARIS.code) throw invalid({ promoCode: m.field_promo_code_does_not_exist() });
    if (organization.firstPaidOrderId) {
      throw invalid({ promoCode: m.field_paris_first_purchase_already_paid() });
    }
    return PARIS.code;
  }

  async #lines(organization: OrganizationRecord, input: OrderInput, catalog: CatalogSeed): Promise<UsdLine[]> {
    switch (input.kind) {
      case 'cluster': {
        const problems = clusterSpecProblems(input.cluster, catalog);
        if (Object.keys(problems).length > 0) {
          throw invalid(
            Object.fromEntries(Object.entries(problems).map(([field, message]) => [`cluster.${field}`, message])),
          );
        }
        return clusterLines(input.cluster, catalog, input.billingCycle);
      }
      case 'addon': {
        const addon = catalog.addons.find((a) => a.id === input.addon.addonId);
        if (!addon) throw invalid({ 'addon.addonId': m.field_addon_does_not_exist() });
        const cluster = await this.#cluster(organization.id, input.addon.clusterId, 'addon.clusterId');
        const refusal = addonRefusal(addon, cluster.tierId, catalog);
        if (refusal) throw invalid({ 'addon.addonId': refusal });
        if (cluster.addonIds.includes(addon.id))
          throw invalid({ 'addon.addonId': m.field_addon_already_installed({ addon: addon.name }) });
        const version = input.addon.version ?? addon.version;
        if (version !== addon.version && !(addon.olderVersions ?? []).includes(version)) {
          throw invalid({
            'addon.version': m.field_addon_offered_in({
              addon: addon.name,
              versions: [addon.version, ...(addon.olderVersions ?? [])].join(', '),
            }),
          });
        }
        // On a subscribed cluster the add-on joins its subscription: the days left now, then each renewal.
        if (cluster.paidPeriod)
          return prorateLines(
            addonLines(addon.id, catalog, cluster.paidPeriod.billingCycle, version),
            cluster.paidPeriod,
            (this.#deps.now ?? Date.now)(),
          );
        return addonLines(addon.id, catalog, input.billingCycle, version);
      }
      case 'product': {
        const { productId, quantity, clusterId } = input.product;
        const product = catalog.products.find((p) => p.id === productId);
        if (!product) throw invalid({ 'product.productId': m.field_product_does_not_exist() });
        if (product.pricingUnit === 'flat' && quantity !== 1)
          throw invalid({ 'product.quantity': m.field_sold_as_one_unit({ product: product.name }) });
        if (product.pricingUnit === 'per cluster' || product.pricingUnit === 'per node') {
          if (!clusterId)
            throw invalid({
              'product.clusterId': m.field_priced_per_choose_cluster({
                product: product.name,
                unit: PRICING_UNITS[product.pricingUnit](),
              }),
            });
          const cluster = await this.#cluster(organization.id, clusterId, 'product.clusterId');
          const expected = product.pricingUnit === 'per node' ? cluster.nodeCount : 1;
          if (quantity !== expected) {
            throw invalid({
              'product.quantity':
                product.pricingUnit === 'per node'
                  ? m.field_quantity_is_nodes({ nodes: expected })
                  : m.field_one_per_cluster(),
            });
          }
        }
        if (product.pricingUnit === 'per GB') {
          if (quantity < MIN_GB)
            throw invalid({ 'product.quantity': m.field_sold_from_gb({ product: product.name, gb: MIN_GB }) });
          if (!clusterId)
            throw invalid({ 'product.clusterId': m.field_runs_inside_cluster({ product: product.name }) });
          await this.#cluster(organization.id, clusterId, 'product.clusterId');
        }
        const scope = product.pricingUnit === 'flat' ? null : (clusterId ?? null);
        if (await this.#deps.productInUse?.(organization.id, product.id, scope)) {
          throw invalid({
            'product.productId': scope
              ? m.field_product_already_active({ product: product.name })
              : m.field_organization_already_has({ product: product.name }),
          });
        }
        return productLines(product.id, quantity, catalog, input.billingCycle);
      }
      case 'support': {
        const plan = catalog.billingPlans.find((p) => p.id === input.support.planId);
        if (!plan) throw invalid({ 'support.planId': m.field_plan_does_not_exist() });
        if ((organization.planId ?? 'pay-as-you-go') === plan.id)
          throw invalid({ 'support.planId': m.field_already_on_plan({ plan: plan.name }) });
        // While a paid plan runs, a change is charged (or credited) for the days left in its period.
        return (
          (await this.#deps.supportOrderLines?.(organization, plan.id, catalog)) ??
          supportPlanLines(plan.id, catalog, input.billingCycle)
        );
      }
    }
  }

  async #cluster(organizationId: string, clusterId: string, field: string): Promise<ClusterFacts> {
    const cluster = await this.#deps.findCluster?.(organizationId, clusterId);
    if (!cluster || cluster.status === 'deleted' || cluster.status === 'deleting')
      throw invalid({ [field]: m.field_no_such_cluster_in_organization() });
    return cluster;
  }
}
