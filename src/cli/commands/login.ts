import { Command } from 'commander';
import { call, createApi } from '../api.ts';
import { CliError, EXIT } from '../exit-codes.ts';
import { printDetails } from '../output.ts';
import { readSecret } from '../prompt.ts';
import { apiUrl, saveLogin } from '../settings.ts';
import type { Context } from './context.ts';

/**
 * `login`: checks a token against the console and saves it for later commands. The token is
 * typed without echo at a terminal, read from a pipe, or (for scripts) given with --token.
 */
export function loginCommand(context: Context, globals: () => { apiUrl?: string }): Command {
  return new Command('login')
    .description(
      'Check an API token and save it (with the API URL) for the next commands; asks for it (hidden) or reads it from stdin without --token',
    )
    .option('--token <token>', 'an API token (sk8s_…) from Settings → API tokens')
    .action(async (options: { token?: string }) => {
      const token = options.token ?? (await readSecret('API token (sk8s_…, from Settings → API tokens): '));
      if (!token)
        throw new CliError('No token given: type it at the prompt, pipe it in, or pass --token.', EXIT.usage, {
          code: 'no_token',
        });
      const url = await apiUrl(globals().apiUrl);
      const me = await call(createApi(url, token).GET('/api/user'));
      const file = await saveLogin(url, token);
      printDetails(
        context.output(),
        { apiUrl: url, user: me.username, organization: me.companyName, orgRole: me.orgRole, savedTo: file },
        [
          ['Logged in as', `${me.name} (${me.username})`],
          ['Organization', `${me.companyName ?? '-'} (${me.orgRole})`],
          ['API', url],
          ['Saved to', file],
        ],
      );
    });
}
