import type { Currency } from '../../shared/money.ts';
import { m } from '../../shared/i18n/messages.ts';
import { errors } from '../http/app-error.ts';
import type { Repositories } from '../store/repositories.ts';
import { displayCurrencyOf } from './billing-currency.ts';
import { convertMinor } from '../pricing/rounding.ts';
import type { Statement, StatementQuery } from '../../shared/billing/statement.schemas.ts';
import { buildStatement, statementCsv, statementMovements, type ToBillingCurrency } from './statement.ts';

type Deps = {
  repositories: Pick<Repositories, 'organizations' | 'invoices' | 'credits'>;
  /** How much one US dollar is worth in a currency now (for documents issued in another currency than the billing one). */
  rateOf: (currency: Currency) => Promise<number>;
};

/** A file to download: its text, type and name. */
export type StatementFile = { body: string; contentType: string; filename: string };

/**
 * GET /api/billing/statement: the statement of account of an organization over a period, in its
 * billing currency (statement.ts), as JSON or CSV. Read whole from the organization's documents
 * and credits ledger: the opening is everything before the period.
 */
export class StatementService {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async statement(organizationId: string, period: Pick<StatementQuery, 'from' | 'to'>): Promise<Statement> {
    const { repositories } = this.#deps;
    const [organization, documents, ledger] = await Promise.all([
      repositories.organizations.findById(organizationId),
      repositories.invoices.listSince(organizationId, ''),
      repositories.credits.list(organizationId),
    ]);
    if (!organization) throw errors.notFound(m.error_organization_not_found());
    const currency = displayCurrencyOf(organization, 'EUR');
    const toBilling = await this.#converter(
      currency,
      documents.map((document) => document.currency),
    );
    return buildStatement(statementMovements(documents, ledger, toBilling), {
      currency,
      from: period.from,
      to: period.to,
    });
  }

  /** The statement as CSV, named after its period. */
  async csv(organizationId: string, period: Pick<StatementQuery, 'from' | 'to'>): Promise<StatementFile> {
    const statement = await this.statement(organizationId, period);
    return {
      body: statementCsv(statement),
      contentType: 'text/csv; charset=utf-8',
      filename: `statement-${period.from}-${period.to}.csv`,
    };
  }

  /** Documents are in the billing currency; one issued before it was fixed is converted at the current rate. */
  async #converter(currency: Currency, used: readonly Currency[]): Promise<ToBillingCurrency> {
    if (used.every((own) => own === currency)) return (_document, amount) => amount;
    const target = { currency, rate: await this.#deps.rateOf(currency) };
    return (document, amount) => convertMinor(amount, { currency: document.currency, rate: document.rate }, target);
  }
}
