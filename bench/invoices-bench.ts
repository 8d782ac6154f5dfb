// Invoice documents, in process: every shape of invoice and credit note the console issues
// (test/support/invoice-shapes.ts) rendered as its Factur-X PDF (PDF/A-3, the EN 16931 XML built
// and embedded) and as its XML alone, BENCH_INVOICE_ROUNDS times each (default 20).
import { invoiceCii } from '../src/server/invoices/cii-xml.ts';
import { renderInvoicePdf } from '../src/server/invoices/invoice-pdf.ts';
import { INVOICE_SHAPES } from '../test/support/invoice-shapes.ts';
import { loadavg } from 'node:os';
import { summarize, type Percentiles } from './stats.ts';

const ROUNDS = Number(process.env.BENCH_INVOICE_ROUNDS) || 20;

/** Wall-clock and CPU time (user + system, this process) per document, in ms: on a busy machine the CPU time still says what one document costs. */
export type InvoiceBenchReport = {
  shapes: number;
  rounds: number;
  loadBefore: number;
  pdfWithXml: Percentiles;
  pdfWithXmlCpu: Percentiles;
  xmlAlone: Percentiles;
  pdfBytes: number;
};

/** Times each document, after one warm-up round (fonts parsed, code compiled). */
export async function runInvoiceBenchmarks(): Promise<InvoiceBenchReport> {
  const invoices = INVOICE_SHAPES.map((shape) => shape.issue());
  for (const invoice of invoices) await renderInvoicePdf(invoice);
  const pdf: number[] = [];
  const cpu: number[] = [];
  const xml: number[] = [];
  let bytes = 0;
  const loadBefore = loadavg()[0] ?? 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const invoice of invoices) {
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      bytes += (await renderInvoicePdf(invoice)).length;
      const used = process.cpuUsage(cpuStarted);
      pdf.push(performance.now() - started);
      cpu.push((used.user + used.system) / 1000);
      const xmlStarted = performance.now();
      invoiceCii(invoice);
      xml.push(performance.now() - xmlStarted);
    }
  }
  return {
    shapes: invoices.length,
    rounds: ROUNDS,
    loadBefore,
    pdfWithXml: summarize(pdf),
    pdfWithXmlCpu: summarize(cpu),
    xmlAlone: summarize(xml),
    pdfBytes: Math.round(bytes / pdf.length),
  };
}

/** Rows for the harness's table. */
export function formatInvoices(report: InvoiceBenchReport): string[][] {
  return [
    [
      `Factur-X PDF with its XML, ${report.shapes} shapes × ${report.rounds} (≈ ${Math.round(report.pdfBytes / 1024)} kB each; load ${report.loadBefore.toFixed(1)})`,
      report.pdfWithXml.p50.toFixed(1),
      report.pdfWithXml.p99.toFixed(1),
      '< 150 ms p99',
    ],
    [
      '  the same, CPU time of this process',
      report.pdfWithXmlCpu.p50.toFixed(1),
      report.pdfWithXmlCpu.p99.toFixed(1),
      '',
    ],
    ['EN 16931 XML alone (GET …/xml)', report.xmlAlone.p50.toFixed(1), report.xmlAlone.p99.toFixed(1), ''],
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.info(JSON.stringify(await runInvoiceBenchmarks(), null, 2));
}
