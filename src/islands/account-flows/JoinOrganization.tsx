import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { displayNameSchema, newPasswordSchema, usernameSchema } from '../../server/auth/auth.schemas.ts';
import { apiRequest } from '../lib/request.ts';
import { queryClient } from '../lib/query-client.ts';
import { Form, formMessage, useSchemaForm } from '../ui/form.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { FormField } from '../ui/form-field.tsx';
import { NewPasswordFields } from '../ui/password-fields.tsx';
import { PendingButton } from '../ui/pending-button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { errorMessage } from '../lib/form-errors.ts';
import { withConfirmation } from '../lib/password-confirmation.ts';
import { FlowCard, FlowLink, FlowMessage } from './FlowCard.tsx';
import { useLinkToken } from './use-link-token.ts';

const joinForm = withConfirmation(
  z.strictObject({ username: usernameSchema, name: displayNameSchema('your name', 100), password: newPasswordSchema }),
  'password',
);

type Preview = { organizationName: string; email: string; orgRole: string; invitedByName: string | null; expiresAt: string };

/** Island of /join: an invitee creates their account in the inviting organization, then is signed in. */
export function JoinOrganization() {
  const token = useLinkToken();
  const preview = useQuery(
    {
      queryKey: ['invitation-preview', token],
      queryFn: () => apiRequest<Preview>(`/api/invitations/preview?token=${encodeURIComponent(token ?? '')}`),
      enabled: typeof token === 'string',
      retry: false,
    },
    queryClient,
  );
  const form = useSchemaForm(joinForm, { username: '', name: '', password: '', confirmation: '' });
  const join = useMutation(
    {
      mutationFn: (body: { token: string; username: string; name: string; password: string }) =>
        apiRequest('/api/invitations/accept', { method: 'POST', body }),
      onSuccess: () => window.location.assign('/dashboard'),
    },
    queryClient,
  );

  if (token === undefined || (token && preview.isPending)) {
    return (
      <FlowCard title="Join an organization">
        <Spinner label="Checking the invitation" className="justify-start" />
      </FlowCard>
    );
  }
  if (token === null || preview.isError) {
    return (
      <FlowCard title="This invitation does not work">
        <FlowMessage tone="error">
          <p>{token === null ? 'This link is incomplete. Open the link from the e-mail again.' : errorMessage(preview.error)}</p>
          <p>Invitations are valid for 7 days and work once.</p>
        </FlowMessage>
        <FlowLink href="/auth">Sign in</FlowLink>
      </FlowCard>
    );
  }
  const invitation = preview.data;
  if (!invitation) return null;
  return (
    <FlowCard title={`Join ${invitation.organizationName}`}>
      <p className="text-sm">
        {invitation.invitedByName ?? 'An owner'} invited <strong>{invitation.email}</strong> with the role <strong>{invitation.orgRole}</strong>. Choose a username and a
        password to create your account.
      </p>
      <Form form={form} onSubmit={({ username, name, password }) => join.mutateAsync({ token, username, name, password })} className="grid gap-4">
        <FormField control={form.control} name="username" label="Username" autoComplete="username" />
        <FormField control={form.control} name="name" label="Your name" autoComplete="name" />
        <NewPasswordFields control={form.control} name="password" description="8 to 128 characters. A passphrase of a few unrelated words works well." />
        <FormAlert message={formMessage(form)} />
        <PendingButton type="submit" pending={form.formState.isSubmitting}>
          Create my account and join
        </PendingButton>
      </Form>
    </FlowCard>
  );
}
