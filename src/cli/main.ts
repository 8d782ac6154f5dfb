import { Command, CommanderError, Help, Option } from 'commander';
import { stringify } from 'yaml';
import { createApi, type Api } from './api.ts';
import { clustersCommand } from './commands/clusters.ts';
import { addClusterLifecycle } from './commands/cluster-lifecycle.ts';
import { nodePoolsCommand } from './commands/node-pools.ts';
import { completionCommand } from './completion.ts';
import { invoicesCommand, ordersCommand, usageCommand } from './commands/billing.ts';
import { kubeconfigCommand } from './commands/kubeconfig.ts';
import { loginCommand } from './commands/login.ts';
import type { Context } from './commands/context.ts';
import { CliError, EXIT } from './exit-codes.ts';
import { OUTPUT_FORMATS, type OutputFormat } from './output.ts';
import { apiToken, apiUrl } from './settings.ts';
import { asksForVersion, printVersion } from './version.ts';

// `sovereign-k8s`: the console from a shell or a CI job, with an API token. Results go to
// stdout (a table, or JSON or YAML only with --output json|yaml), progress and errors to stderr, and the
// exit code says what happened (exit-codes.ts).
const program = new Command('sovereign-k8s')
  .description('Drive the Sovereign Kubernetes Console from a shell or CI (SOVEREIGN_API_URL, SOVEREIGN_TOKEN)')
  .addOption(
    new Option('-o, --output <format>', 'table for people, json or yaml for scripts')
      .choices(OUTPUT_FORMATS)
      .default('table'),
  )
  .option('--api-url <url>', 'the console’s URL (default: SOVEREIGN_API_URL, then what login saved)')
  .showHelpAfterError()
  .exitOverride();
// `--version` is read before commander parses (main below): commander would take it from any
// command's line, and `clusters create --version 1.36` is a Kubernetes version. Help lists it.
program.configureHelp({
  visibleOptions: (command) => {
    const options = new Help().visibleOptions(command);
    return command === program
      ? [new Option('-V, --version', 'print the CLI’s version (and the console’s, when reachable)'), ...options]
      : options;
  },
});

const globals = () => program.opts<{ output: OutputFormat; apiUrl?: string }>();
let api: Api | undefined;
const context: Context = {
  output: () => globals().output,
  api: async () => (api ??= createApi(await apiUrl(globals().apiUrl), await apiToken())),
};

const clusters = addClusterLifecycle(clustersCommand(context), context);
for (const command of [
  loginCommand(context, globals),
  clusters,
  nodePoolsCommand(context),
  kubeconfigCommand(context),
  ordersCommand(context),
  invoicesCommand(context),
  usageCommand(context),
  completionCommand(program),
]) {
  program.addCommand(command);
}
// Every command, nested ones included, ends through report() with the documented exit codes.
const overrideExits = (command: Command): void => {
  command.exitOverride();
  command.commands.forEach(overrideExits);
};
program.commands.forEach(overrideExits);

try {
  const args = process.argv.slice(2);
  if (asksForVersion(args))
    await printVersion(outputBeforeCommand(args), () => apiUrl(optionBeforeCommand(args, ['--api-url'])));
  else await program.parseAsync(process.argv);
} catch (error) {
  process.exitCode = report(error);
}

/** The value of a global option given before the command (`-o json --version`). */
function optionBeforeCommand(args: string[], names: string[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const inline = names
      .map((name) => (arg.startsWith(`${name}=`) ? arg.slice(name.length + 1) : undefined))
      .find((v) => v !== undefined);
    if (inline !== undefined) return inline;
    if (names.includes(arg)) return args[i + 1];
  }
  return undefined;
}

function outputBeforeCommand(args: string[]): OutputFormat {
  const value = optionBeforeCommand(args, ['-o', '--output']);
  return OUTPUT_FORMATS.find((f) => f === value) ?? 'table';
}

/** Tells what went wrong on stderr (JSON in JSON mode) and answers the exit code. */
function report(error: unknown): number {
  if (error instanceof CommanderError) {
    // Asked-for help ends "with an error" in commander's terms, exit code 0: a success here. Help
    // shown because the command line was incomplete, and every other complaint, is a usage error.
    return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
  }
  const failure =
    error instanceof CliError
      ? error
      : new CliError((error as Error).message ?? String(error), EXIT.error, { code: 'internal' });
  const format = program.opts<{ output?: OutputFormat }>().output ?? 'table';
  const details = {
    error: { message: failure.message, code: failure.code, status: failure.status ?? null, exitCode: failure.exitCode },
  };
  if (format === 'json') process.stderr.write(`${JSON.stringify(details)}\n`);
  else if (format === 'yaml') writeYamlError(details);
  else process.stderr.write(`Error: ${failure.message}\n`);
  return failure.exitCode;
}

function writeYamlError(details: object): void {
  process.stderr.write(stringify(details));
}
