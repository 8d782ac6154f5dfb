import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { displayNameSchema, newPasswordSchema, usernameSchema } from '../../shared/auth/auth.schemas.ts';
import { apiRequest } from '../lib/api/client.ts';
import { queryClient } from '../lib/query-client.ts';
import { Form, formMessage, useSchemaForm } from '../ui/form.tsx';
import { Alert } from '../ui/alert.tsx';
import { FormField } from '../ui/form-field.tsx';
import { NewPasswordFields } from '../ui/password-fields.tsx';
import { PendingButton } from '../ui/pending-button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { errorMessage } from '../lib/form-errors.ts';
import { withConfirmation } from '../lib/password-confirmation.ts';
import { FlowCard, FlowLink, FlowMessage } from './FlowCard.tsx';
import { useLinkToken } from './use-link-token.ts';
import { m } from '../../shared/i18n/messages.ts';
import { richMessage } from '../ui/rich-message.tsx';
import { accountFlowKeys } from './keys.ts';

const joinForm = withConfirmation(
  z.strictObject({
    username: usernameSchema,
    name: displayNameSchema(m.field_enter_your_name, 100),
    password: newPasswordSchema,
  }),
  'password',
);

type Preview = {
  organizationName: string;
  email: string;
  orgRole: string;
  invitedByName: string | null;
  expiresAt: string;
};

/** The invitation's role as the page names it: the role value itself in English. */
function roleLabel(role: string): string {
  switch (role) {
    case 'owner':
      return m.account_flows_role_owner();
    case 'member':
      return m.account_flows_role_member();
    case 'billing':
      return m.account_flows_role_billing();
    case 'viewer':
      return m.account_flows_role_viewer();
    default:
      return role;
  }
}

/** Island of /join: an invitee creates their account in the inviting organization, then is signed in. */
export function JoinOrganization() {
  const token = useLinkToken();
  const preview = useQuery(
    {
      queryKey: accountFlowKeys.invitationPreview(token),
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
      <FlowCard title={m.account_flows_join_title()}>
        <Spinner label={m.account_flows_checking_invitation()} align="start" />
      </FlowCard>
    );
  }
  if (token === null || preview.isError) {
    return (
      <FlowCard title={m.account_flows_invitation_invalid_title()}>
        <FlowMessage tone="error">
          <p>{token === null ? m.account_flows_link_incomplete_short() : errorMessage(preview.error)}</p>
          <p>{m.account_flows_invitation_validity()}</p>
        </FlowMessage>
        <FlowLink href="/auth">{m.account_flows_sign_in()}</FlowLink>
      </FlowCard>
    );
  }
  const invitation = preview.data;
  if (!invitation) return null;
  const inviter = invitation.invitedByName ?? undefined;
  return (
    <FlowCard title={m.account_flows_join_organization({ organization: invitation.organizationName })}>
      <p className="text-sm">
        {richMessage(
          (slot) =>
            inviter === undefined
              ? m.account_flows_invited_by_owner({ email: slot.email, role: slot.role })
              : m.account_flows_invited_by({ inviter, email: slot.email, role: slot.role }),
          { email: <strong>{invitation.email}</strong>, role: <strong>{roleLabel(invitation.orgRole)}</strong> },
        )}
      </p>
      <Form
        form={form}
        onSubmit={({ username, name, password }) => join.mutateAsync({ token, username, name, password })}
        className="grid gap-4"
      >
        <FormField control={form.control} name="username" label={m.account_flows_username()} autoComplete="username" />
        <FormField control={form.control} name="name" label={m.account_flows_your_name()} autoComplete="name" />
        <NewPasswordFields
          control={form.control}
          name="password"
          description={m.account_flows_password_description()}
        />
        <Alert>{formMessage(form)}</Alert>
        <PendingButton type="submit" pending={form.formState.isSubmitting}>
          {m.account_flows_join_submit()}
        </PendingButton>
      </Form>
    </FlowCard>
  );
}
