/** Query keys of the account flows (links opened from e-mails). */
export const accountFlowKeys = {
  /** The invitation behind a join link. */
  invitationPreview: (token: string | null | undefined) => ['invitation-preview', token] as const,
};
