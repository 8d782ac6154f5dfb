import { writeFile } from 'node:fs/promises';
import { Command, Option } from 'commander';
import { call, type Api } from '../api.ts';
import { CliError, EXIT } from '../exit-codes.ts';
import { isStructured, money, printData, printList } from '../output.ts';
import type { Context } from './context.ts';

/** Every page of a list endpoint that answers `X-Next-Cursor`. */
async function allPages<T>(
  page: (cursor: string | undefined) => Promise<{ data?: T[]; error?: unknown; response: Response }>,
): Promise<T[]> {
  const all: T[] = [];
  let cursor: string | undefined;
  do {
    const answer = await page(cursor);
    all.push(...(await call(Promise.resolve(answer))));
    cursor = answer.response.headers.get('x-next-cursor') ?? undefined;
  } while (cursor);
  return all;
}

const listInvoices = (api: Api) =>
  allPages((cursor) => api.GET('/api/billing/invoices', { params: { query: { limit: 100, cursor } } }));

/** `orders list`. */
export function ordersCommand(context: Context): Command {
  const orders = new Command('orders').description('Orders of clusters, add-ons, products and support plans');
  orders
    .command('list')
    .description('The organization’s orders, newest first')
    .addOption(new Option('--kind <kind>', 'only one kind').choices(['cluster', 'addon', 'product', 'support']))
    .action(async (options: { kind?: 'cluster' | 'addon' | 'product' | 'support' }) => {
      const api = await context.api();
      const rows = await allPages((cursor) =>
        api.GET('/api/orders', { params: { query: { limit: 100, cursor, kind: options.kind } } }),
      );
      printList(context.output(), rows, [
        ['NUMBER', (o) => o.number],
        ['KIND', (o) => o.kind],
        ['STATUS', (o) => o.status],
        ['TOTAL', (o) => money(o.total, o.currency)],
        ['CREATED', (o) => o.createdAt.slice(0, 16).replace('T', ' ')],
        ['ID', (o) => o.id],
      ]);
    });
  return orders;
}

/** `invoices list|download`. */
export function invoicesCommand(context: Context): Command {
  const invoices = new Command('invoices').description('Invoices and credit notes');
  invoices
    .command('list')
    .description('Invoices and credit notes, newest first')
    .action(async () => {
      const rows = await listInvoices(await context.api());
      printList(context.output(), rows, [
        ['NUMBER', (i) => i.number],
        ['ISSUED', (i) => i.issuedAt.slice(0, 10)],
        ['TOTAL', (i) => money(i.total, i.currency)],
        ['PAYMENT', (i) => i.paymentStatus],
        ['ORDER', (i) => i.orderNumber],
        ['ID', (i) => i.id],
      ]);
    });
  invoices
    .command('download')
    .description('Save an invoice’s PDF (Factur-X)')
    .argument('<number>', 'the invoice number (INV-…) or id')
    .option('--out <file>', 'where to write it (default: <number>.pdf)')
    .action(async (ref: string, options: { out?: string }) => {
      const api = await context.api();
      const invoice = (await listInvoices(api)).find((i) => i.number === ref || i.id === ref);
      if (!invoice) throw new CliError(`No invoice ${ref}.`, EXIT.notFound, { code: 'not_found', status: 404 });
      const pdf = await call(
        api.GET('/api/billing/invoices/{id}/pdf', { params: { path: { id: invoice.id } }, parseAs: 'arrayBuffer' }),
      );
      const file = options.out ?? `${invoice.number}.pdf`;
      await writeFile(file, Buffer.from(pdf as ArrayBuffer));
      const format = context.output();
      if (isStructured(format)) printData(format, { id: invoice.id, number: invoice.number, file });
      else process.stdout.write(`${file}\n`);
    });
  return invoices;
}

/** `usage --month 2026-11`: what each cluster cost that month. */
export function usageCommand(context: Context): Command {
  return new Command('usage')
    .description('Usage and cost per cluster for a month (default: this month)')
    .option('--month <yyyy-mm>', 'the month, e.g. 2026-11')
    .addOption(new Option('--currency <code>', 'currency of the amounts').choices(['EUR', 'USD', 'GBP']))
    .action(async (options: { month?: string; currency?: 'EUR' | 'USD' | 'GBP' }) => {
      const month = options.month ?? new Date().toISOString().slice(0, 7);
      if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month))
        throw new CliError(`--month takes YYYY-MM (got ${month}).`, EXIT.usage);
      const [year, monthIndex] = month.split('-').map(Number) as [number, number];
      const from = new Date(Date.UTC(year, monthIndex - 1, 1)).toISOString();
      const to = new Date(Date.UTC(year, monthIndex, 1)).toISOString();
      const api = await context.api();
      const report = await call(
        api.GET('/api/usage', {
          params: { query: { from, to, granularity: 'month', currency: options.currency ?? 'EUR', format: 'json' } },
        }),
      );
      const format = context.output();
      if (isStructured(format)) return printData(format, report);
      printList('table', report.clusters, [
        ['CLUSTER', (c) => c.clusterName],
        ['STATUS', (c) => c.status],
        ['NODE-HOURS', (c) => c.nodeHours.toFixed(1)],
        ['COST', (c) => money(c.total, report.currency)],
        ['BILLED AT MONTH END', (c) => money(c.billable, report.currency)],
      ]);
      process.stdout.write(`Total ${month}: ${money(report.total, report.currency)}\n`);
    });
}
