import { Command } from 'commander';
import { call, createApi } from '../api.ts';
import { printDetails } from '../output.ts';
import { apiUrl, saveLogin } from '../settings.ts';
import type { Context } from './context.ts';

/** `login --token <token>`: checks the token against the console and saves it for later commands. */
export function loginCommand(context: Context, globals: () => { apiUrl?: string }): Command {
  return new Command('login')
    .description('Check an API token and save it (with the API URL) for the next commands')
    .requiredOption('--token <token>', 'an API token (sk8s_…) from Settings → API tokens')
    .action(async (options: { token: string }) => {
      const url = await apiUrl(globals().apiUrl);
      const me = await call(createApi(url, options.token).GET('/api/user'));
      const file = await saveLogin(url, options.token);
      printDetails(context.output(), { apiUrl: url, user: me.username, organization: me.companyName, orgRole: me.orgRole, savedTo: file }, [
        ['Logged in as', `${me.name} (${me.username})`],
        ['Organization', `${me.companyName ?? '-'} (${me.orgRole})`],
        ['API', url],
        ['Saved to', file],
      ]);
    });
}
