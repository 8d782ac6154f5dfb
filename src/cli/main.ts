import { Command, CommanderError, Option } from 'commander';
import { createApi, type Api } from './api.ts';
import { clustersCommand } from './commands/clusters.ts';
import { invoicesCommand, ordersCommand, usageCommand } from './commands/billing.ts';
import { kubeconfigCommand } from './commands/kubeconfig.ts';
import { loginCommand } from './commands/login.ts';
import type { Context } from './commands/context.ts';
import { CliError, EXIT } from './exit-codes.ts';
import type { OutputFormat } from './output.ts';
import { apiToken, apiUrl } from './settings.ts';

// `sovereign-k8s`: the console from a shell or a CI job, with an API token. Results go to
// stdout (a table, or JSON only with --output json), progress and errors to stderr, and the
// exit code says what happened (exit-codes.ts).
const program = new Command('sovereign-k8s')
  .description('Drive the Sovereign Kubernetes Console from a shell or CI (SOVEREIGN_API_URL, SOVEREIGN_TOKEN)')
  .addOption(new Option('-o, --output <format>', 'table for people, json for scripts').choices(['table', 'json']).default('table'))
  .option('--api-url <url>', 'the console’s URL (default: SOVEREIGN_API_URL, then what login saved)')
  .showHelpAfterError()
  .exitOverride();

const globals = () => program.opts<{ output: OutputFormat; apiUrl?: string }>();
let api: Api | undefined;
const context: Context = {
  output: () => globals().output,
  api: async () => (api ??= createApi(await apiUrl(globals().apiUrl), await apiToken())),
};

for (const command of [loginCommand(context, globals), clustersCommand(context), kubeconfigCommand(context), ordersCommand(context), invoicesCommand(context), usageCommand(context)]) {
  program.addCommand(command.exitOverride());
}

try {
  await program.parseAsync(process.argv);
} catch (error) {
  process.exitCode = report(error);
}

/** Tells what went wrong on stderr (JSON in JSON mode) and answers the exit code. */
function report(error: unknown): number {
  if (error instanceof CommanderError) {
    // Asked-for help ends "with an error" in commander's terms, exit code 0: a success here. Help
    // shown because the command line was incomplete, and every other complaint, is a usage error.
    return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
  }
  const failure = error instanceof CliError ? error : new CliError((error as Error).message ?? String(error), EXIT.error, { code: 'internal' });
  if (globals().output === 'json') process.stderr.write(`${JSON.stringify({ error: { message: failure.message, code: failure.code, status: failure.status ?? null, exitCode: failure.exitCode } })}\n`);
  else process.stderr.write(`Error: ${failure.message}\n`);
  return failure.exitCode;
}
