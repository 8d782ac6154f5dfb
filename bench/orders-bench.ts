// Orders and checkout on both backends: POST /api/orders + /pay at 20 concurrent buyers (p99),
// a 1 000-order burst checked for duplicate charges and invoice-number gaps, and invoice PDFs.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalPostgres } from '../scripts/local-postgres.ts';
import { renderInvoicePdf } from '../src/server/invoices/invoice-pdf.ts';
import type { Invoice } from '../src/shared/invoices/invoices.schemas.ts';
import { startBenchServer } from './spawn-server.ts';
import { summarize, type Percentiles } from './stats.ts';
import { buyer, call } from './api-client.ts';

const ORDERS = Number(process.env.BENCH_ORDERS) || 1000;
const BUYERS = 20;
const CARD = {
  number: '4242424242424242',
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 2,
  cvc: '123',
  name: 'Bench Buyer',
};
const PRODUCT = {
  kind: 'product',
  product: { productId: 'harbor', quantity: 1 },
  currency: 'EUR',
  billingCycle: 'monthly',
};

/** One backend's figures. */
export type OrdersFigures = {
  backend: string;
  orders: number;
  orderAndPay: Percentiles;
  invoices: number;
  gaps: number;
  duplicateCharges: number;
};
/** The orders section of bench/results.json. */
export type OrdersBenchReport = { backends: OrdersFigures[]; pdfMs?: Percentiles; errors: string[] };

async function measure(
  backend: 'embedded' | 'postgres',
  databaseUrl?: string,
): Promise<{ figures: OrdersFigures; sample?: Invoice }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-orders-'));
  const server = await startBenchServer({
    DATA_DIR: dataDir,
    APP_ENV: 'production',
    REGISTRATIONS_PER_ADDRESS: '1000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    const cookies = await Promise.all(Array.from({ length: BUYERS }, (_, n) => buyer(server.url, n)));
    const times: number[] = [];
    let next = 0;
    await Promise.all(
      cookies.map(async (cookie) => {
        while (next < ORDERS) {
          next += 1;
          const started = performance.now();
          const order = await call(server.url, '/api/orders', cookie, PRODUCT);
          const paid = await call(server.url, `/api/orders/${String(order.json.id)}/pay`, cookie, { card: CARD });
          if (order.status !== 201 || paid.status !== 200) throw new Error(`order ${order.status}, pay ${paid.status}`);
          times.push(performance.now() - started);
        }
      }),
    );
    const invoices: Invoice[] = [];
    for (const cookie of cookies) {
      let cursor = '';
      for (;;) {
        const response = await fetch(`${server.url}/api/billing/invoices?limit=100${cursor}`, {
          headers: { Cookie: cookie },
        });
        invoices.push(...((await response.json()) as Invoice[]));
        const nextCursor = response.headers.get('x-next-cursor');
        if (!nextCursor) break;
        cursor = `&cursor=${nextCursor}`;
      }
    }
    const numbers = invoices.map((i) => Number(i.number.slice(-6))).sort((a, b) => a - b);
    const gaps = numbers.filter((n, i) => n !== i + 1).length;
    const perOrder = new Map<string, number>();
    for (const invoice of invoices)
      if (invoice.orderId) perOrder.set(invoice.orderId, (perOrder.get(invoice.orderId) ?? 0) + 1);
    const duplicateCharges = [...perOrder.values()].filter((count) => count > 1).length;
    return {
      figures: {
        backend,
        orders: times.length,
        orderAndPay: summarize(times),
        invoices: invoices.length,
        gaps,
        duplicateCharges,
      },
      sample: invoices[0],
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs both backends and the PDF timing; each part reports on its own. */
export async function runOrdersBenchmarks(): Promise<OrdersBenchReport> {
  const errors: string[] = [];
  const backends: OrdersFigures[] = [];
  let sample: Invoice | undefined;
  const pgDir = mkdtempSync(join(tmpdir(), 'bench-orders-pg-'));
  chmodSync(pgDir, 0o755);
  const postgres = await startLocalPostgres({ dir: join(pgDir, 'data') });
  try {
    for (const [name, url] of [
      ['embedded', undefined],
      ['postgres', postgres.url],
    ] as const) {
      try {
        const result = await measure(name, url);
        backends.push(result.figures);
        sample ??= result.sample;
      } catch (error) {
        errors.push(`${name}: ${(error as Error).message}`);
      }
    }
  } finally {
    postgres.stop();
    rmSync(pgDir, { recursive: true, force: true });
  }
  let pdfMs: Percentiles | undefined;
  if (sample) {
    for (let i = 0; i < 20; i += 1) await renderInvoicePdf(sample);
    const times: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const started = performance.now();
      await renderInvoicePdf(sample);
      times.push(performance.now() - started);
    }
    pdfMs = summarize(times);
  }
  return { backends, pdfMs, errors };
}

/** The report's table rows. */
export function formatOrders(report: OrdersBenchReport): string[][] {
  const rows = report.backends.map((b) => [
    b.backend,
    `${b.orders} orders, ${BUYERS} buyers`,
    b.orderAndPay.p50.toFixed(1),
    b.orderAndPay.p99.toFixed(1),
    `${b.orderAndPay.p99 < 50 ? 'p99 < 50: yes' : 'p99 < 50: NO'}; ${b.invoices} invoices, ${b.gaps} gaps, ${b.duplicateCharges} double charges`,
  ]);
  if (report.pdfMs)
    rows.push([
      'in process',
      'invoice PDF',
      report.pdfMs.p50.toFixed(1),
      report.pdfMs.p99.toFixed(1),
      report.pdfMs.p99 < 100 ? 'p99 < 100: yes' : 'p99 < 100: NO',
    ]);
  return rows;
}

if (process.argv[1] && import.meta.url === (await import('node:url')).pathToFileURL(process.argv[1]).href) {
  console.info(JSON.stringify(await runOrdersBenchmarks(), null, 2));
}
