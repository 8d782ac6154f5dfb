// Generated from the server's /api/openapi.json by `npm run cli:types` (openapi-typescript).
// Do not edit: test/cli/api-types.test.ts fails when this file differs from the running server's document.
/* eslint-disable */
export interface paths {
    "/api/admin/accounting/fec": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sales journal of every organization over a period, as the FEC (art. A47 A-1 LPF), or as CSV
         * @description Every invoice and credit note issued from `from` to `to` (YYYY-MM-DD, both included, UTC days, at most 366 days), one balanced entry each, and each payment, credit to the credits balance or refund on the day its money moved (its own entry, same PieceRef), and each credits balance paid back to a payment method (D 4191 / C 512, the ledger entry’s id as PieceRef). The 18 columns with their header, `|`-separated, dates YYYYMMDD, amounts in euros with a decimal comma; a document in USD or GBP is converted at the current rate (its own amount in Montantdevise/Idevise). Named `<SIREN>FEC<YYYYMMDD of the period end>.txt`. `format=csv`: the same rows as CSV with decimal points.
         */
        get: operations["getAdminAccountingFec"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Leads from the public forms, newest first, one page at a time */
        get: operations["getAdminLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/legal-archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The restricted archive of an erased organization: its invoices, credit notes and ledger entries
         * @description What the law keeps after an organization is closed and erased, each record with `retainUntil` (its issue date + 10 years, Code de commerce art. L123-22). Administrators only (404 for everyone else).
         */
        get: operations["getAdminLegalArchive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/legal-archive/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An archived invoice or credit note as its Factur-X PDF
         * @description application/pdf (PDF/A-3 with its EN 16931 XML), printed from the archived document. Administrators only (404 for everyone else); a ledger entry has no document (404).
         */
        get: operations["getAdminLegalArchiveByIdPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/newsletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Newsletter subscriptions: counts by state and the confirmed addresses */
        get: operations["getAdminNewsletter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/newsletter/issues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send one issue of the newsletter to every confirmed address
         * @description Each e-mail is queued with its own unsubscribe links (List-Unsubscribe, one-click). Answers how many were queued.
         */
        post: operations["postAdminNewsletterIssues"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Organizations, oldest first, with members, billing identity, plan, live clusters and paid spend (USD cents); search */
        get: operations["getAdminOrganizations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/organizations/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspend an organization: its members keep reading but cannot order or pay (403 organization_suspended) */
        post: operations["postAdminOrganizationsByIdSuspend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/organizations/{id}/unsuspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lift the suspension of an organization */
        post: operations["postAdminOrganizationsByIdUnsuspend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pending-registrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Registrations waiting for e-mail confirmation or a decision, oldest first */
        get: operations["getAdminPendingRegistrations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pending-registrations/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a registration: the account is created and the applicant e-mailed */
        post: operations["postAdminPendingRegistrationsByIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pending-registrations/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a registration with a reason the applicant receives by e-mail */
        post: operations["postAdminPendingRegistrationsByIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/promotion-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Promotion requests: pending first (oldest waiting first), then decided ones; filter by status and kind */
        get: operations["getAdminPromotionRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/promotion-requests/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a promotion request and apply it (the admin role by a super_admin only); the requester is notified and e-mailed */
        post: operations["postAdminPromotionRequestsByIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/promotion-requests/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a promotion request with a reason the requester receives (notification and e-mail) */
        post: operations["postAdminPromotionRequestsByIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Support tickets, newest first, one page at a time */
        get: operations["getAdminTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tickets/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer a ticket as support; the requester is e-mailed and the ticket waits for them */
        post: operations["postAdminTicketsByIdReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every user, oldest first: search by name, e-mail, username or company; filter by role, officers access, disabled, MFA, verified */
        get: operations["getAdminUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One user: organization, role, MFA, live sessions and last sign-in */
        get: operations["getAdminUsersById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disable a user: every session ends at once, open sockets close, their kubeconfigs are revoked; they are e-mailed */
        post: operations["postAdminUsersByIdDisable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enable a disabled user again; they are e-mailed */
        post: operations["postAdminUsersByIdEnable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/officers-access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Grant or remove officers access; never your own */
        put: operations["putAdminUsersByIdOfficersAccess"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/organization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Move a user to another organization: they keep their account, their sessions end */
        put: operations["putAdminUsersByIdOrganization"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/resend-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a new verification link to an unverified user */
        post: operations["postAdminUsersByIdResendVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/reset-mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove two-factor authentication from a user (lost device); they are e-mailed and notified */
        post: operations["postAdminUsersByIdResetMfa"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the role; admin and super_admin are granted and removed by a super_admin only; never your own */
        put: operations["putAdminUsersByIdRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alibaba-clusters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your organization’s live ACK test clusters */
        get: operations["getAlibabaClusters"];
        put?: never;
        /**
         * Create a ACK test cluster on the simulated driver
         * @description Runs the dry run first: 400 with every failing field. No order and never billed; at most 3 live test clusters per provider (409).
         */
        post: operations["postAlibabaClusters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alibaba-clusters/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a ACK test cluster
         * @description Answers 202 with the cluster `deleting`. Only test clusters of this provider: any other cluster is 404.
         */
        delete: operations["deleteAlibabaClustersById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alibaba-clusters/dry-run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a cluster spec against ACK’s limits and show the create requests
         * @description Nothing is created. `valid` false lists every failing field; true gives the exact requests our driver would send.
         */
        post: operations["postAlibabaClustersDryRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file to attach to a request (at most 10 MB)
         * @description The body is the file’s bytes; `name` its file name. Accepted: PDF, PNG, JPEG, text, CSV, Word and Excel files; the type is read from the content, and a file whose content does not match its name is refused (400 on `file`). Over 10 MB: 413.
         */
        post: operations["postAttachments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attachments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an attached file (its organization and officers only)
         * @description Always a download (`Content-Disposition: attachment`, `X-Content-Type-Options: nosniff`), with the type read from its content.
         */
        get: operations["getAttachmentsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a password-reset link (same answer whatever the address) */
        post: operations["postAuthForgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/magic-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a sign-in link valid 15 minutes (same answer whatever the address) */
        post: operations["postAuthMagicLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/magic-link/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with a magic link token */
        post: operations["postAuthMagicLinkVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-factor authentication off, with a fresh code or the password */
        post: operations["postAuthMfaDisable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm two-factor enrolment with a first code; returns ten single-use recovery codes, once */
        post: operations["postAuthMfaEnable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the recovery codes (the old ones stop working), after a fresh code */
        post: operations["postAuthMfaRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start two-factor enrolment: a secret and its QR code (active once a first code confirms it) */
        post: operations["postAuthMfaSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete a sign-in with a TOTP code or a recovery code */
        post: operations["postAuthMfaVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password; every other session is signed out */
        post: operations["postAuthPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reauthenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm it is you: the password again (or a two-factor code) makes this session recently authenticated for 10 minutes
         * @description Owner invitations and changes, token creation and two-factor changes answer 403 `reauthentication_required` when the session signed in more than 10 minutes ago. Wrong answers are slowed down like the other password checks (3 free, then 2 s doubling to 15 minutes per account); 5 in one session end it (401 `session_ended`).
         */
        post: operations["postAuthReauthenticate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/resend-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a new e-mail verification link (same answer whatever the address) */
        post: operations["postAuthResendVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password from a reset link; every session is signed out */
        post: operations["postAuthResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's sessions, most recent activity first */
        get: operations["getAuthSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign out one of your sessions (another user’s id is 404) */
        delete: operations["deleteAuthSessionsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sso/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the identity provider sends the member back: checks its answer, signs in and redirects (303) to the console
         * @description The code is exchanged with the PKCE verifier; the ID token must be signed by the provider, issued by the configured issuer for this client, unexpired, carry this sign-in’s nonce, and a verified e-mail of the organization’s domains. A browser is sent back to `/auth?ssoError=<code>` on a refusal; other clients get the JSON error (`sso_state_mismatch`, `sso_nonce_mismatch`, `sso_bad_signature`, `sso_token_expired`, `sso_wrong_issuer`, `sso_code_invalid`, `sso_email_unverified`, `sso_account_elsewhere`…).
         */
        get: operations["getAuthSsoCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sso/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start single sign-on: redirects (303) to the identity provider of the organization of the e-mail’s domain
         * @description Authorization code with PKCE (S256); state, nonce and code verifier are sealed in a cookie valid 10 minutes. A browser is sent back to `/auth?ssoError=<code>` when no organization signs in with SSO for that domain; other clients get 404 `sso_not_configured`.
         */
        get: operations["getAuthSsoStart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify an e-mail address (a new account, or the new address of an e-mail change) */
        post: operations["postAuthVerifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-registration-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the e-mail address of a registration that waits for approval */
        post: operations["postAuthVerifyRegistrationEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/aws-clusters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your organization’s live EKS test clusters */
        get: operations["getAwsClusters"];
        put?: never;
        /**
         * Create a EKS test cluster on the simulated driver
         * @description Runs the dry run first: 400 with every failing field. No order and never billed; at most 3 live test clusters per provider (409).
         */
        post: operations["postAwsClusters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/aws-clusters/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a EKS test cluster
         * @description Answers 202 with the cluster `deleting`. Only test clusters of this provider: any other cluster is 404.
         */
        delete: operations["deleteAwsClustersById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/aws-clusters/dry-run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a cluster spec against EKS’s limits and show the create requests
         * @description Nothing is created. `valid` false lists every failing field; true gives the exact requests our driver would send.
         */
        post: operations["postAwsClustersDryRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/azure-clusters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your organization’s live AKS test clusters */
        get: operations["getAzureClusters"];
        put?: never;
        /**
         * Create a AKS test cluster on the simulated driver
         * @description Runs the dry run first: 400 with every failing field. No order and never billed; at most 3 live test clusters per provider (409).
         */
        post: operations["postAzureClusters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/azure-clusters/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a AKS test cluster
         * @description Answers 202 with the cluster `deleting`. Only test clusters of this provider: any other cluster is 404.
         */
        delete: operations["deleteAzureClustersById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/azure-clusters/dry-run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a cluster spec against AKS’s limits and show the create requests
         * @description Nothing is created. `valid` false lists every failing field; true gives the exact requests our driver would send.
         */
        post: operations["postAzureClustersDryRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/budget": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The monthly budget and where spending stands against it */
        get: operations["getBillingBudget"];
        /**
         * Set the monthly budget (minor units of its currency)
         * @description A notification and an e-mail go to every member when spending so far, or the forecast to month end, crosses 50, 80 and 100%: once per threshold per month.
         */
        put: operations["putBillingBudget"];
        post?: never;
        /** Remove the monthly budget */
        delete: operations["deleteBillingBudget"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The credits ledger and balance
         * @description PARIS and refunds (settled on the order and the card) for the record; credit notes to the balance and credits applied to invoices make the balance. `amount` and `balance` are in the billing currency (`currency`), `amountUsdCents` and `balanceUsdCents` in US cents.
         */
        get: operations["getBillingCredits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/credits/payback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay the credits balance back to the default payment method
         * @description Sends what the credits balance holds beyond what due invoices still owe (VAT included, minor units of the billing currency) back to the default payment method, once: the balance drops by that amount at once, the statement shows it as a refund, and the owners are told by e-mail. A method that refuses it gives the money back to the balance. 409 `nothing_to_pay_back` when the balance holds nothing beyond what is due, 409 `no_payment_method` without a saved method.
         */
        post: operations["postBillingCreditsPayback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your organization’s invoices and credit notes, newest first
         * @description Filter with `kind` (`invoice`, `credit_note`). When more exist, `X-Next-Cursor` holds the next page’s `cursor`.
         */
        get: operations["getBillingInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One invoice or credit note (another organization’s is 404) */
        get: operations["getBillingInvoicesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/invoices/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay an unpaid usage invoice now with a saved payment method
         * @description For a usage invoice that is `due` or `failed`. Paying the invoice that suspended new orders lifts the suspension. A decline: 402 `card_declined`.
         */
        post: operations["postBillingInvoicesByIdPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/invoices/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The PDF of an invoice or credit note
         * @description application/pdf, as a download named after the invoice number.
         */
        get: operations["getBillingInvoicesByIdPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/invoices/{id}/xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The EN 16931 XML of an invoice or credit note
         * @description UN/CEFACT CII (D16B), profile EN 16931: the factur-x.xml its PDF carries, as a download (application/xml). Invoices issued before e-invoicing have none (404).
         */
        get: operations["getBillingInvoicesByIdXml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your organization’s saved cards and SEPA Direct Debit mandates */
        get: operations["getBillingPaymentMethods"];
        put?: never;
        /**
         * Save a card, or a SEPA Direct Debit mandate for an IBAN
         * @description Only the brand, last 4 digits, expiry and the provider’s token are stored, never the number or the CVC. IBANs are checked (ISO 13616 mod-97).
         */
        post: operations["postBillingPaymentMethods"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/payment-methods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a saved payment method */
        delete: operations["deleteBillingPaymentMethodsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/payment-methods/{id}/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a saved payment method the default */
        post: operations["postBillingPaymentMethodsByIdDefault"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The billing plans, and which one your organization is on
         * @description Changing plan is an order of kind `support`; it takes effect when paid.
         */
        get: operations["getBillingPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your organization’s billing profile (null until set) */
        get: operations["getBillingProfile"];
        /**
         * Set the legal name, address, country, VAT number and (French companies) SIREN printed on invoices
         * @description Required before the first payment. EU VAT numbers are checked against their country’s format (a French one against its key and the SIREN); a French company gives its SIREN (9 digits, Luhn-checked). VAT on the next orders, and on unpaid ones, follows the country and VAT number. Issued invoices keep the profile they were issued with.
         */
        put: operations["putBillingProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/spending-cap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The monthly spending cap and where the month stands against it
         * @description Amounts in minor units of the billing currency, before VAT. `spent` and `forecast` are the budget’s figures; `amount` is null without a cap.
         */
        get: operations["getBillingSpendingCap"];
        /**
         * Set or remove the monthly spending cap (minor units of the billing currency; null removes it)
         * @description A new order, a raise of a cluster or an autoscaled node that would bring this month’s spending (before VAT) past the cap is refused with 402 `spending_cap_reached` `{ cap, projected }`; renewals of what runs are not, and running clusters never stop.
         */
        put: operations["putBillingSpendingCap"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The statement of account over a period: opening, every document and movement of money, closing
         * @description From `from` to `to` (YYYY-MM-DD, both included, UTC days, at most 366 days), in the billing currency (`currency`, minor units): the position before the period (`opening`), each invoice, credit note, payment, refund and movement of the credits balance in date order (a document before its payment) with the position after it, and the position after the period (`closing`). `balance` is what the organization holds less what it owes: an invoice lowers it by its total, a credit note raises it, a payment raises it, a refund to the payment method lowers it; the credits balance paying an invoice or credited by a credit note moves `creditsBalance` only. At every point `balance` = `creditsBalance` − `due`. Descriptions are in the reader’s language. `format=csv`: the same lines as CSV (decimal points), the opening first and the closing last.
         */
        get: operations["getBillingStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The billing period at a glance: spent so far, forecast, overage, credits, next charge, plan, budget
         * @description Amounts in minor units of the organization’s billing currency (fixed by its first paid order; before it, `currency`, default EUR), before VAT. `monthToDate` and `forecast` are the budget’s figures: charged this month less credit notes, plus autoscaled overage; the forecast adds renewals due before month end and the last 7 days’ average overage.
         */
        get: operations["getBillingSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/support-subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your support plan’s subscription and its next charge
         * @description A paid support plan is charged in advance for its cycle and renewed at the end of each period. `subscription` is null on the free plan; `nextCharge` says what the next renewal charges (before credits, at today’s rate) and when. Changing plan is an order of kind `support`: a dearer plan is charged the prorated difference for the days left, a cheaper one (or Pay as you go) credits the unused difference to the credits balance.
         */
        get: operations["getBillingSupportSubscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The product catalog
         * @description Cluster tiers (in display order), providers, regions, Kubernetes versions, node sizes, add-ons, marketplace products and billing plans. Prices are USD in integer minor units: `…UsdCents` in cents, `…MicroUsd` in millionths of a dollar (hourly node prices and per-unit product prices, which are fractions of a cent).
         */
        get: operations["getCatalog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cluster-tiers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cluster tiers, in display order */
        get: operations["getClusterTiers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clusters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your organization’s clusters (not deleted), newest first, a page at a time
         * @description Each with its spec, status, phase and progress (0–100), endpoint and monthly list price in USD cents; the phase history is in `GET /api/clusters/{id}`. `limit` per page (default 50, at most 100); filter by `status`, `tierId`, `providerId` or a search `q` (name, region, version). When more exist, `X-Next-Cursor` holds the next page’s `cursor`.
         */
        get: operations["getClusters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clusters/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your organization’s clusters (another organization’s is 404) */
        get: operations["getClustersById"];
        put?: never;
        post?: never;
        /**
         * Delete a cluster: type its name to confirm
         * @description Answers 202 with the cluster `deleting`. Its kubeconfigs are revoked and its billing stops at once.
         */
        delete: operations["deleteClustersById"];
        options?: never;
        head?: never;
        /**
         * Change a running cluster: node pools, the next Kubernetes minor, removing add-ons
         * @description Answers 202 with the cluster `updating`; a cluster that is not running is 409 `cluster_busy` naming the field. Preview the cost first with `POST /api/clusters/{id}/preview`. A new minor upgrades the control plane, then replaces the nodes pool by pool, one at a time with a surge of one (a new node joins, an old one is cordoned, drained and removed): `upgrade` says where it stands. A raise is charged first from the default method (402 and nothing changed when it fails); when the bank asks for 3-D Secure, 202 with the cluster unchanged and `change: { status: "requires_action", challenge, amount, currency }`: the change applies once `POST /api/clusters/{id}/challenge` approves it, and never if it fails or expires.
         */
        patch: operations["patchClustersById"];
        trace?: never;
    };
    "/api/clusters/{id}/addons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A cluster’s add-ons: installed (version, state, since) and the catalog’s others, with why any cannot run on it
         * @description Installing is an order: `POST /api/orders` with kind `addon`.
         */
        get: operations["getClustersByIdAddons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clusters/{id}/addons/{addonId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Uninstall an add-on from a running cluster
         * @description Answers 202 with the add-on `uninstalling` and the cluster `updating`; it is no longer billed once removed. 409 while the cluster is not running.
         */
        delete: operations["deleteClustersByIdAddonsByAddonId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clusters/{id}/addons/{addonId}/upgrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upgrade an installed add-on to the newest catalog version
         * @description Answers 202 with the add-on `upgrading` and the cluster `updating`; 409 when it is already the newest or the cluster is busy.
         */
        post: operations["postClustersByIdAddonsByAddonIdUpgrade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clusters/{id}/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer the 3-D Secure check of a cluster change’s charge (the test provider’s approve or fail)
         * @description Approved: the change is charged and applies (202, the cluster `updating`, its invoice issued). Failed: 402 `authentication_failed`, nothing charged or changed. No change waiting for this challenge: 409.
         */
        post: operations["postClustersByIdChallenge"];
        /**
         * Cancel a cluster change waiting for 3-D Secure
         * @description The customer gives up the change instead of answering the bank: its payment is voided (it can no longer be approved), nothing is charged and the cluster stays as it is (200, the cluster); a new change can be made at once. No change waiting for 3-D Secure, or the bank already approved it: 409.
         */
        delete: operations["deleteClustersByIdChallenge"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clusters/{id}/compliance-pack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A cluster’s compliance pack (PDF) for GDPR, HDS and CISPE audits
         * @description application/pdf: data location and jurisdiction (with the sovereign flag), the provider’s certifications, who holds credentials and every kubeconfig issue, revocation and use, and administrative access (our operators’ actions, then your members’ changes). Another organization’s cluster is 404.
         */
        get: operations["getClustersByIdCompliancePack"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clusters/{id}/deletion-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What deleting a cluster would credit
         * @description Nothing changes. The unused days of the paid period as the credit note of a deletion now would carry them (at most what was paid for the period), VAT included; `billing` is null for a cluster that is not billed.
         */
        get: operations["getClustersByIdDeletionPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clusters/{id}/diagnostic-snapshot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Preview the diagnostic snapshot a ticket would share about this cluster (nothing is shared yet)
         * @description Spec, status, recent events, add-on versions and the credential inventory: no kubeconfig, token or other secret.
         */
        get: operations["getClustersByIdDiagnosticSnapshot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clusters/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A cluster’s event stream, newest first */
        get: operations["getClustersByIdEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clusters/{id}/footprint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A cluster’s estimated carbon footprint for a month
         * @description Estimated from the metered node-hours of the month (UTC; configured and autoscaled nodes, the hours not metered yet included): node-hours × each node size’s power draw × the provider’s PUE × the grid intensity of the region’s country / 1000, in integer grams CO2e rounded once for the month; `kgCo2e` is grams / 1000. `method` lists the factors used and the method page that names their public sources. `month` is YYYY-MM (the current month when absent; anything else is 400 with the field). Another organization’s cluster is 404.
         */
        get: operations["getClustersByIdFootprint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clusters/{id}/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A cluster’s component health: API server, etcd, scheduler, nodes ready
         * @description Rolled up as healthy, progressing, unhealthy or stopped. The provisioning timeline is the cluster’s `phases` and its events.
         */
        get: operations["getClustersByIdHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clusters/{id}/kubeconfigs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who holds credentials for this cluster (never a secret) */
        get: operations["getClustersByIdKubeconfigs"];
        put?: never;
        /**
         * Issue yourself a kubeconfig for this cluster (1 hour to 90 days)
         * @description Answers 201 `{ id, expiresAt, kubeconfig }`: the YAML is shown once; only a hash of its token is kept.
         */
        post: operations["postClustersByIdKubeconfigs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clusters/{id}/kubeconfigs/{kid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a kubeconfig (`all` revokes every active one of the cluster)
         * @description Takes effect at once: the Kubernetes API answers 401 to its token.
         */
        delete: operations["deleteClustersByIdKubeconfigsByKid"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clusters/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The cost of a change before it is made
         * @description The same body as PATCH; nothing changes. The monthly list price now and after, and the prorated difference to the end of the month.
         */
        post: operations["postClustersByIdPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clusters/{id}/residency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where a cluster’s data lives: its region, its backups, the console’s own region and the services it uses
         * @description The cluster’s region from the catalog (city, country, jurisdiction, sovereign) holds its volumes, snapshots, etcd, logs and metrics; `backups.region` is that same region when the Velero add-on is installed, and null when no backup is made. `console.region` holds accounts, orders, invoices, tickets and the audit log; `subprocessors` lists every service the console uses (e-mail delivery, payments, exchange rates) with its country and the personal data it receives. Another organization’s cluster is 404.
         */
        get: operations["getClustersByIdResidency"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clusters/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Retry a failed cluster operation from the phase that failed */
        post: operations["postClustersByIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clusters/{id}/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A cluster’s subscription: its paid period, the configuration paid for, renewals and credits
         * @description Charged in advance per period and renewed at its end; 404 for a cluster without one (a provider test cluster) and for another organization’s.
         */
        get: operations["getClustersByIdSubscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clusters/{id}/test-load": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Run a test load on a pool (pods requesting CPU; 0 replicas stops it): an autoscaled pool grows when its nodes cannot hold them */
        put: operations["putClustersByIdTestLoad"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clusters/{id}/upgrade-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check a Kubernetes upgrade before asking for it
         * @description Nothing changes. Each check (`version`, `operation`, `addon`, `deprecated-api`) is `ok`, `warning` or `blocking`; `allowed` is false when any is blocking: a downgrade, skipping a minor, a version the catalog does not offer, a change already running, an add-on with no version for the target. `PATCH /api/clusters/{id}` refuses the same upgrade.
         */
        get: operations["getClustersByIdUpgradeCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clusters/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many clusters your organization has (not deleted), in all and by state
         * @description For the dashboard and the clusters list: counted from the state index, no cluster is read.
         */
        get: operations["getClustersCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/custom-solutions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your organization’s custom-solution requests, newest first, with their status */
        get: operations["getCustomSolutions"];
        put?: never;
        /**
         * Ask for a tailored offer: workloads, regions, compliance needs, budget and files
         * @description Upload files first with `POST /api/attachments` and pass their ids. Opens a ticket our officers answer, and a lead for sales.
         */
        post: operations["postCustomSolutions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/custom-solutions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your organization’s custom-solution requests, with its status and replies */
        get: operations["getCustomSolutionsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/digitalocean-clusters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your organization’s live DOKS test clusters */
        get: operations["getDigitaloceanClusters"];
        put?: never;
        /**
         * Create a DOKS test cluster on the simulated driver
         * @description Runs the dry run first: 400 with every failing field. No order and never billed; at most 3 live test clusters per provider (409).
         */
        post: operations["postDigitaloceanClusters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/digitalocean-clusters/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a DOKS test cluster
         * @description Answers 202 with the cluster `deleting`. Only test clusters of this provider: any other cluster is 404.
         */
        delete: operations["deleteDigitaloceanClustersById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/digitalocean-clusters/dry-run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a cluster spec against DOKS’s limits and show the create requests
         * @description Nothing is created. `valid` false lists every failing field; true gives the exact requests our driver would send.
         */
        post: operations["postDigitaloceanClustersDryRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exchange-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exchange rates from USD to EUR and GBP
         * @description Fetched by the server from EXCHANGE_RATES_URL (an ECB-based service) and kept for an hour, so browsers never call a third party. When the source fails the last good value is served (source "cached"), or the built-in rates USD 1 / EUR 0.91 / GBP 0.78 (source "fallback").
         */
        get: operations["getExchangeRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gcp-clusters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your organization’s live GKE test clusters */
        get: operations["getGcpClusters"];
        put?: never;
        /**
         * Create a GKE test cluster on the simulated driver
         * @description Runs the dry run first: 400 with every failing field. No order and never billed; at most 3 live test clusters per provider (409).
         */
        post: operations["postGcpClusters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gcp-clusters/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a GKE test cluster
         * @description Answers 202 with the cluster `deleting`. Only test clusters of this provider: any other cluster is 404.
         */
        delete: operations["deleteGcpClustersById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gcp-clusters/dry-run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a cluster spec against GKE’s limits and show the create requests
         * @description Nothing is created. `valid` false lists every failing field; true gives the exact requests our driver would send.
         */
        post: operations["postGcpClustersDryRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness of the API and reachability of the store (503 when the store fails) */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/huawei-clusters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your organization’s live CCE test clusters */
        get: operations["getHuaweiClusters"];
        put?: never;
        /**
         * Create a CCE test cluster on the simulated driver
         * @description Runs the dry run first: 400 with every failing field. No order and never billed; at most 3 live test clusters per provider (409).
         */
        post: operations["postHuaweiClusters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/huawei-clusters/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a CCE test cluster
         * @description Answers 202 with the cluster `deleting`. Only test clusters of this provider: any other cluster is 404.
         */
        delete: operations["deleteHuaweiClustersById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/huawei-clusters/dry-run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a cluster spec against CCE’s limits and show the create requests
         * @description Nothing is created. `valid` false lists every failing field; true gives the exact requests our driver would send.
         */
        post: operations["postHuaweiClustersDryRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ibm-clusters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your organization’s live IKS test clusters */
        get: operations["getIbmClusters"];
        put?: never;
        /**
         * Create a IKS test cluster on the simulated driver
         * @description Runs the dry run first: 400 with every failing field. No order and never billed; at most 3 live test clusters per provider (409).
         */
        post: operations["postIbmClusters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ibm-clusters/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a IKS test cluster
         * @description Answers 202 with the cluster `deleting`. Only test clusters of this provider: any other cluster is 404.
         */
        delete: operations["deleteIbmClustersById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ibm-clusters/dry-run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a cluster spec against IKS’s limits and show the create requests
         * @description Nothing is created. `valid` false lists every failing field; true gives the exact requests our driver would send.
         */
        post: operations["postIbmClustersDryRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation: create your account in the organization with the invited role, and sign in
         * @description The e-mail is the invited address (verified by the link). The link works once; an address that has an account meanwhile is 409.
         */
        post: operations["postInvitationsAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What an invitation link invites to: the organization, the e-mail and the role (404 once used, revoked or expired) */
        get: operations["getInvitationsPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a contact, demo, sales, quote or migration request (the sender gets a confirmation e-mail)
         * @description The fields depend on `kind`. `website` is a honeypot that people leave empty. Limited to 5 requests an hour per e-mail address and 20 per client (429 with Retry-After).
         */
        post: operations["postLeads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a username (or e-mail) and password
         * @description Answers the user with a session cookie, or `{ mfaRequired, mfaToken }` for accounts with two-factor authentication.
         */
        post: operations["postLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: the session is revoked on the server and the cookie cleared */
        post: operations["postLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/marketplace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The marketplace: add-ons (with what they install) and products, featured first */
        get: operations["getMarketplace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe to the newsletter (double opt-in: a confirmation link is e-mailed; same answer always) */
        post: operations["postNewsletter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a newsletter subscription with the e-mailed token (single use, 7 days) */
        post: operations["postNewsletterConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/one-click": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Opening the one-click unsubscribe URL in a browser: the unsubscribe page, which asks first
         * @description Mail scanners open links: a GET changes nothing and answers 303 to /newsletter with the same token, where the reader confirms with a button.
         */
        get: operations["getNewsletterOneClick"];
        put?: never;
        /**
         * One-click unsubscribe from the newsletter (List-Unsubscribe-Post, RFC 8058)
         * @description What a mail client sends when its reader presses its own unsubscribe button: a POST with the form body `List-Unsubscribe=One-Click` to the URL of the e-mail. Answers 200 again for a link already used; 404 for a token no recent newsletter e-mail carried.
         */
        post: operations["postNewsletterOneClick"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unsubscribe from the newsletter with the token of a newsletter e-mail */
        post: operations["postNewsletterUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your notifications that are not in the trash, newest first
         * @description One page of at most `limit` (1–100, default 50). When more exist, the `X-Next-Cursor` header (and a `Link: <…>; rel="next"` header) holds the cursor of the next page; pass it back as `cursor`.
         */
        get: operations["getNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark one of your notifications read (another user’s id is 404)
         * @description No body. Answers the notification.
         */
        put: operations["putNotificationsByIdRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/trash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Move one of your notifications to the trash (another user’s id is 404)
         * @description No body. Answers the notification; it no longer appears in the list or the count.
         */
        put: operations["putNotificationsByIdTrash"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many of your notifications are unread (trashed ones excluded) */
        get: operations["getNotificationsCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/mark-all-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark all your notifications read
         * @description No body. Answers how many notifications changed.
         */
        post: operations["postNotificationsMarkAllRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/officers/check-access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the signed-in user has officers access (shows the Officers Panel) */
        get: operations["getOfficersCheckAccess"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/officers/custom-solutions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Officers: every organization’s custom-solution requests, newest first
         * @description Answers 404 to anyone without officers access, like the officers’ pages.
         */
        get: operations["getOfficersCustomSolutions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/officers/custom-solutions/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Officers: answer a custom-solution request (the customer sees it, and it waits for them)
         * @description Answers 404 to anyone without officers access, before the body is read.
         */
        post: operations["postOfficersCustomSolutionsByIdReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/officers/organizations/{organizationId}/contact-note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Officers: note a contact with an organization about its unpaid invoice */
        post: operations["postOfficersOrganizationsByOrganizationIdContactNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/officers/organizations/{organizationId}/lift-suspension": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Officers: let a suspended organization order again; its invoice stays unpaid and in the queue */
        post: operations["postOfficersOrganizationsByOrganizationIdLiftSuspension"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/officers/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Officers: month-end invoices whose collection failed, with retry state and suspended orders */
        get: operations["getOfficersPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/officers/payments/{invoiceId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Officers: try to collect a failed invoice now from the organization’s default payment method
         * @description The same collection the retry schedule makes; `outcome` says whether it was paid.
         */
        post: operations["postOfficersPaymentsByInvoiceIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/officers/payments/refunded-charges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Officers: charges refunded by reconciliation because no paid order held them, newest first
         * @description Payment reconciliation compares the provider’s succeeded charges with paid orders; a charge without one (a payment cut short by a crash, or stopped for taking too long) is refunded in full and listed here (at most 200).
         */
        get: operations["getOfficersPaymentsRefundedCharges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/officers/pending-registrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Officers: registrations waiting for e-mail confirmation or a decision, oldest first
         * @description The administrators’ queue (/api/admin/pending-registrations); officers decide too.
         */
        get: operations["getOfficersPendingRegistrations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/officers/pending-registrations/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Officers: approve a registration (the account is created and the applicant e-mailed) */
        post: operations["postOfficersPendingRegistrationsByIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/officers/pending-registrations/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Officers: reject a registration with a reason the applicant receives by e-mail */
        post: operations["postOfficersPendingRegistrationsByIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/officers/provisioning": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Officers: clusters of every organization whose operation failed, longest waiting first */
        get: operations["getOfficersProvisioning"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/officers/provisioning/{clusterId}/escalate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Officers: escalate a failed cluster with a note; the other officers are notified */
        post: operations["postOfficersProvisioningByClusterIdEscalate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/officers/provisioning/{clusterId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Officers: retry a failed cluster operation from the phase that failed (the customer’s retry) */
        post: operations["postOfficersProvisioningByClusterIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/officers/queues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Officers: every queue of the Officers Panel with its count and oldest waiting item
         * @description Answers 404 to anyone without officers access.
         */
        get: operations["getOfficersQueues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/officers/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Officers: the ticket queue, past-due tickets first, then by response due time
         * @description Tickets being worked, every organization’s and visitors’. Internal notes included. 404 without officers access.
         */
        get: operations["getOfficersTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/officers/tickets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Officers: one ticket with its consented snapshots, files and internal notes */
        get: operations["getOfficersTicketsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Officers: change a ticket’s state (`event`: acknowledge, resolve, close, reopen) and/or its priority
         * @description A transition that does not apply: 409. Recorded in the audit log.
         */
        patch: operations["patchOfficersTicketsById"];
        trace?: never;
    };
    "/api/officers/tickets/{id}/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Officers: take a ticket (assign it to yourself; an open ticket is acknowledged) */
        post: operations["postOfficersTicketsByIdClaim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/officers/tickets/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Officers: add an internal note (never shown to the customer) */
        post: operations["postOfficersTicketsByIdNotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/officers/tickets/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Officers: answer a ticket; the customer is e-mailed and notified, the ticket waits for them */
        post: operations["postOfficersTicketsByIdReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/officers/tickets/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Officers: how many tickets wait for support, since when, and how many are past due */
        get: operations["getOfficersTicketsSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your organization’s orders, newest first
         * @description Filter by `kind`, `status` or a search `q` (order number, what was bought). When more exist, `X-Next-Cursor` holds the next page’s `cursor`.
         */
        get: operations["getOrders"];
        put?: never;
        /**
         * Order a cluster, an add-on, a product or a support plan
         * @description The server prices everything (no client price is read) in `currency`, locking the exchange rate for 30 minutes. Answers 201 with the order, waiting for payment. Honours `Idempotency-Key`: a retry gets the first answer, also after a crash of the first (the key is stored with the order it created).
         */
        post: operations["postOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your organization’s orders, with its timeline (another organization’s is 404) */
        get: operations["getOrdersById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an order that is waiting for payment
         * @description Only `pending_payment` orders can be cancelled (409 otherwise). Nothing was charged.
         */
        post: operations["postOrdersByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer the 3-D Secure check of a payment (the test provider’s approve or fail)
         * @description Approved: the order is paid. Failed: 402 `authentication_failed`, nothing charged, the order stays `pending_payment`.
         */
        post: operations["postOrdersByIdChallenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay an order with a saved payment method or a card
         * @description `{ paymentMethodId }` or `{ card: { number, expMonth, expYear, cvc, name }, save? }`; an order whose total is 0 takes an empty body `{}` (any other order answers that with 400 on `paymentMethodId`). Answers the order (`paid`, then `fulfilling`), or `status: "requires_action"` with a 3-D Secure `challenge` to complete with `POST /api/orders/{id}/challenge`. A declined card is 402 (`card_declined`, `insufficient_funds`) and the order stays `pending_payment`. Concurrent or repeated calls charge once. Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds, 4000 0027 6000 3184 asks for 3-D Secure. With `Idempotency-Key`, a retry gets the first answer, also after a crash of the first: the same payment attempt continues, never a second charge.
         */
        post: operations["postOrdersByIdPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your organization’s activity log, newest first (owners and members)
         * @description Filters: `kind` (auth, order, payment, cluster, credential, member, billing), `actorId`, `from`/`to` (dates, inclusive); `cursor` is the previous page’s `nextCursor`.
         */
        get: operations["getOrganizationActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/activity.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your organization’s activity log as CSV, with the same filters (at most 10 000 rows) */
        get: operations["getOrganizationActivityCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your organization’s audit log for a period, to keep: JSON Lines or CSV, oldest first
         * @description Every security and money event (sign-ins, role changes, tokens, kubeconfigs, orders, payments, documents, cluster changes) with its actor, address, user agent and request id, and its links in the organization’s hash chain (`seq`, `prevHash`, `hash`: each hash is SHA-256 over the previous hash and the entry). `from` and `to` are dates (inclusive) or instants; without them, the whole log. At most 100 000 entries: a longer period answers 400 `export_too_large`. The same entries are streamed to `audit.event` webhooks as they are written.
         */
        get: operations["getOrganizationAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close your organization: subscriptions end with their period, then the data is erased (owners only)
         * @description Needs a session authenticated within 10 minutes (403 `reauthentication_required`; a token: 403 `token_not_allowed`) and `confirmName`, the organization’s exact name (400 `fields.confirmName`). Every subscription is cancelled at the end of its paid period; after the grace period (`ORGANIZATION_CLOSE_GRACE_DAYS`, 7 days by default) the clusters are deleted (the unused days of their period credited as for any deletion), personal data is erased and invoices, credit notes and ledger entries move to a restricted archive for 10 years. Until then an owner can reopen (`POST /api/organization/reopen`). Already closing: 409 `organization_closing`. Audited as `organization.closed`; each owner is e-mailed.
         */
        post: operations["postOrganizationClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/closure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether your organization is open or closing, and when its data will be erased
         * @description `state`: `open`, or `closing` with `closedAt` and `eraseAfter` (the end of the grace period, until which an owner can reopen).
         */
        get: operations["getOrganizationClosure"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization’s latest data export (its status, progress and link), or null (owners)
         * @description No API token may read it (403 `token_not_allowed`): its answer carries the download link.
         */
        get: operations["getOrganizationExport"];
        put?: never;
        /**
         * Export everything the console holds about the organization in one archive, built in the background (owners)
         * @description Answers 202 with the export’s id; follow it at `GET /api/organization/export/{id}`. When the archive is ready the owner gets an e-mail with a download link that expires (7 days by default). One export at a time per organization (409 `export_running`). Needs a session authenticated within 10 minutes (403 `reauthentication_required`; a token: 403 `token_not_allowed`). Recorded in the audit log (`organization.export_requested`).
         */
        post: operations["postOrganizationExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/export/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One data export of the organization: status, progress (0–100), expiry and download link (owners)
         * @description Status is queued, running, ready, failed or expired; `downloadUrl` and `expiresAt` come with ready. Another organization’s export answers 404. No API token may read it (403 `token_not_allowed`).
         */
        get: operations["getOrganizationExportById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/export/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an organization’s data export through the link e-mailed to its owner
         * @description The link’s token is the credential: no session is needed. application/gzip (a .tar.gz with `manifest.json`), as a download. A wrong token answers 404 `export_link_invalid`; an expired link 410 `export_link_expired` (the archive is deleted then). Recorded in the audit log (`organization.export_downloaded`).
         */
        get: operations["getOrganizationExportByIdDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Invitations to your organization, newest first, with their status */
        get: operations["getOrganizationInvitations"];
        put?: never;
        /**
         * Invite someone by e-mail with a role (a link valid 7 days, single use)
         * @description An address that already has an account is refused (409): an account belongs to one organization. Inviting an owner needs a session authenticated within 10 minutes (403 `reauthentication_required`; a token: 403 `token_not_allowed`), and a token never invites to a role that reaches beyond its scopes (403 `token_not_allowed`).
         */
        post: operations["postOrganizationInvitations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a pending invitation (its link stops working) */
        delete: operations["deleteOrganizationInvitationsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leave your organization: your account is deleted and you are signed out (the last owner cannot leave: 400) */
        post: operations["postOrganizationLeave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The members of your organization and their roles */
        get: operations["getOrganizationMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member: their account, sessions and cluster credentials end at once (the last owner cannot be removed: 400)
         * @description Removing an owner needs a session authenticated within 10 minutes (403 `reauthentication_required`; a token: 403 `token_not_allowed`).
         */
        delete: operations["deleteOrganizationMembersById"];
        options?: never;
        head?: never;
        /**
         * Change a member’s role (owners only; the last owner cannot be demoted: 400)
         * @description Making someone owner or changing an owner’s role needs a session authenticated within 10 minutes (403 `reauthentication_required`; a token: 403 `token_not_allowed`); a token never gives a role that reaches beyond its scopes (403 `token_not_allowed`).
         */
        patch: operations["patchOrganizationMembersById"];
        trace?: never;
    };
    "/api/organization/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reopen your organization during its grace period: nothing is erased (owners only)
         * @description Needs a session authenticated within 10 minutes (403 `reauthentication_required`; a token: 403 `token_not_allowed`). The erasure is called off and the subscriptions cancelled by the closing renew again. Not closing: 409 `organization_open`; grace period over: 409 `grace_period_over`. Audited as `organization.reopened`.
         */
        post: operations["postOrganizationReopen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/residency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where your organization’s data lives: every cluster’s region and backups, the console’s region and its services
         * @description One statement per cluster not deleted (its region and where its backups go), the distinct regions they use, the region of the console’s own storage (accounts, orders, invoices, tickets, audit log) and every service the console uses with its country and the personal data it receives.
         */
        get: operations["getOrganizationResidency"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/security": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization’s sign-in rules: whether every member must use two-factor authentication */
        get: operations["getOrganizationSecurity"];
        /**
         * Require two-factor authentication of every member, or stop requiring it (owners only)
         * @description Needs a session authenticated within 10 minutes (403 `reauthentication_required`; a token: 403 `token_not_allowed`). Turning it on is refused (400) to an owner without two-factor authentication. While it is on, a member without two-factor gets 403 `two_factor_required` on every change except setting it up, re-authenticating and signing out, and an API token answers 403 `two_factor_required` unless its holder has two-factor and made the token after turning it on. Each change is recorded in the audit log (`organization.two_factor_enforced`, `organization.two_factor_relaxed`).
         */
        put: operations["putOrganizationSecurity"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/sso": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization’s single sign-on (OpenID Connect) settings, or null; never the client secret */
        get: operations["getOrganizationSso"];
        /**
         * Set up or change single sign-on: issuer, client, e-mail domains, enforcement and roles (owners)
         * @description The issuer is checked at once through its discovery document (400 with `fields.issuer`). Each domain must be the domain of a verified e-mail address of an owner (400 `sso_domain_not_verified`) and held by no other organization (409 `sso_domain_taken`). The client secret is sealed at rest and never returned; leave it out to keep the stored one. `groupRoles` maps the ID token's `groups` to member, billing or viewer (never owner). Needs a session authenticated within 10 minutes (403 `reauthentication_required`; a token: 403 `token_not_allowed`).
         */
        put: operations["putOrganizationSso"];
        post?: never;
        /**
         * Remove single sign-on: its domains are released, members sign in with a password or link again
         * @description Needs a session authenticated within 10 minutes (403 `reauthentication_required`; a token: 403 `token_not_allowed`).
         */
        delete: operations["deleteOrganizationSso"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pricing/estimate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Estimate any mix of clusters, add-ons and products, monthly and yearly
         * @description Nothing is ordered. Priced by the same engine as orders, with your plan, VAT and PARIS if you may still use it: a one-cluster estimate equals its order.
         */
        post: operations["postPricingEstimate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pricing/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Price what you would order, as an order would be priced
         * @description The same body as `POST /api/orders`; nothing is stored. Lines, your plan discount, PARIS when your organization may use it, VAT from your billing profile, totals in USD cents and in the chosen currency (minor units) at the current rate.
         */
        post: operations["postPricingQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your organization’s product subscriptions, newest first */
        get: operations["getProductsSubscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One product subscription; its id is the id of the order that bought it
         * @description 404 until the order is paid and the product activated, and for another organization’s.
         */
        get: operations["getProductsSubscriptionsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/subscriptions/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a product at the end of its paid period (`atPeriodEnd: false` keeps it after all) */
        post: operations["postProductsSubscriptionsByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness for traffic: storage reachable, migrations current, job runner up, not shutting down (503 otherwise)
         * @description Load balancers check this one; /api/health only says the process is alive.
         */
        get: operations["getReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account and its organization, and sign in (202 when the registration waits for approval) */
        post: operations["postRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sidebar-counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The counts on the dashboard sidebar: clusters and orders of your organization */
        get: operations["getSidebarCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a support ticket as a visitor; its tracking code is returned and e-mailed
         * @description `website` is a honeypot that people leave empty. Limited to 5 tickets an hour per e-mail address and 20 per client.
         */
        post: operations["postSupportTickets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/tickets/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply to a ticket as its requester (reopens a ticket resolved less than 14 days ago) */
        post: operations["postSupportTicketsReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/tickets/track": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Follow a ticket with its tracking code and the requester’s e-mail address
         * @description An unknown code and a wrong address get the same 404. Failed look-ups are limited per client (429 with Retry-After). POST, so that neither value lands in a URL.
         */
        post: operations["postSupportTicketsTrack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your organization’s support tickets, newest first
         * @description Filter by `status`. When more exist, `X-Next-Cursor` holds the next page’s `cursor`.
         */
        get: operations["getTickets"];
        put?: never;
        /**
         * Open a ticket, optionally about a cluster or an order, with files and a consented cluster snapshot
         * @description Upload files first (`POST /api/attachments`) and pass their ids. `shareSnapshot: true` shares a diagnostic snapshot of `clusterId` (preview it with `GET /api/clusters/{id}/diagnostic-snapshot`); it can be revoked later. The response time of the organization’s plan starts.
         */
        post: operations["postTickets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of your organization’s tickets: conversation, files, shared snapshots, response-time clock
         * @description Another organization’s ticket answers 404, like one that does not exist.
         */
        get: operations["getTicketsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a ticket, with files and optionally a consented snapshot of its cluster
         * @description A resolved ticket reopens when answered within 14 days; after that, or once closed: 409 `ticket_closed`.
         */
        post: operations["postTicketsByIdMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/{id}/rating": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rate the answer (1–5 and a comment) once the ticket is resolved
         * @description Before resolution: 409 `not_resolved`.
         */
        post: operations["postTicketsByIdRating"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/{id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reopen a resolved ticket (within 14 days of its resolution)
         * @description Later, or once closed: 409 `ticket_closed`; a ticket that is not resolved: 409 `invalid_transition`.
         */
        post: operations["postTicketsByIdReopen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/{id}/snapshot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The diagnostic snapshots shared on a ticket, as support sees them (revoked ones without content) */
        get: operations["getTicketsByIdSnapshot"];
        put?: never;
        post?: never;
        /** Revoke consent: the shared snapshots (or only `snapshotId`) are deleted and support no longer sees them */
        delete: operations["deleteTicketsByIdSnapshot"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bring the tickets you opened as a visitor, with your verified e-mail address, into your organization */
        post: operations["postTicketsClaim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your API tokens, newest first (never their values), and the scopes your role may give a new one */
        get: operations["getTokens"];
        put?: never;
        /**
         * Create an API token: named, scoped within your role, at most a year; its value is shown once
         * @description Use it as `Authorization: Bearer <token>`. A scope beyond your role is a 400 (`scope_beyond_role`); the token is revoked at once if you leave the organization, your account is disabled or your role changes.
         */
        post: operations["postTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke one of your API tokens: its next request gets 401 token_revoked */
        delete: operations["deleteTokensById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Usage and its cost per cluster over a range, by hour, day or month
         * @description Metered from each cluster’s configuration history (never sampled), at list price, in the organization’s billing currency (the asked `currency` before its first paid order). Split into `advance` (charged in advance by its subscription) and `billable` (autoscaled nodes above the configured count, billed at month end; never negative). Each cluster’s points add up to its total; `format=csv` answers the same figures as a CSV download, with both parts per row. Each row carries `co2eGrams`, the cluster’s estimated emissions over the range’s UTC days (grams CO2e, rounded once per calendar month, as `GET /api/clusters/{id}/footprint`); `co2eGrams` at the top adds them up. More than 10 000 points, a reversed range or more than 400 days: 400 with the field.
         */
        get: operations["getUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/usage/footprint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization’s estimated carbon footprint per cluster and month
         * @description One line per cluster and calendar month (UTC) from `from` to `to` (YYYY-MM, both included; the current month when absent; at most 24 months): node-hours, energy (kWh, PUE included), integer grams CO2e rounded once per line, and the factors; then the total per month and in all (the lines added up). The same grams as `GET /api/clusters/{id}/footprint` and the `co2eGrams` of `/api/usage`. `format=csv` answers the lines as a CSV download. A malformed month or a reversed span: 400 with the field.
         */
        get: operations["getUsageFootprint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user (401 when signed out); with an API token, its holder */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change your e-mail: re-authenticate, then confirm from the new address */
        post: operations["postUserEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save display preferences (currency, billing cycle, theme, language) to the account */
        put: operations["putUserPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change your display name */
        patch: operations["patchUserProfile"];
        trace?: never;
    };
    "/api/user/promotion-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user’s promotion requests, newest first */
        get: operations["getUserPromotionRequests"];
        put?: never;
        /** Ask for the admin role or officers access, with a reason (one pending request at a time) */
        post: operations["postUserPromotionRequests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/version/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Running version and environment */
        get: operations["getVersionSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization’s webhook endpoints, newest first (never their secrets) */
        get: operations["getWebhooks"];
        put?: never;
        /**
         * Add a webhook endpoint for some events; its signing secret (whsec_…) is shown once
         * @description Deliveries are signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`), retried over 24 hours, and go to public https addresses only.
         */
        post: operations["postWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One webhook endpoint */
        get: operations["getWebhooksById"];
        put?: never;
        post?: never;
        /** Delete an endpoint and its delivery log */
        delete: operations["deleteWebhooksById"];
        options?: never;
        head?: never;
        /** Change an endpoint’s URL, events or description, or turn it off and on */
        patch: operations["patchWebhooksById"];
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The endpoint’s delivery log, newest first: each event with its attempts and the receiver’s answers */
        get: operations["getWebhooksByIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries/{deliveryId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivery again now (same webhook-id, fresh signature); the attempt lands in the log */
        post: operations["postWebhooksByIdDeliveriesByDeliveryIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the signing secret: the new one is shown once; the previous one keeps signing for the overlap (default 24 h)
         * @description During the overlap every delivery carries two signatures in `webhook-signature`, so the receiver can switch secrets without missing an event.
         */
        post: operations["postWebhooksByIdRotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a webhook.test event now (one attempt, no retries); its result lands in the delivery log */
        post: operations["postWebhooksByIdTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            code: string;
            fields?: {
                [key: string]: string;
            };
            message: string;
        };
    };
    responses: {
        /** @description The input is invalid: `fields` names each field and why (400). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The resource is not in a state that allows it (409). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Any other error, in the same shape. */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The caller's role or the token's scope does not allow it, or a recent sign-in is needed (403). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such resource, or not one the caller may see (404). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many requests: try again after the Retry-After header (429). */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not signed in, or the token is unknown, expired or revoked (401). */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAdminAccountingFec: {
        parameters: {
            query: {
                format?: "fec" | "csv";
                from: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getAdminLeads: {
        parameters: {
            query?: {
                cursor?: string;
                kind?: "contact" | "demo" | "sales" | "quote" | "migration" | "custom-solution";
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: ({
                            createdAt: string;
                            email: string;
                            id: string;
                            /** @enum {string} */
                            kind: "contact" | "demo" | "sales" | "quote" | "migration" | "custom-solution";
                            name: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getAdminLegalArchive: {
        parameters: {
            query: {
                organizationId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            archivedAt: string;
                            currency: string;
                            id: string;
                            issuedAt: string;
                            /** @enum {string} */
                            kind: "invoice" | "credit_note" | "credit_entry";
                            number: string | null;
                            organizationId: string;
                            recordId: string;
                            retainUntil: string;
                            total: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getAdminLegalArchiveByIdPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getAdminNewsletter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        confirmed: {
                            confirmedAt: string;
                            email: string;
                        }[];
                        counts: {
                            confirmed: number;
                            pending: number;
                            unsubscribed: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postAdminNewsletterIssues: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    paragraphs: string[];
                    subject: string;
                };
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recipients: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getAdminOrganizations: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            billedBeforeVat: {
                                amount: number;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP";
                            } | null;
                            billingCurrency: ("USD" | "EUR" | "GBP") | null;
                            billingProfile: {
                                city: string;
                                country: string;
                                legalName: string;
                                vatNumber: string | null;
                            } | null;
                            clusterCount: number;
                            companyId: string;
                            companyName: string;
                            createdAt: string;
                            id: string;
                            members: {
                                disabled: boolean;
                                email: string;
                                id: string;
                                name: string;
                                /** @enum {string} */
                                role: "user" | "admin" | "super_admin";
                                username: string;
                            }[];
                            plan: {
                                id: string;
                                name: string;
                            };
                            suspension: {
                                at: string;
                                reason: string;
                            } | null;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postAdminOrganizationsByIdSuspend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        billedBeforeVat: {
                            amount: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                        } | null;
                        billingCurrency: ("USD" | "EUR" | "GBP") | null;
                        billingProfile: {
                            city: string;
                            country: string;
                            legalName: string;
                            vatNumber: string | null;
                        } | null;
                        clusterCount: number;
                        companyId: string;
                        companyName: string;
                        createdAt: string;
                        id: string;
                        members: {
                            disabled: boolean;
                            email: string;
                            id: string;
                            name: string;
                            /** @enum {string} */
                            role: "user" | "admin" | "super_admin";
                            username: string;
                        }[];
                        plan: {
                            id: string;
                            name: string;
                        };
                        suspension: {
                            at: string;
                            reason: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postAdminOrganizationsByIdUnsuspend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        billedBeforeVat: {
                            amount: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                        } | null;
                        billingCurrency: ("USD" | "EUR" | "GBP") | null;
                        billingProfile: {
                            city: string;
                            country: string;
                            legalName: string;
                            vatNumber: string | null;
                        } | null;
                        clusterCount: number;
                        companyId: string;
                        companyName: string;
                        createdAt: string;
                        id: string;
                        members: {
                            disabled: boolean;
                            email: string;
                            id: string;
                            name: string;
                            /** @enum {string} */
                            role: "user" | "admin" | "super_admin";
                            username: string;
                        }[];
                        plan: {
                            id: string;
                            name: string;
                        };
                        suspension: {
                            at: string;
                            reason: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getAdminPendingRegistrations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyName: string;
                        createdAt: string;
                        email: string;
                        emailVerifiedAt: string | null;
                        id: string;
                        joinsExistingOrganization: boolean;
                        name: string;
                        /** @enum {string} */
                        status: "awaiting_email" | "awaiting_approval";
                        username: string;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postAdminPendingRegistrationsByIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "approved" | "rejected";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postAdminPendingRegistrationsByIdReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "approved" | "rejected";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getAdminPromotionRequests: {
        parameters: {
            query?: {
                kind?: "admin" | "officers_access";
                status?: "pending" | "approved" | "rejected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        decidedAt: string | null;
                        decidedBy: {
                            id: string;
                            name: string;
                        } | null;
                        decisionReason: string | null;
                        id: string;
                        /** @enum {string} */
                        kind: "admin" | "officers_access";
                        reason: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        user: {
                            companyName: string | null;
                            email: string;
                            id: string;
                            name: string;
                            officersAccess: boolean;
                            role: string;
                            username: string;
                        };
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postAdminPromotionRequestsByIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        decidedAt: string | null;
                        decidedBy: {
                            id: string;
                            name: string;
                        } | null;
                        decisionReason: string | null;
                        id: string;
                        /** @enum {string} */
                        kind: "admin" | "officers_access";
                        reason: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        user: {
                            companyName: string | null;
                            email: string;
                            id: string;
                            name: string;
                            officersAccess: boolean;
                            role: string;
                            username: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postAdminPromotionRequestsByIdReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        decidedAt: string | null;
                        decidedBy: {
                            id: string;
                            name: string;
                        } | null;
                        decisionReason: string | null;
                        id: string;
                        /** @enum {string} */
                        kind: "admin" | "officers_access";
                        reason: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        user: {
                            companyName: string | null;
                            email: string;
                            id: string;
                            name: string;
                            officersAccess: boolean;
                            role: string;
                            username: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getAdminTickets: {
        parameters: {
            query?: {
                category?: "technical" | "billing" | "general";
                cursor?: string;
                limit?: number;
                status?: "open" | "awaiting_support" | "awaiting_customer" | "resolved" | "closed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @enum {string} */
                            category: "technical" | "billing" | "general";
                            closedAt: string | null;
                            createdAt: string;
                            id: string;
                            messages: {
                                at: string;
                                /** @enum {string} */
                                author: "customer" | "support";
                                authorUserId: string | null;
                                body: string;
                                id: string;
                            }[];
                            organizationId: string | null;
                            /** @enum {string} */
                            priority: "low" | "normal" | "high" | "urgent";
                            requesterEmail: string;
                            requesterName: string;
                            resolvedAt: string | null;
                            /** @enum {string} */
                            status: "open" | "awaiting_support" | "awaiting_customer" | "resolved" | "closed";
                            subject: string;
                            trackingCode: string;
                            updatedAt: string;
                            userId: string | null;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postAdminTicketsByIdReply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        category: "technical" | "billing" | "general";
                        closedAt: string | null;
                        createdAt: string;
                        id: string;
                        messages: {
                            at: string;
                            /** @enum {string} */
                            author: "customer" | "support";
                            authorUserId: string | null;
                            body: string;
                            id: string;
                        }[];
                        organizationId: string | null;
                        /** @enum {string} */
                        priority: "low" | "normal" | "high" | "urgent";
                        requesterEmail: string;
                        requesterName: string;
                        resolvedAt: string | null;
                        /** @enum {string} */
                        status: "open" | "awaiting_support" | "awaiting_customer" | "resolved" | "closed";
                        subject: string;
                        trackingCode: string;
                        updatedAt: string;
                        userId: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getAdminUsers: {
        parameters: {
            query?: {
                cursor?: string;
                disabled?: "true" | "false";
                limit?: number;
                mfa?: "true" | "false";
                officersAccess?: "true" | "false";
                q?: string;
                role?: "user" | "admin" | "super_admin";
                verified?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            createdAt: string;
                            disabled: boolean;
                            email: string;
                            emailVerified: boolean;
                            id: string;
                            mfaEnabled: boolean;
                            name: string;
                            officersAccess: boolean;
                            organization: {
                                companyId: string;
                                companyName: string;
                                id: string;
                                suspended: boolean;
                            } | null;
                            /** @enum {string} */
                            role: "user" | "admin" | "super_admin";
                            username: string;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getAdminUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        disabled: boolean;
                        email: string;
                        emailVerified: boolean;
                        id: string;
                        lastSignInAt: string | null;
                        mfaEnabled: boolean;
                        name: string;
                        officersAccess: boolean;
                        organization: {
                            companyId: string;
                            companyName: string;
                            id: string;
                            suspended: boolean;
                        } | null;
                        /** @enum {string} */
                        role: "user" | "admin" | "super_admin";
                        sessions: {
                            createdAt: string;
                            device: string;
                            ip: string;
                            lastSeenAt: string;
                        }[];
                        username: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postAdminUsersByIdDisable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        disabled: boolean;
                        email: string;
                        emailVerified: boolean;
                        id: string;
                        mfaEnabled: boolean;
                        name: string;
                        officersAccess: boolean;
                        organization: {
                            companyId: string;
                            companyName: string;
                            id: string;
                            suspended: boolean;
                        } | null;
                        /** @enum {string} */
                        role: "user" | "admin" | "super_admin";
                        username: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postAdminUsersByIdEnable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        disabled: boolean;
                        email: string;
                        emailVerified: boolean;
                        id: string;
                        mfaEnabled: boolean;
                        name: string;
                        officersAccess: boolean;
                        organization: {
                            companyId: string;
                            companyName: string;
                            id: string;
                            suspended: boolean;
                        } | null;
                        /** @enum {string} */
                        role: "user" | "admin" | "super_admin";
                        username: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    putAdminUsersByIdOfficersAccess: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    officersAccess: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        disabled: boolean;
                        email: string;
                        emailVerified: boolean;
                        id: string;
                        mfaEnabled: boolean;
                        name: string;
                        officersAccess: boolean;
                        organization: {
                            companyId: string;
                            companyName: string;
                            id: string;
                            suspended: boolean;
                        } | null;
                        /** @enum {string} */
                        role: "user" | "admin" | "super_admin";
                        username: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    putAdminUsersByIdOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    organizationId: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        disabled: boolean;
                        email: string;
                        emailVerified: boolean;
                        id: string;
                        mfaEnabled: boolean;
                        name: string;
                        officersAccess: boolean;
                        organization: {
                            companyId: string;
                            companyName: string;
                            id: string;
                            suspended: boolean;
                        } | null;
                        /** @enum {string} */
                        role: "user" | "admin" | "super_admin";
                        username: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postAdminUsersByIdResendVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        disabled: boolean;
                        email: string;
                        emailVerified: boolean;
                        id: string;
                        mfaEnabled: boolean;
                        name: string;
                        officersAccess: boolean;
                        organization: {
                            companyId: string;
                            companyName: string;
                            id: string;
                            suspended: boolean;
                        } | null;
                        /** @enum {string} */
                        role: "user" | "admin" | "super_admin";
                        username: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postAdminUsersByIdResetMfa: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        disabled: boolean;
                        email: string;
                        emailVerified: boolean;
                        id: string;
                        mfaEnabled: boolean;
                        name: string;
                        officersAccess: boolean;
                        organization: {
                            companyId: string;
                            companyName: string;
                            id: string;
                            suspended: boolean;
                        } | null;
                        /** @enum {string} */
                        role: "user" | "admin" | "super_admin";
                        username: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    putAdminUsersByIdRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "user" | "admin" | "super_admin";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        disabled: boolean;
                        email: string;
                        emailVerified: boolean;
                        id: string;
                        mfaEnabled: boolean;
                        name: string;
                        officersAccess: boolean;
                        organization: {
                            companyId: string;
                            companyName: string;
                            id: string;
                            suspended: boolean;
                        } | null;
                        /** @enum {string} */
                        role: "user" | "admin" | "super_admin";
                        username: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getAlibabaClusters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addonIds: string[];
                        autoscaledNodes?: {
                            [key: string]: number;
                        };
                        autoscaleHold?: {
                            at: string;
                            cap: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            pools: string[];
                            projected: number;
                        } | null;
                        autoUpgrade?: boolean;
                        availablePatch: string | null;
                        createdAt: string;
                        deletedAt: string | null;
                        endpoint: string;
                        failure: {
                            at: string;
                            code: string;
                            /** @description True when the customer must change something before retrying */
                            customerAction: boolean;
                            phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                            reason: string;
                        } | null;
                        haControlPlane: boolean;
                        id: string;
                        kubernetesVersion: string;
                        maintenanceWindow?: {
                            /** @enum {string} */
                            day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                            durationHours: number;
                            startHourUtc: number;
                        };
                        monthlyUsdCents: number;
                        name: string;
                        nextMaintenanceAt: string;
                        nodePools: {
                            autoscale?: {
                                max: number;
                                min: number;
                            };
                            count: number;
                            labels?: {
                                [key: string]: string;
                            };
                            name: string;
                            nodeSizeId: string;
                            taints?: {
                                /** @enum {string} */
                                effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                key: string;
                                /** @default  */
                                value: string;
                            }[];
                        }[];
                        operation: ("create" | "update" | "delete") | null;
                        orderId: string | null;
                        patchVersion: string;
                        phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                        phases: {
                            expectedSeconds: number;
                            finishedAt: string | null;
                            /** @enum {string} */
                            phase: "network" | "control-plane" | "node-pools" | "addons" | "health-check";
                            progress: number;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "running" | "done" | "failed";
                        }[];
                        progress: number;
                        providerId: string;
                        /** @enum {string} */
                        purpose: "customer" | "provider-test";
                        regionId: string;
                        runningSince: string | null;
                        /** @enum {string} */
                        status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                        tierId: string;
                        updatedAt: string;
                        upgrade?: {
                            from: string;
                            pool: string | null;
                            replaced: number;
                            /** @enum {string} */
                            step: "control-plane" | "surge" | "drain" | "remove" | "done";
                            to: string;
                            total: number;
                        } | null;
                        versionLifecycle: {
                            daysLeft: number;
                            endOfSupport: string;
                            /** @enum {string} */
                            status: "supported" | "ending-soon" | "ended";
                        };
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postAlibabaClusters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    addonIds: string[];
                    autoUpgrade?: boolean;
                    haControlPlane: boolean;
                    kubernetesVersion: string;
                    maintenanceWindow?: {
                        /** @enum {string} */
                        day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                        durationHours: number;
                        startHourUtc: number;
                    };
                    name: string;
                    nodePools: {
                        autoscale?: {
                            max: number;
                            min: number;
                        };
                        count: number;
                        labels?: {
                            [key: string]: string;
                        };
                        name: string;
                        nodeSizeId: string;
                        taints?: {
                            /** @enum {string} */
                            effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                            key: string;
                            /** @default  */
                            value?: string;
                        }[];
                    }[];
                    providerId: string;
                    regionId: string;
                    tierId: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addonIds: string[];
                        autoscaledNodes?: {
                            [key: string]: number;
                        };
                        autoscaleHold?: {
                            at: string;
                            cap: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            pools: string[];
                            projected: number;
                        } | null;
                        autoUpgrade?: boolean;
                        availablePatch: string | null;
                        createdAt: string;
                        deletedAt: string | null;
                        endpoint: string;
                        failure: {
                            at: string;
                            code: string;
                            /** @description True when the customer must change something before retrying */
                            customerAction: boolean;
                            phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                            reason: string;
                        } | null;
                        haControlPlane: boolean;
                        id: string;
                        kubernetesVersion: string;
                        maintenanceWindow?: {
                            /** @enum {string} */
                            day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                            durationHours: number;
                            startHourUtc: number;
                        };
                        monthlyUsdCents: number;
                        name: string;
                        nextMaintenanceAt: string;
                        nodePools: {
                            autoscale?: {
                                max: number;
                                min: number;
                            };
                            count: number;
                            labels?: {
                                [key: string]: string;
                            };
                            name: string;
                            nodeSizeId: string;
                            taints?: {
                                /** @enum {string} */
                                effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                key: string;
                                /** @default  */
                                value: string;
                            }[];
                        }[];
                        operation: ("create" | "update" | "delete") | null;
                        orderId: string | null;
                        patchVersion: string;
                        phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                        phases: {
                            expectedSeconds: number;
                            finishedAt: string | null;
                            /** @enum {string} */
                            phase: "network" | "control-plane" | "node-pools" | "addons" | "health-check";
                            progress: number;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "running" | "done" | "failed";
                        }[];
                        progress: number;
                        providerId: string;
                        /** @enum {string} */
                        purpose: "customer" | "provider-test";
                        regionId: string;
                        runningSince: string | null;
                        /** @enum {string} */
                        status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                        tierId: string;
                        updatedAt: string;
                        upgrade?: {
                            from: string;
                            pool: string | null;
                            replaced: number;
                            /** @enum {string} */
                            step: "control-plane" | "surge" | "drain" | "remove" | "done";
                            to: string;
                            total: number;
                        } | null;
                        versionLifecycle: {
                            daysLeft: number;
                            endOfSupport: string;
                            /** @enum {string} */
                            status: "supported" | "ending-soon" | "ended";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    deleteAlibabaClustersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addonIds: string[];
                        autoscaledNodes?: {
                            [key: string]: number;
                        };
                        autoscaleHold?: {
                            at: string;
                            cap: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            pools: string[];
                            projected: number;
                        } | null;
                        autoUpgrade?: boolean;
                        availablePatch: string | null;
                        createdAt: string;
                        deletedAt: string | null;
                        endpoint: string;
                        failure: {
                            at: string;
                            code: string;
                            /** @description True when the customer must change something before retrying */
                            customerAction: boolean;
                            phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                            reason: string;
                        } | null;
                        haControlPlane: boolean;
                        id: string;
                        kubernetesVersion: string;
                        maintenanceWindow?: {
                            /** @enum {string} */
                            day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                            durationHours: number;
                            startHourUtc: number;
                        };
                        monthlyUsdCents: number;
                        name: string;
                        nextMaintenanceAt: string;
                        nodePools: {
                            autoscale?: {
                                max: number;
                                min: number;
                            };
                            count: number;
                            labels?: {
                                [key: string]: string;
                            };
                            name: string;
                            nodeSizeId: string;
                            taints?: {
                                /** @enum {string} */
                                effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                key: string;
                                /** @default  */
                                value: string;
                            }[];
                        }[];
                        operation: ("create" | "update" | "delete") | null;
                        orderId: string | null;
                        patchVersion: string;
                        phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                        phases: {
                            expectedSeconds: number;
                            finishedAt: string | null;
                            /** @enum {string} */
                            phase: "network" | "control-plane" | "node-pools" | "addons" | "health-check";
                            progress: number;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "running" | "done" | "failed";
                        }[];
                        progress: number;
                        providerId: string;
                        /** @enum {string} */
                        purpose: "customer" | "provider-test";
                        regionId: string;
                        runningSince: string | null;
                        /** @enum {string} */
                        status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                        tierId: string;
                        updatedAt: string;
                        upgrade?: {
                            from: string;
                            pool: string | null;
                            replaced: number;
                            /** @enum {string} */
                            step: "control-plane" | "surge" | "drain" | "remove" | "done";
                            to: string;
                            total: number;
                        } | null;
                        versionLifecycle: {
                            daysLeft: number;
                            endOfSupport: string;
                            /** @enum {string} */
                            status: "supported" | "ending-soon" | "ended";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postAlibabaClustersDryRun: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    addonIds: string[];
                    autoUpgrade?: boolean;
                    haControlPlane: boolean;
                    kubernetesVersion: string;
                    maintenanceWindow?: {
                        /** @enum {string} */
                        day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                        durationHours: number;
                        startHourUtc: number;
                    };
                    name: string;
                    nodePools: {
                        autoscale?: {
                            max: number;
                            min: number;
                        };
                        count: number;
                        labels?: {
                            [key: string]: string;
                        };
                        name: string;
                        nodeSizeId: string;
                        taints?: {
                            /** @enum {string} */
                            effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                            key: string;
                            /** @default  */
                            value?: string;
                        }[];
                    }[];
                    providerId: string;
                    regionId: string;
                    tierId: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        problems: {
                            [key: string]: string;
                        };
                        requests: {
                            body: unknown;
                            description: string;
                            /** @enum {string} */
                            method: "GET" | "POST" | "PUT" | "PATCH";
                            url: string;
                        }[];
                        valid: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postAttachments: {
        parameters: {
            query: {
                name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contentType: string;
                        createdAt: string;
                        id: string;
                        name: string;
                        size: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getAttachmentsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postAuthForgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postAuthMagicLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postAuthMagicLinkVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyId: string | null;
                        companyName: string | null;
                        email: string;
                        emailVerified: boolean;
                        id: string;
                        mfaEnabled: boolean;
                        name: string;
                        officersAccess: boolean;
                        /** @enum {string} */
                        orgRole: "owner" | "member" | "billing" | "viewer";
                        preferences: {
                            /** @enum {string} */
                            billingCycle: "monthly" | "yearly";
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            /** @enum {string} */
                            language?: "en" | "fr";
                            /** @enum {string} */
                            theme: "light" | "dark" | "system";
                        };
                        /** @enum {string} */
                        role: "user" | "admin" | "super_admin";
                        twoFactorSetupRequired?: boolean;
                        username: string;
                    } | {
                        /** @constant */
                        mfaRequired: true;
                        mfaToken: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postAuthMfaDisable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                } | {
                    password: string;
                };
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postAuthMfaEnable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recoveryCodes: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postAuthMfaRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recoveryCodes: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postAuthMfaSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        otpauthUrl: string;
                        qrSvg: string;
                        secret: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postAuthMfaVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    mfaToken: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyId: string | null;
                        companyName: string | null;
                        email: string;
                        emailVerified: boolean;
                        id: string;
                        mfaEnabled: boolean;
                        name: string;
                        officersAccess: boolean;
                        /** @enum {string} */
                        orgRole: "owner" | "member" | "billing" | "viewer";
                        preferences: {
                            /** @enum {string} */
                            billingCycle: "monthly" | "yearly";
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            /** @enum {string} */
                            language?: "en" | "fr";
                            /** @enum {string} */
                            theme: "light" | "dark" | "system";
                        };
                        /** @enum {string} */
                        role: "user" | "admin" | "super_admin";
                        twoFactorSetupRequired?: boolean;
                        username: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postAuthPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postAuthReauthenticate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                } | {
                    code: string;
                };
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postAuthResendVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postAuthResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getAuthSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        current: boolean;
                        device: string;
                        id: string;
                        ip: string;
                        lastSeenAt: string;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    deleteAuthSessionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getAuthSsoCallback: {
        parameters: {
            query?: {
                code?: string;
                error?: string;
                state?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getAuthSsoStart: {
        parameters: {
            query: {
                email: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postAuthVerifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postAuthVerifyRegistrationEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getAwsClusters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addonIds: string[];
                        autoscaledNodes?: {
                            [key: string]: number;
                        };
                        autoscaleHold?: {
                            at: string;
                            cap: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            pools: string[];
                            projected: number;
                        } | null;
                        autoUpgrade?: boolean;
                        availablePatch: string | null;
                        createdAt: string;
                        deletedAt: string | null;
                        endpoint: string;
                        failure: {
                            at: string;
                            code: string;
                            /** @description True when the customer must change something before retrying */
                            customerAction: boolean;
                            phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                            reason: string;
                        } | null;
                        haControlPlane: boolean;
                        id: string;
                        kubernetesVersion: string;
                        maintenanceWindow?: {
                            /** @enum {string} */
                            day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                            durationHours: number;
                            startHourUtc: number;
                        };
                        monthlyUsdCents: number;
                        name: string;
                        nextMaintenanceAt: string;
                        nodePools: {
                            autoscale?: {
                                max: number;
                                min: number;
                            };
                            count: number;
                            labels?: {
                                [key: string]: string;
                            };
                            name: string;
                            nodeSizeId: string;
                            taints?: {
                                /** @enum {string} */
                                effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                key: string;
                                /** @default  */
                                value: string;
                            }[];
                        }[];
                        operation: ("create" | "update" | "delete") | null;
                        orderId: string | null;
                        patchVersion: string;
                        phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                        phases: {
                            expectedSeconds: number;
                            finishedAt: string | null;
                            /** @enum {string} */
                            phase: "network" | "control-plane" | "node-pools" | "addons" | "health-check";
                            progress: number;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "running" | "done" | "failed";
                        }[];
                        progress: number;
                        providerId: string;
                        /** @enum {string} */
                        purpose: "customer" | "provider-test";
                        regionId: string;
                        runningSince: string | null;
                        /** @enum {string} */
                        status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                        tierId: string;
                        updatedAt: string;
                        upgrade?: {
                            from: string;
                            pool: string | null;
                            replaced: number;
                            /** @enum {string} */
                            step: "control-plane" | "surge" | "drain" | "remove" | "done";
                            to: string;
                            total: number;
                        } | null;
                        versionLifecycle: {
                            daysLeft: number;
                            endOfSupport: string;
                            /** @enum {string} */
                            status: "supported" | "ending-soon" | "ended";
                        };
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postAwsClusters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    addonIds: string[];
                    autoUpgrade?: boolean;
                    haControlPlane: boolean;
                    kubernetesVersion: string;
                    maintenanceWindow?: {
                        /** @enum {string} */
                        day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                        durationHours: number;
                        startHourUtc: number;
                    };
                    name: string;
                    nodePools: {
                        autoscale?: {
                            max: number;
                            min: number;
                        };
                        count: number;
                        labels?: {
                            [key: string]: string;
                        };
                        name: string;
                        nodeSizeId: string;
                        taints?: {
                            /** @enum {string} */
                            effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                            key: string;
                            /** @default  */
                            value?: string;
                        }[];
                    }[];
                    providerId: string;
                    regionId: string;
                    tierId: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addonIds: string[];
                        autoscaledNodes?: {
                            [key: string]: number;
                        };
                        autoscaleHold?: {
                            at: string;
                            cap: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            pools: string[];
                            projected: number;
                        } | null;
                        autoUpgrade?: boolean;
                        availablePatch: string | null;
                        createdAt: string;
                        deletedAt: string | null;
                        endpoint: string;
                        failure: {
                            at: string;
                            code: string;
                            /** @description True when the customer must change something before retrying */
                            customerAction: boolean;
                            phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                            reason: string;
                        } | null;
                        haControlPlane: boolean;
                        id: string;
                        kubernetesVersion: string;
                        maintenanceWindow?: {
                            /** @enum {string} */
                            day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                            durationHours: number;
                            startHourUtc: number;
                        };
                        monthlyUsdCents: number;
                        name: string;
                        nextMaintenanceAt: string;
                        nodePools: {
                            autoscale?: {
                                max: number;
                                min: number;
                            };
                            count: number;
                            labels?: {
                                [key: string]: string;
                            };
                            name: string;
                            nodeSizeId: string;
                            taints?: {
                                /** @enum {string} */
                                effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                key: string;
                                /** @default  */
                                value: string;
                            }[];
                        }[];
                        operation: ("create" | "update" | "delete") | null;
                        orderId: string | null;
                        patchVersion: string;
                        phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                        phases: {
                            expectedSeconds: number;
                            finishedAt: string | null;
                            /** @enum {string} */
                            phase: "network" | "control-plane" | "node-pools" | "addons" | "health-check";
                            progress: number;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "running" | "done" | "failed";
                        }[];
                        progress: number;
                        providerId: string;
                        /** @enum {string} */
                        purpose: "customer" | "provider-test";
                        regionId: string;
                        runningSince: string | null;
                        /** @enum {string} */
                        status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                        tierId: string;
                        updatedAt: string;
                        upgrade?: {
                            from: string;
                            pool: string | null;
                            replaced: number;
                            /** @enum {string} */
                            step: "control-plane" | "surge" | "drain" | "remove" | "done";
                            to: string;
                            total: number;
                        } | null;
                        versionLifecycle: {
                            daysLeft: number;
                            endOfSupport: string;
                            /** @enum {string} */
                            status: "supported" | "ending-soon" | "ended";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    deleteAwsClustersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addonIds: string[];
                        autoscaledNodes?: {
                            [key: string]: number;
                        };
                        autoscaleHold?: {
                            at: string;
                            cap: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            pools: string[];
                            projected: number;
                        } | null;
                        autoUpgrade?: boolean;
                        availablePatch: string | null;
                        createdAt: string;
                        deletedAt: string | null;
                        endpoint: string;
                        failure: {
                            at: string;
                            code: string;
                            /** @description True when the customer must change something before retrying */
                            customerAction: boolean;
                            phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                            reason: string;
                        } | null;
                        haControlPlane: boolean;
                        id: string;
                        kubernetesVersion: string;
                        maintenanceWindow?: {
                            /** @enum {string} */
                            day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                            durationHours: number;
                            startHourUtc: number;
                        };
                        monthlyUsdCents: number;
                        name: string;
                        nextMaintenanceAt: string;
                        nodePools: {
                            autoscale?: {
                                max: number;
                                min: number;
                            };
                            count: number;
                            labels?: {
                                [key: string]: string;
                            };
                            name: string;
                            nodeSizeId: string;
                            taints?: {
                                /** @enum {string} */
                                effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                key: string;
                                /** @default  */
                                value: string;
                            }[];
                        }[];
                        operation: ("create" | "update" | "delete") | null;
                        orderId: string | null;
                        patchVersion: string;
                        phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                        phases: {
                            expectedSeconds: number;
                            finishedAt: string | null;
                            /** @enum {string} */
                            phase: "network" | "control-plane" | "node-pools" | "addons" | "health-check";
                            progress: number;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "running" | "done" | "failed";
                        }[];
                        progress: number;
                        providerId: string;
                        /** @enum {string} */
                        purpose: "customer" | "provider-test";
                        regionId: string;
                        runningSince: string | null;
                        /** @enum {string} */
                        status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                        tierId: string;
                        updatedAt: string;
                        upgrade?: {
                            from: string;
                            pool: string | null;
                            replaced: number;
                            /** @enum {string} */
                            step: "control-plane" | "surge" | "drain" | "remove" | "done";
                            to: string;
                            total: number;
                        } | null;
                        versionLifecycle: {
                            daysLeft: number;
                            endOfSupport: string;
                            /** @enum {string} */
                            status: "supported" | "ending-soon" | "ended";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postAwsClustersDryRun: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    addonIds: string[];
                    autoUpgrade?: boolean;
                    haControlPlane: boolean;
                    kubernetesVersion: string;
                    maintenanceWindow?: {
                        /** @enum {string} */
                        day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                        durationHours: number;
                        startHourUtc: number;
                    };
                    name: string;
                    nodePools: {
                        autoscale?: {
                            max: number;
                            min: number;
                        };
                        count: number;
                        labels?: {
                            [key: string]: string;
                        };
                        name: string;
                        nodeSizeId: string;
                        taints?: {
                            /** @enum {string} */
                            effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                            key: string;
                            /** @default  */
                            value?: string;
                        }[];
                    }[];
                    providerId: string;
                    regionId: string;
                    tierId: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        problems: {
                            [key: string]: string;
                        };
                        requests: {
                            body: unknown;
                            description: string;
                            /** @enum {string} */
                            method: "GET" | "POST" | "PUT" | "PATCH";
                            url: string;
                        }[];
                        valid: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getAzureClusters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addonIds: string[];
                        autoscaledNodes?: {
                            [key: string]: number;
                        };
                        autoscaleHold?: {
                            at: string;
                            cap: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            pools: string[];
                            projected: number;
                        } | null;
                        autoUpgrade?: boolean;
                        availablePatch: string | null;
                        createdAt: string;
                        deletedAt: string | null;
                        endpoint: string;
                        failure: {
                            at: string;
                            code: string;
                            /** @description True when the customer must change something before retrying */
                            customerAction: boolean;
                            phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                            reason: string;
                        } | null;
                        haControlPlane: boolean;
                        id: string;
                        kubernetesVersion: string;
                        maintenanceWindow?: {
                            /** @enum {string} */
                            day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                            durationHours: number;
                            startHourUtc: number;
                        };
                        monthlyUsdCents: number;
                        name: string;
                        nextMaintenanceAt: string;
                        nodePools: {
                            autoscale?: {
                                max: number;
                                min: number;
                            };
                            count: number;
                            labels?: {
                                [key: string]: string;
                            };
                            name: string;
                            nodeSizeId: string;
                            taints?: {
                                /** @enum {string} */
                                effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                key: string;
                                /** @default  */
                                value: string;
                            }[];
                        }[];
                        operation: ("create" | "update" | "delete") | null;
                        orderId: string | null;
                        patchVersion: string;
                        phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                        phases: {
                            expectedSeconds: number;
                            finishedAt: string | null;
                            /** @enum {string} */
                            phase: "network" | "control-plane" | "node-pools" | "addons" | "health-check";
                            progress: number;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "running" | "done" | "failed";
                        }[];
                        progress: number;
                        providerId: string;
                        /** @enum {string} */
                        purpose: "customer" | "provider-test";
                        regionId: string;
                        runningSince: string | null;
                        /** @enum {string} */
                        status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                        tierId: string;
                        updatedAt: string;
                        upgrade?: {
                            from: string;
                            pool: string | null;
                            replaced: number;
                            /** @enum {string} */
                            step: "control-plane" | "surge" | "drain" | "remove" | "done";
                            to: string;
                            total: number;
                        } | null;
                        versionLifecycle: {
                            daysLeft: number;
                            endOfSupport: string;
                            /** @enum {string} */
                            status: "supported" | "ending-soon" | "ended";
                        };
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postAzureClusters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    addonIds: string[];
                    autoUpgrade?: boolean;
                    haControlPlane: boolean;
                    kubernetesVersion: string;
                    maintenanceWindow?: {
                        /** @enum {string} */
                        day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                        durationHours: number;
                        startHourUtc: number;
                    };
                    name: string;
                    nodePools: {
                        autoscale?: {
                            max: number;
                            min: number;
                        };
                        count: number;
                        labels?: {
                            [key: string]: string;
                        };
                        name: string;
                        nodeSizeId: string;
                        taints?: {
                            /** @enum {string} */
                            effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                            key: string;
                            /** @default  */
                            value?: string;
                        }[];
                    }[];
                    providerId: string;
                    regionId: string;
                    tierId: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addonIds: string[];
                        autoscaledNodes?: {
                            [key: string]: number;
                        };
                        autoscaleHold?: {
                            at: string;
                            cap: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            pools: string[];
                            projected: number;
                        } | null;
                        autoUpgrade?: boolean;
                        availablePatch: string | null;
                        createdAt: string;
                        deletedAt: string | null;
                        endpoint: string;
                        failure: {
                            at: string;
                            code: string;
                            /** @description True when the customer must change something before retrying */
                            customerAction: boolean;
                            phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                            reason: string;
                        } | null;
                        haControlPlane: boolean;
                        id: string;
                        kubernetesVersion: string;
                        maintenanceWindow?: {
                            /** @enum {string} */
                            day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                            durationHours: number;
                            startHourUtc: number;
                        };
                        monthlyUsdCents: number;
                        name: string;
                        nextMaintenanceAt: string;
                        nodePools: {
                            autoscale?: {
                                max: number;
                                min: number;
                            };
                            count: number;
                            labels?: {
                                [key: string]: string;
                            };
                            name: string;
                            nodeSizeId: string;
                            taints?: {
                                /** @enum {string} */
                                effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                key: string;
                                /** @default  */
                                value: string;
                            }[];
                        }[];
                        operation: ("create" | "update" | "delete") | null;
                        orderId: string | null;
                        patchVersion: string;
                        phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                        phases: {
                            expectedSeconds: number;
                            finishedAt: string | null;
                            /** @enum {string} */
                            phase: "network" | "control-plane" | "node-pools" | "addons" | "health-check";
                            progress: number;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "running" | "done" | "failed";
                        }[];
                        progress: number;
                        providerId: string;
                        /** @enum {string} */
                        purpose: "customer" | "provider-test";
                        regionId: string;
                        runningSince: string | null;
                        /** @enum {string} */
                        status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                        tierId: string;
                        updatedAt: string;
                        upgrade?: {
                            from: string;
                            pool: string | null;
                            replaced: number;
                            /** @enum {string} */
                            step: "control-plane" | "surge" | "drain" | "remove" | "done";
                            to: string;
                            total: number;
                        } | null;
                        versionLifecycle: {
                            daysLeft: number;
                            endOfSupport: string;
                            /** @enum {string} */
                            status: "supported" | "ending-soon" | "ended";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    deleteAzureClustersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addonIds: string[];
                        autoscaledNodes?: {
                            [key: string]: number;
                        };
                        autoscaleHold?: {
                            at: string;
                            cap: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            pools: string[];
                            projected: number;
                        } | null;
                        autoUpgrade?: boolean;
                        availablePatch: string | null;
                        createdAt: string;
                        deletedAt: string | null;
                        endpoint: string;
                        failure: {
                            at: string;
                            code: string;
                            /** @description True when the customer must change something before retrying */
                            customerAction: boolean;
                            phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                            reason: string;
                        } | null;
                        haControlPlane: boolean;
                        id: string;
                        kubernetesVersion: string;
                        maintenanceWindow?: {
                            /** @enum {string} */
                            day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                            durationHours: number;
                            startHourUtc: number;
                        };
                        monthlyUsdCents: number;
                        name: string;
                        nextMaintenanceAt: string;
                        nodePools: {
                            autoscale?: {
                                max: number;
                                min: number;
                            };
                            count: number;
                            labels?: {
                                [key: string]: string;
                            };
                            name: string;
                            nodeSizeId: string;
                            taints?: {
                                /** @enum {string} */
                                effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                key: string;
                                /** @default  */
                                value: string;
                            }[];
                        }[];
                        operation: ("create" | "update" | "delete") | null;
                        orderId: string | null;
                        patchVersion: string;
                        phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                        phases: {
                            expectedSeconds: number;
                            finishedAt: string | null;
                            /** @enum {string} */
                            phase: "network" | "control-plane" | "node-pools" | "addons" | "health-check";
                            progress: number;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "running" | "done" | "failed";
                        }[];
                        progress: number;
                        providerId: string;
                        /** @enum {string} */
                        purpose: "customer" | "provider-test";
                        regionId: string;
                        runningSince: string | null;
                        /** @enum {string} */
                        status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                        tierId: string;
                        updatedAt: string;
                        upgrade?: {
                            from: string;
                            pool: string | null;
                            replaced: number;
                            /** @enum {string} */
                            step: "control-plane" | "surge" | "drain" | "remove" | "done";
                            to: string;
                            total: number;
                        } | null;
                        versionLifecycle: {
                            daysLeft: number;
                            endOfSupport: string;
                            /** @enum {string} */
                            status: "supported" | "ending-soon" | "ended";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postAzureClustersDryRun: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    addonIds: string[];
                    autoUpgrade?: boolean;
                    haControlPlane: boolean;
                    kubernetesVersion: string;
                    maintenanceWindow?: {
                        /** @enum {string} */
                        day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                        durationHours: number;
                        startHourUtc: number;
                    };
                    name: string;
                    nodePools: {
                        autoscale?: {
                            max: number;
                            min: number;
                        };
                        count: number;
                        labels?: {
                            [key: string]: string;
                        };
                        name: string;
                        nodeSizeId: string;
                        taints?: {
                            /** @enum {string} */
                            effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                            key: string;
                            /** @default  */
                            value?: string;
                        }[];
                    }[];
                    providerId: string;
                    regionId: string;
                    tierId: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        problems: {
                            [key: string]: string;
                        };
                        requests: {
                            body: unknown;
                            description: string;
                            /** @enum {string} */
                            method: "GET" | "POST" | "PUT" | "PATCH";
                            url: string;
                        }[];
                        valid: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getBillingBudget: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        actual: number;
                        actualPercent: number;
                        alerted: number[];
                        budget: {
                            amount: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                        } | null;
                        /** @enum {string} */
                        currency: "USD" | "EUR" | "GBP";
                        currencyFixed: boolean;
                        forecast: number;
                        forecastPercent: number;
                        /** @description YYYY-MM */
                        month: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    putBillingBudget: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    /** @enum {string} */
                    currency: "USD" | "EUR" | "GBP";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        actual: number;
                        actualPercent: number;
                        alerted: number[];
                        budget: {
                            amount: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                        } | null;
                        /** @enum {string} */
                        currency: "USD" | "EUR" | "GBP";
                        currencyFixed: boolean;
                        forecast: number;
                        forecastPercent: number;
                        /** @description YYYY-MM */
                        month: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    deleteBillingBudget: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getBillingCredits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        balance: number;
                        balanceUsdCents: number;
                        /** @enum {string} */
                        currency: "USD" | "EUR" | "GBP";
                        entries: {
                            amount: number;
                            amountUsdCents: number;
                            clusterId: string | null;
                            countsInBalance: boolean;
                            createdAt: string;
                            description: string;
                            id: string;
                            invoiceId: string | null;
                            /** @enum {string} */
                            kind: "promo" | "refund" | "proration" | "applied" | "credit_note" | "correction" | "payback";
                            orderId: string | null;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postBillingCreditsPayback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amount: number;
                        at: string;
                        /** @enum {string} */
                        currency: "USD" | "EUR" | "GBP";
                        method: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getBillingInvoices: {
        parameters: {
            query?: {
                cursor?: string;
                kind?: "invoice" | "credit_note";
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allowances?: {
                            amount: number;
                            baseAmount: number | null;
                            percentBp: number | null;
                            reason: string;
                            reasonCode: string | null;
                            /** @enum {string} */
                            vatCategory: "S" | "AE" | "O";
                            vatRateBp: number;
                        }[];
                        amountDue?: number;
                        balanceCredited?: number;
                        balancePaid?: number;
                        buyer: {
                            accountId?: string | null;
                            address?: {
                                city: string;
                                country: string;
                                line1: string;
                                line2: string;
                                postalCode: string;
                            } | null;
                            addressLines: string[];
                            country: string | null;
                            legalName: string;
                            registration?: string | null;
                            siren?: string | null;
                            vatNumber: string | null;
                        };
                        cause?: {
                            /** @constant */
                            kind: "order";
                            orderNumber: string;
                        } | {
                            cluster: string;
                            from: {
                                addonIds: string[];
                                haControlPlane: boolean;
                                nodes: number;
                            };
                            /** @constant */
                            kind: "change";
                            periodEnd: string;
                            periodStart: string;
                            to: {
                                addonIds: string[];
                                haControlPlane: boolean;
                                nodes: number;
                            };
                        } | {
                            /** @constant */
                            kind: "renewal";
                            periodEnd: string;
                            periodStart: string;
                            subject: {
                                /** @constant */
                                kind: "cluster";
                                name: string;
                            } | {
                                /** @constant */
                                kind: "product";
                                name: string;
                            } | {
                                /** @constant */
                                kind: "support_plan";
                                plan: string;
                            };
                        } | {
                            /** @constant */
                            kind: "month_end";
                            /** @description YYYY-MM */
                            month: string;
                        } | {
                            /** @constant */
                            kind: "order_refund";
                            orderNumber: string;
                        } | {
                            cluster: string;
                            from?: {
                                addonIds: string[];
                                haControlPlane: boolean;
                                nodes: number;
                            };
                            /** @constant */
                            kind: "cluster_lowered";
                            to?: {
                                addonIds: string[];
                                haControlPlane: boolean;
                                nodes: number;
                            };
                        } | {
                            cluster: string;
                            /** @constant */
                            kind: "cluster_deleted";
                        } | {
                            /** @constant */
                            kind: "support_cancelled";
                            plan: string;
                        } | {
                            /** @constant */
                            kind: "support_lowered";
                            plan: string;
                            to: string;
                        };
                        collection?: {
                            attempts: number;
                            lastError: string | null;
                            nextAttemptAt: string | null;
                            paidAt: string | null;
                        } | null;
                        correctedInvoice?: {
                            id: string;
                            issuedAt: string;
                            number: string;
                        } | null;
                        correctedInvoices?: {
                            id: string;
                            issuedAt: string;
                            number: string;
                        }[];
                        creditsInvoiceId: string | null;
                        /** @enum {string} */
                        currency: "USD" | "EUR" | "GBP";
                        discount: number;
                        dueDate?: string | null;
                        id: string;
                        issuedAt: string;
                        /** @enum {string} */
                        kind: "invoice" | "credit_note";
                        lines: {
                            amount: number;
                            description: string;
                            quantity: number;
                            unitAmount: number;
                            /** @enum {string} */
                            vatCategory?: "S" | "AE" | "O";
                            vatRateBp: number;
                        }[];
                        notes?: {
                            subjectCode: string;
                            text: string;
                        }[];
                        /** @description INV-YYYY-NNNNNN, or CN-YYYY-NNNNNN for a credit note */
                        number: string;
                        orderId: string | null;
                        orderNumber: string | null;
                        paymentMethod: string;
                        /** @enum {string} */
                        paymentStatus: "paid" | "refunded" | "credited" | "due" | "failed";
                        paymentTerms?: string;
                        periodEnd: string;
                        periodStart: string;
                        prepaidAmount?: number;
                        rate: number;
                        renewsSubscriptionId?: string | null;
                        reverseCharge: boolean;
                        seller: {
                            accountId?: string | null;
                            address?: {
                                city: string;
                                country: string;
                                line1: string;
                                line2: string;
                                postalCode: string;
                            } | null;
                            addressLines: string[];
                            country: string | null;
                            legalName: string;
                            registration?: string | null;
                            siren?: string | null;
                            vatNumber: string | null;
                        };
                        /** @constant */
                        standard?: "EN16931";
                        subtotal: number;
                        tax: number;
                        total: number;
                        totalUsdCents: number;
                        usagePeriod?: string | null;
                        vatBreakdown?: {
                            /** @enum {string} */
                            category: "S" | "AE" | "O";
                            exemptionReason: string | null;
                            exemptionReasonCode: string | null;
                            rateBp: number;
                            taxableAmount: number;
                            taxAmount: number;
                        }[];
                        vatNote: string;
                        vatRateBp: number;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getBillingInvoicesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allowances?: {
                            amount: number;
                            baseAmount: number | null;
                            percentBp: number | null;
                            reason: string;
                            reasonCode: string | null;
                            /** @enum {string} */
                            vatCategory: "S" | "AE" | "O";
                            vatRateBp: number;
                        }[];
                        amountDue?: number;
                        balanceCredited?: number;
                        balancePaid?: number;
                        buyer: {
                            accountId?: string | null;
                            address?: {
                                city: string;
                                country: string;
                                line1: string;
                                line2: string;
                                postalCode: string;
                            } | null;
                            addressLines: string[];
                            country: string | null;
                            legalName: string;
                            registration?: string | null;
                            siren?: string | null;
                            vatNumber: string | null;
                        };
                        cause?: {
                            /** @constant */
                            kind: "order";
                            orderNumber: string;
                        } | {
                            cluster: string;
                            from: {
                                addonIds: string[];
                                haControlPlane: boolean;
                                nodes: number;
                            };
                            /** @constant */
                            kind: "change";
                            periodEnd: string;
                            periodStart: string;
                            to: {
                                addonIds: string[];
                                haControlPlane: boolean;
                                nodes: number;
                            };
                        } | {
                            /** @constant */
                            kind: "renewal";
                            periodEnd: string;
                            periodStart: string;
                            subject: {
                                /** @constant */
                                kind: "cluster";
                                name: string;
                            } | {
                                /** @constant */
                                kind: "product";
                                name: string;
                            } | {
                                /** @constant */
                                kind: "support_plan";
                                plan: string;
                            };
                        } | {
                            /** @constant */
                            kind: "month_end";
                            /** @description YYYY-MM */
                            month: string;
                        } | {
                            /** @constant */
                            kind: "order_refund";
                            orderNumber: string;
                        } | {
                            cluster: string;
                            from?: {
                                addonIds: string[];
                                haControlPlane: boolean;
                                nodes: number;
                            };
                            /** @constant */
                            kind: "cluster_lowered";
                            to?: {
                                addonIds: string[];
                                haControlPlane: boolean;
                                nodes: number;
                            };
                        } | {
                            cluster: string;
                            /** @constant */
                            kind: "cluster_deleted";
                        } | {
                            /** @constant */
                            kind: "support_cancelled";
                            plan: string;
                        } | {
                            /** @constant */
                            kind: "support_lowered";
                            plan: string;
                            to: string;
                        };
                        collection?: {
                            attempts: number;
                            lastError: string | null;
                            nextAttemptAt: string | null;
                            paidAt: string | null;
                        } | null;
                        correctedInvoice?: {
                            id: string;
                            issuedAt: string;
                            number: string;
                        } | null;
                        correctedInvoices?: {
                            id: string;
                            issuedAt: string;
                            number: string;
                        }[];
                        creditsInvoiceId: string | null;
                        /** @enum {string} */
                        currency: "USD" | "EUR" | "GBP";
                        discount: number;
                        dueDate?: string | null;
                        id: string;
                        issuedAt: string;
                        /** @enum {string} */
                        kind: "invoice" | "credit_note";
                        lines: {
                            amount: number;
                            description: string;
                            quantity: number;
                            unitAmount: number;
                            /** @enum {string} */
                            vatCategory?: "S" | "AE" | "O";
                            vatRateBp: number;
                        }[];
                        notes?: {
                            subjectCode: string;
                            text: string;
                        }[];
                        /** @description INV-YYYY-NNNNNN, or CN-YYYY-NNNNNN for a credit note */
                        number: string;
                        orderId: string | null;
                        orderNumber: string | null;
                        paymentMethod: string;
                        /** @enum {string} */
                        paymentStatus: "paid" | "refunded" | "credited" | "due" | "failed";
                        paymentTerms?: string;
                        periodEnd: string;
                        periodStart: string;
                        prepaidAmount?: number;
                        rate: number;
                        renewsSubscriptionId?: string | null;
                        reverseCharge: boolean;
                        seller: {
                            accountId?: string | null;
                            address?: {
                                city: string;
                                country: string;
                                line1: string;
                                line2: string;
                                postalCode: string;
                            } | null;
                            addressLines: string[];
                            country: string | null;
                            legalName: string;
                            registration?: string | null;
                            siren?: string | null;
                            vatNumber: string | null;
                        };
                        /** @constant */
                        standard?: "EN16931";
                        subtotal: number;
                        tax: number;
                        total: number;
                        totalUsdCents: number;
                        usagePeriod?: string | null;
                        vatBreakdown?: {
                            /** @enum {string} */
                            category: "S" | "AE" | "O";
                            exemptionReason: string | null;
                            exemptionReasonCode: string | null;
                            rateBp: number;
                            taxableAmount: number;
                            taxAmount: number;
                        }[];
                        vatNote: string;
                        vatRateBp: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postBillingInvoicesByIdPay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    paymentMethodId: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allowances?: {
                            amount: number;
                            baseAmount: number | null;
                            percentBp: number | null;
                            reason: string;
                            reasonCode: string | null;
                            /** @enum {string} */
                            vatCategory: "S" | "AE" | "O";
                            vatRateBp: number;
                        }[];
                        amountDue?: number;
                        balanceCredited?: number;
                        balancePaid?: number;
                        buyer: {
                            accountId?: string | null;
                            address?: {
                                city: string;
                                country: string;
                                line1: string;
                                line2: string;
                                postalCode: string;
                            } | null;
                            addressLines: string[];
                            country: string | null;
                            legalName: string;
                            registration?: string | null;
                            siren?: string | null;
                            vatNumber: string | null;
                        };
                        cause?: {
                            /** @constant */
                            kind: "order";
                            orderNumber: string;
                        } | {
                            cluster: string;
                            from: {
                                addonIds: string[];
                                haControlPlane: boolean;
                                nodes: number;
                            };
                            /** @constant */
                            kind: "change";
                            periodEnd: string;
                            periodStart: string;
                            to: {
                                addonIds: string[];
                                haControlPlane: boolean;
                                nodes: number;
                            };
                        } | {
                            /** @constant */
                            kind: "renewal";
                            periodEnd: string;
                            periodStart: string;
                            subject: {
                                /** @constant */
                                kind: "cluster";
                                name: string;
                            } | {
                                /** @constant */
                                kind: "product";
                                name: string;
                            } | {
                                /** @constant */
                                kind: "support_plan";
                                plan: string;
                            };
                        } | {
                            /** @constant */
                            kind: "month_end";
                            /** @description YYYY-MM */
                            month: string;
                        } | {
                            /** @constant */
                            kind: "order_refund";
                            orderNumber: string;
                        } | {
                            cluster: string;
                            from?: {
                                addonIds: string[];
                                haControlPlane: boolean;
                                nodes: number;
                            };
                            /** @constant */
                            kind: "cluster_lowered";
                            to?: {
                                addonIds: string[];
                                haControlPlane: boolean;
                                nodes: number;
                            };
                        } | {
                            cluster: string;
                            /** @constant */
                            kind: "cluster_deleted";
                        } | {
                            /** @constant */
                            kind: "support_cancelled";
                            plan: string;
                        } | {
                            /** @constant */
                            kind: "support_lowered";
                            plan: string;
                            to: string;
                        };
                        collection?: {
                            attempts: number;
                            lastError: string | null;
                            nextAttemptAt: string | null;
                            paidAt: string | null;
                        } | null;
                        correctedInvoice?: {
                            id: string;
                            issuedAt: string;
                            number: string;
                        } | null;
                        correctedInvoices?: {
                            id: string;
                            issuedAt: string;
                            number: string;
                        }[];
                        creditsInvoiceId: string | null;
                        /** @enum {string} */
                        currency: "USD" | "EUR" | "GBP";
                        discount: number;
                        dueDate?: string | null;
                        id: string;
                        issuedAt: string;
                        /** @enum {string} */
                        kind: "invoice" | "credit_note";
                        lines: {
                            amount: number;
                            description: string;
                            quantity: number;
                            unitAmount: number;
                            /** @enum {string} */
                            vatCategory?: "S" | "AE" | "O";
                            vatRateBp: number;
                        }[];
                        notes?: {
                            subjectCode: string;
                            text: string;
                        }[];
                        /** @description INV-YYYY-NNNNNN, or CN-YYYY-NNNNNN for a credit note */
                        number: string;
                        orderId: string | null;
                        orderNumber: string | null;
                        paymentMethod: string;
                        /** @enum {string} */
                        paymentStatus: "paid" | "refunded" | "credited" | "due" | "failed";
                        paymentTerms?: string;
                        periodEnd: string;
                        periodStart: string;
                        prepaidAmount?: number;
                        rate: number;
                        renewsSubscriptionId?: string | null;
                        reverseCharge: boolean;
                        seller: {
                            accountId?: string | null;
                            address?: {
                                city: string;
                                country: string;
                                line1: string;
                                line2: string;
                                postalCode: string;
                            } | null;
                            addressLines: string[];
                            country: string | null;
                            legalName: string;
                            registration?: string | null;
                            siren?: string | null;
                            vatNumber: string | null;
                        };
                        /** @constant */
                        standard?: "EN16931";
                        subtotal: number;
                        tax: number;
                        total: number;
                        totalUsdCents: number;
                        usagePeriod?: string | null;
                        vatBreakdown?: {
                            /** @enum {string} */
                            category: "S" | "AE" | "O";
                            exemptionReason: string | null;
                            exemptionReasonCode: string | null;
                            rateBp: number;
                            taxableAmount: number;
                            taxAmount: number;
                        }[];
                        vatNote: string;
                        vatRateBp: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getBillingInvoicesByIdPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getBillingInvoicesByIdXml: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getBillingPaymentMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        brand: string | null;
                        country: string | null;
                        createdAt: string;
                        expMonth: number | null;
                        expYear: number | null;
                        holderName: string;
                        id: string;
                        isDefault: boolean;
                        /** @enum {string} */
                        kind: "card" | "sepa_debit";
                        last4: string;
                        mandateReference: string | null;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postBillingPaymentMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    card: {
                        cvc: string;
                        expMonth: number;
                        expYear: number;
                        name: string;
                        number: string;
                    };
                    /** @constant */
                    kind: "card";
                    makeDefault?: boolean;
                } | {
                    /** @constant */
                    kind: "sepa_debit";
                    makeDefault?: boolean;
                    sepa: {
                        /** @constant */
                        acceptMandate: true;
                        iban: string;
                        name: string;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        brand: string | null;
                        country: string | null;
                        createdAt: string;
                        expMonth: number | null;
                        expYear: number | null;
                        holderName: string;
                        id: string;
                        isDefault: boolean;
                        /** @enum {string} */
                        kind: "card" | "sepa_debit";
                        last4: string;
                        mandateReference: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    deleteBillingPaymentMethodsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postBillingPaymentMethodsByIdDefault: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        brand: string | null;
                        country: string | null;
                        createdAt: string;
                        expMonth: number | null;
                        expYear: number | null;
                        holderName: string;
                        id: string;
                        isDefault: boolean;
                        /** @enum {string} */
                        kind: "card" | "sepa_debit";
                        last4: string;
                        mandateReference: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getBillingPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        currentPlanId: string;
                        plans: {
                            current: boolean;
                            description: string;
                            discountPercent: number;
                            features: string[];
                            id: string;
                            monthlyCommitUsdCents: number;
                            name: string;
                            supportLevel: string;
                            supportResponseHours: number;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getBillingProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addressLine1: string;
                        addressLine2: string;
                        city: string;
                        country: string;
                        legalName: string;
                        postalCode: string;
                        siren?: string | null;
                        vatNumber: string | null;
                    } | null;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    putBillingProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    addressLine1: string;
                    /** @default  */
                    addressLine2?: string;
                    city: string;
                    country: string;
                    legalName: string;
                    postalCode: string;
                    siren?: string | null;
                    vatNumber?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addressLine1: string;
                        addressLine2: string;
                        city: string;
                        country: string;
                        legalName: string;
                        postalCode: string;
                        siren?: string | null;
                        vatNumber: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getBillingSpendingCap: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amount: number | null;
                        /** @enum {string} */
                        currency: "USD" | "EUR" | "GBP";
                        forecast: number;
                        forecastOverCap: boolean;
                        forecastPercent: number;
                        /** @description YYYY-MM */
                        month: string;
                        setAt: string | null;
                        spent: number;
                        spentPercent: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    putBillingSpendingCap: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amount: number | null;
                        /** @enum {string} */
                        currency: "USD" | "EUR" | "GBP";
                        forecast: number;
                        forecastOverCap: boolean;
                        forecastPercent: number;
                        /** @description YYYY-MM */
                        month: string;
                        setAt: string | null;
                        spent: number;
                        spentPercent: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getBillingStatement: {
        parameters: {
            query: {
                format?: "json" | "csv";
                from: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        closing: {
                            /** @description Minor units of `currency` */
                            balance: number;
                            /** @description Minor units of `currency` */
                            creditsBalance: number;
                            /** @description Minor units of `currency` */
                            due: number;
                        };
                        /** @enum {string} */
                        currency: "USD" | "EUR" | "GBP";
                        entries: {
                            /** @description Minor units of `currency` */
                            amount: number;
                            at: string;
                            /** @description Minor units of `currency` */
                            balance: number;
                            /** @description Minor units of `currency` */
                            creditsBalance: number;
                            description: string;
                            documentId: string | null;
                            /** @enum {string} */
                            kind: "invoice" | "credit_note" | "payment" | "refund" | "balance_paid" | "balance_credited" | "correction";
                            number: string | null;
                        }[];
                        /** @description YYYY-MM-DD */
                        from: string;
                        opening: {
                            /** @description Minor units of `currency` */
                            balance: number;
                            /** @description Minor units of `currency` */
                            creditsBalance: number;
                            /** @description Minor units of `currency` */
                            due: number;
                        };
                        /** @description YYYY-MM-DD */
                        to: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getBillingSummary: {
        parameters: {
            query?: {
                currency?: "USD" | "EUR" | "GBP";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        billableToDate: number;
                        billingCurrency: ("USD" | "EUR" | "GBP") | null;
                        budget: {
                            actual: number;
                            actualPercent: number;
                            alerted: number[];
                            budget: {
                                amount: number;
                                /** @enum {string} */
                                currency: "USD" | "EUR" | "GBP";
                            } | null;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            currencyFixed: boolean;
                            forecast: number;
                            forecastPercent: number;
                            /** @description YYYY-MM */
                            month: string;
                        };
                        chargedThisMonth: number;
                        creditsBalance: number;
                        creditsBalanceUsdCents: number;
                        /** @enum {string} */
                        currency: "USD" | "EUR" | "GBP";
                        forecast: number;
                        monthToDate: number;
                        nextCharge: {
                            amount: number;
                            at: string;
                            collected: number;
                            description: string;
                            fromBalance: number;
                            /** @enum {string} */
                            kind: "cluster" | "addon" | "product" | "support";
                            net: number;
                        } | null;
                        nextInvoiceDate: string;
                        ordersSuspendedBy: {
                            invoiceId: string;
                            number: string;
                        } | null;
                        period: {
                            end: string;
                            start: string;
                        };
                        plan: {
                            discountPercent: number;
                            id: string;
                            name: string;
                        };
                        unpaidInvoices: {
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            id: string;
                            nextAttemptAt: string | null;
                            number: string;
                            /** @enum {string} */
                            status: "due" | "failed";
                            total: number;
                        }[];
                        upcomingCharges: {
                            amount: number;
                            at: string;
                            collected: number;
                            description: string;
                            fromBalance: number;
                            /** @enum {string} */
                            kind: "cluster" | "addon" | "product" | "support";
                            net: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getBillingSupportSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        nextCharge: {
                            at: string;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            description: string;
                            net: number;
                            total: number;
                        } | null;
                        subscription: {
                            /** @enum {string} */
                            billingCycle: "monthly" | "yearly";
                            createdAt: string;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            events: {
                                at: string;
                                message: string;
                                /** @enum {string} */
                                type: "activated" | "renewed" | "upgraded" | "downgraded" | "credited" | "ended";
                            }[];
                            invoiceId: string | null;
                            orderId: string;
                            periodEnd: string;
                            periodPriceUsdCents: number;
                            periodStart: string;
                            planId: string;
                            planName: string;
                            rate: number;
                            /** @enum {string} */
                            state: "active" | "ended";
                            updatedAt: string;
                        } | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getCatalog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addons: {
                            /** @enum {string} */
                            category: "observability" | "security" | "networking" | "storage" | "data" | "ci-cd" | "backup" | "gpu";
                            default: boolean;
                            description: string;
                            id: string;
                            name: string;
                            olderVersions?: string[];
                            /** @description US cents */
                            priceMonthlyUsdCents: number;
                            tiers: string[];
                            version: string;
                        }[];
                        billingPlans: {
                            description: string;
                            discountPercent: number;
                            features: string[];
                            id: string;
                            /** @description US cents */
                            monthlyCommitUsdCents: number;
                            name: string;
                            /** @enum {string} */
                            supportLevel: "community" | "business" | "enterprise";
                            supportResponseHours: number;
                        }[];
                        kubernetesVersions: {
                            default: boolean;
                            /** Format: date */
                            endOfSupport: string;
                            patch: string;
                            /** Format: date */
                            releaseDate: string;
                            /** @enum {string} */
                            status: "current" | "supported" | "deprecated";
                            version: string;
                        }[];
                        nodeSizes: {
                            diskGb: number;
                            /** @enum {string} */
                            family: "general" | "compute" | "memory" | "gpu" | "storage";
                            gpu?: {
                                count: number;
                                memoryGb: number;
                                model: string;
                            };
                            id: string;
                            memoryGb: number;
                            name: string;
                            /** @description Millionths of a US dollar, for prices below a cent */
                            priceHourlyMicroUsd: number;
                            /** @description US cents */
                            priceMonthlyUsdCents: number;
                            tiers: string[];
                            vcpu: number;
                        }[];
                        products: {
                            /** @enum {string} */
                            category: "database" | "cache" | "messaging" | "storage" | "identity" | "security" | "ci-cd" | "search" | "analytics" | "ai-ml" | "registry" | "backup";
                            description: string;
                            featured: boolean;
                            id: string;
                            license: string;
                            name: string;
                            /** @description Millionths of a US dollar, for prices below a cent */
                            priceMonthlyMicroUsd: number;
                            /** @enum {string} */
                            pricingUnit: "per cluster" | "per node" | "per GB" | "flat";
                            vendor: string;
                        }[];
                        providers: {
                            certifications: ("GDPR" | "HDS" | "CISPE" | "SecNumCloud" | "ISO 27001" | "ISO 27017" | "ISO 27018" | "C5" | "SOC 2")[];
                            description: string;
                            id: string;
                            /** @enum {string} */
                            kind: "sovereign" | "hyperscaler" | "public";
                            managedServiceName: string;
                            name: string;
                            sovereign: boolean;
                            /** @enum {string} */
                            testPage?: "/gcp-cluster-test" | "/aws-eks-test" | "/azure-aks-test" | "/ibm-iks-test" | "/huawei-cce-test" | "/alibaba-ack-test" | "/digitalocean-doks-test";
                        }[];
                        regions: {
                            available: boolean;
                            city: string;
                            country: string;
                            id: string;
                            /** @enum {string} */
                            jurisdiction: "EU" | "UK" | "CH" | "US" | "APAC" | "ME";
                            name: string;
                            providerId: string;
                            sovereign: boolean;
                        }[];
                        tiers: {
                            audience: string;
                            /** @enum {string} */
                            colour: "blue" | "red" | "green" | "teal" | "violet" | "orange" | "gray";
                            description: string;
                            features: string[];
                            haControlPlane: boolean;
                            id: string;
                            includedNodes: number;
                            maxNodes: number;
                            name: string;
                            /** @enum {string} */
                            page: "blue" | "red" | "green" | "data" | "ai" | "orange" | "sandbox";
                            /** @description US cents */
                            priceMonthlyUsdCents: number;
                            /** @description US cents */
                            priceYearlyUsdCents: number;
                            sla: string;
                            sortOrder: number;
                        }[];
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getClusterTiers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example standard */
                        id: string;
                        /** @example Standard (Blue) */
                        name: string;
                    }[];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getClusters: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                providerId?: string;
                q?: string;
                status?: "pending" | "provisioning" | "running" | "updating" | "deleting" | "failed";
                tierId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addonIds: string[];
                        autoscaledNodes?: {
                            [key: string]: number;
                        };
                        autoscaleHold?: {
                            at: string;
                            cap: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            pools: string[];
                            projected: number;
                        } | null;
                        autoUpgrade?: boolean;
                        availablePatch: string | null;
                        createdAt: string;
                        deletedAt: string | null;
                        endpoint: string;
                        failure: {
                            at: string;
                            code: string;
                            /** @description True when the customer must change something before retrying */
                            customerAction: boolean;
                            phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                            reason: string;
                        } | null;
                        haControlPlane: boolean;
                        id: string;
                        kubernetesVersion: string;
                        maintenanceWindow?: {
                            /** @enum {string} */
                            day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                            durationHours: number;
                            startHourUtc: number;
                        };
                        monthlyUsdCents: number;
                        name: string;
                        nextMaintenanceAt: string;
                        nodePools: {
                            autoscale?: {
                                max: number;
                                min: number;
                            };
                            count: number;
                            labels?: {
                                [key: string]: string;
                            };
                            name: string;
                            nodeSizeId: string;
                            taints?: {
                                /** @enum {string} */
                                effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                key: string;
                                /** @default  */
                                value: string;
                            }[];
                        }[];
                        operation: ("create" | "update" | "delete") | null;
                        orderId: string | null;
                        patchVersion: string;
                        phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                        progress: number;
                        providerId: string;
                        /** @enum {string} */
                        purpose: "customer" | "provider-test";
                        regionId: string;
                        runningSince: string | null;
                        /** @enum {string} */
                        status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                        tierId: string;
                        updatedAt: string;
                        upgrade?: {
                            from: string;
                            pool: string | null;
                            replaced: number;
                            /** @enum {string} */
                            step: "control-plane" | "surge" | "drain" | "remove" | "done";
                            to: string;
                            total: number;
                        } | null;
                        versionLifecycle: {
                            daysLeft: number;
                            endOfSupport: string;
                            /** @enum {string} */
                            status: "supported" | "ending-soon" | "ended";
                        };
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getClustersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addonIds: string[];
                        autoscaledNodes?: {
                            [key: string]: number;
                        };
                        autoscaleHold?: {
                            at: string;
                            cap: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            pools: string[];
                            projected: number;
                        } | null;
                        autoUpgrade?: boolean;
                        availablePatch: string | null;
                        createdAt: string;
                        deletedAt: string | null;
                        endpoint: string;
                        failure: {
                            at: string;
                            code: string;
                            /** @description True when the customer must change something before retrying */
                            customerAction: boolean;
                            phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                            reason: string;
                        } | null;
                        haControlPlane: boolean;
                        id: string;
                        kubernetesVersion: string;
                        maintenanceWindow?: {
                            /** @enum {string} */
                            day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                            durationHours: number;
                            startHourUtc: number;
                        };
                        monthlyUsdCents: number;
                        name: string;
                        nextMaintenanceAt: string;
                        nodePools: {
                            autoscale?: {
                                max: number;
                                min: number;
                            };
                            count: number;
                            labels?: {
                                [key: string]: string;
                            };
                            name: string;
                            nodeSizeId: string;
                            taints?: {
                                /** @enum {string} */
                                effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                key: string;
                                /** @default  */
                                value: string;
                            }[];
                        }[];
                        operation: ("create" | "update" | "delete") | null;
                        orderId: string | null;
                        patchVersion: string;
                        phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                        phases: {
                            expectedSeconds: number;
                            finishedAt: string | null;
                            /** @enum {string} */
                            phase: "network" | "control-plane" | "node-pools" | "addons" | "health-check";
                            progress: number;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "running" | "done" | "failed";
                        }[];
                        progress: number;
                        providerId: string;
                        /** @enum {string} */
                        purpose: "customer" | "provider-test";
                        regionId: string;
                        runningSince: string | null;
                        /** @enum {string} */
                        status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                        tierId: string;
                        updatedAt: string;
                        upgrade?: {
                            from: string;
                            pool: string | null;
                            replaced: number;
                            /** @enum {string} */
                            step: "control-plane" | "surge" | "drain" | "remove" | "done";
                            to: string;
                            total: number;
                        } | null;
                        versionLifecycle: {
                            daysLeft: number;
                            endOfSupport: string;
                            /** @enum {string} */
                            status: "supported" | "ending-soon" | "ended";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    deleteClustersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirmName: string;
                };
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addonIds: string[];
                        autoscaledNodes?: {
                            [key: string]: number;
                        };
                        autoscaleHold?: {
                            at: string;
                            cap: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            pools: string[];
                            projected: number;
                        } | null;
                        autoUpgrade?: boolean;
                        availablePatch: string | null;
                        createdAt: string;
                        deletedAt: string | null;
                        endpoint: string;
                        failure: {
                            at: string;
                            code: string;
                            /** @description True when the customer must change something before retrying */
                            customerAction: boolean;
                            phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                            reason: string;
                        } | null;
                        haControlPlane: boolean;
                        id: string;
                        kubernetesVersion: string;
                        maintenanceWindow?: {
                            /** @enum {string} */
                            day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                            durationHours: number;
                            startHourUtc: number;
                        };
                        monthlyUsdCents: number;
                        name: string;
                        nextMaintenanceAt: string;
                        nodePools: {
                            autoscale?: {
                                max: number;
                                min: number;
                            };
                            count: number;
                            labels?: {
                                [key: string]: string;
                            };
                            name: string;
                            nodeSizeId: string;
                            taints?: {
                                /** @enum {string} */
                                effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                key: string;
                                /** @default  */
                                value: string;
                            }[];
                        }[];
                        operation: ("create" | "update" | "delete") | null;
                        orderId: string | null;
                        patchVersion: string;
                        phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                        phases: {
                            expectedSeconds: number;
                            finishedAt: string | null;
                            /** @enum {string} */
                            phase: "network" | "control-plane" | "node-pools" | "addons" | "health-check";
                            progress: number;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "running" | "done" | "failed";
                        }[];
                        progress: number;
                        providerId: string;
                        /** @enum {string} */
                        purpose: "customer" | "provider-test";
                        regionId: string;
                        runningSince: string | null;
                        /** @enum {string} */
                        status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                        tierId: string;
                        updatedAt: string;
                        upgrade?: {
                            from: string;
                            pool: string | null;
                            replaced: number;
                            /** @enum {string} */
                            step: "control-plane" | "surge" | "drain" | "remove" | "done";
                            to: string;
                            total: number;
                        } | null;
                        versionLifecycle: {
                            daysLeft: number;
                            endOfSupport: string;
                            /** @enum {string} */
                            status: "supported" | "ending-soon" | "ended";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    patchClustersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    addonIds?: string[];
                    autoUpgrade?: boolean;
                    kubernetesVersion?: string;
                    maintenanceWindow?: {
                        /** @enum {string} */
                        day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                        durationHours: number;
                        startHourUtc: number;
                    };
                    nodePools?: {
                        autoscale?: {
                            max: number;
                            min: number;
                        };
                        count: number;
                        labels?: {
                            [key: string]: string;
                        };
                        name: string;
                        nodeSizeId: string;
                        taints?: {
                            /** @enum {string} */
                            effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                            key: string;
                            /** @default  */
                            value?: string;
                        }[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addonIds: string[];
                        autoscaledNodes?: {
                            [key: string]: number;
                        };
                        autoscaleHold?: {
                            at: string;
                            cap: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            pools: string[];
                            projected: number;
                        } | null;
                        autoUpgrade?: boolean;
                        availablePatch: string | null;
                        change?: {
                            amount: number;
                            challenge: {
                                expiresAt: string;
                                id: string;
                            };
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            /** @constant */
                            status: "requires_action";
                        };
                        createdAt: string;
                        deletedAt: string | null;
                        endpoint: string;
                        failure: {
                            at: string;
                            code: string;
                            /** @description True when the customer must change something before retrying */
                            customerAction: boolean;
                            phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                            reason: string;
                        } | null;
                        haControlPlane: boolean;
                        id: string;
                        kubernetesVersion: string;
                        maintenanceWindow?: {
                            /** @enum {string} */
                            day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                            durationHours: number;
                            startHourUtc: number;
                        };
                        monthlyUsdCents: number;
                        name: string;
                        nextMaintenanceAt: string;
                        nodePools: {
                            autoscale?: {
                                max: number;
                                min: number;
                            };
                            count: number;
                            labels?: {
                                [key: string]: string;
                            };
                            name: string;
                            nodeSizeId: string;
                            taints?: {
                                /** @enum {string} */
                                effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                key: string;
                                /** @default  */
                                value: string;
                            }[];
                        }[];
                        operation: ("create" | "update" | "delete") | null;
                        orderId: string | null;
                        patchVersion: string;
                        phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                        phases: {
                            expectedSeconds: number;
                            finishedAt: string | null;
                            /** @enum {string} */
                            phase: "network" | "control-plane" | "node-pools" | "addons" | "health-check";
                            progress: number;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "running" | "done" | "failed";
                        }[];
                        progress: number;
                        providerId: string;
                        /** @enum {string} */
                        purpose: "customer" | "provider-test";
                        regionId: string;
                        runningSince: string | null;
                        /** @enum {string} */
                        status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                        tierId: string;
                        updatedAt: string;
                        upgrade?: {
                            from: string;
                            pool: string | null;
                            replaced: number;
                            /** @enum {string} */
                            step: "control-plane" | "surge" | "drain" | "remove" | "done";
                            to: string;
                            total: number;
                        } | null;
                        versionLifecycle: {
                            daysLeft: number;
                            endOfSupport: string;
                            /** @enum {string} */
                            status: "supported" | "ending-soon" | "ended";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getClustersByIdAddons: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addonsPhase: {
                            progress: number;
                            /** @enum {string} */
                            status: "pending" | "running" | "done" | "failed";
                        } | null;
                        available: {
                            addonId: string;
                            category: string;
                            description: string;
                            incompatibleReason: string | null;
                            name: string;
                            olderVersions: string[];
                            priceMonthlyUsdCents: number;
                            version: string;
                        }[];
                        clusterId: string;
                        clusterName: string;
                        installed: {
                            addonId: string;
                            category: string;
                            latestVersion: string;
                            name: string;
                            namespace: string;
                            priceMonthlyUsdCents: number;
                            since: string | null;
                            /** @enum {string} */
                            state: "installed" | "installing" | "upgrading" | "uninstalling";
                            targetVersion: string | null;
                            version: string;
                        }[];
                        progress: number;
                        /** @enum {string} */
                        status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                        tierId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    deleteClustersByIdAddonsByAddonId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                addonId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addonsPhase: {
                            progress: number;
                            /** @enum {string} */
                            status: "pending" | "running" | "done" | "failed";
                        } | null;
                        available: {
                            addonId: string;
                            category: string;
                            description: string;
                            incompatibleReason: string | null;
                            name: string;
                            olderVersions: string[];
                            priceMonthlyUsdCents: number;
                            version: string;
                        }[];
                        clusterId: string;
                        clusterName: string;
                        installed: {
                            addonId: string;
                            category: string;
                            latestVersion: string;
                            name: string;
                            namespace: string;
                            priceMonthlyUsdCents: number;
                            since: string | null;
                            /** @enum {string} */
                            state: "installed" | "installing" | "upgrading" | "uninstalling";
                            targetVersion: string | null;
                            version: string;
                        }[];
                        progress: number;
                        /** @enum {string} */
                        status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                        tierId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postClustersByIdAddonsByAddonIdUpgrade: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                addonId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addonsPhase: {
                            progress: number;
                            /** @enum {string} */
                            status: "pending" | "running" | "done" | "failed";
                        } | null;
                        available: {
                            addonId: string;
                            category: string;
                            description: string;
                            incompatibleReason: string | null;
                            name: string;
                            olderVersions: string[];
                            priceMonthlyUsdCents: number;
                            version: string;
                        }[];
                        clusterId: string;
                        clusterName: string;
                        installed: {
                            addonId: string;
                            category: string;
                            latestVersion: string;
                            name: string;
                            namespace: string;
                            priceMonthlyUsdCents: number;
                            since: string | null;
                            /** @enum {string} */
                            state: "installed" | "installing" | "upgrading" | "uninstalling";
                            targetVersion: string | null;
                            version: string;
                        }[];
                        progress: number;
                        /** @enum {string} */
                        status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                        tierId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postClustersByIdChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challengeId: string;
                    /** @enum {string} */
                    outcome: "approve" | "fail";
                };
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addonIds: string[];
                        autoscaledNodes?: {
                            [key: string]: number;
                        };
                        autoscaleHold?: {
                            at: string;
                            cap: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            pools: string[];
                            projected: number;
                        } | null;
                        autoUpgrade?: boolean;
                        availablePatch: string | null;
                        createdAt: string;
                        deletedAt: string | null;
                        endpoint: string;
                        failure: {
                            at: string;
                            code: string;
                            /** @description True when the customer must change something before retrying */
                            customerAction: boolean;
                            phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                            reason: string;
                        } | null;
                        haControlPlane: boolean;
                        id: string;
                        kubernetesVersion: string;
                        maintenanceWindow?: {
                            /** @enum {string} */
                            day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                            durationHours: number;
                            startHourUtc: number;
                        };
                        monthlyUsdCents: number;
                        name: string;
                        nextMaintenanceAt: string;
                        nodePools: {
                            autoscale?: {
                                max: number;
                                min: number;
                            };
                            count: number;
                            labels?: {
                                [key: string]: string;
                            };
                            name: string;
                            nodeSizeId: string;
                            taints?: {
                                /** @enum {string} */
                                effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                key: string;
                                /** @default  */
                                value: string;
                            }[];
                        }[];
                        operation: ("create" | "update" | "delete") | null;
                        orderId: string | null;
                        patchVersion: string;
                        phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                        phases: {
                            expectedSeconds: number;
                            finishedAt: string | null;
                            /** @enum {string} */
                            phase: "network" | "control-plane" | "node-pools" | "addons" | "health-check";
                            progress: number;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "running" | "done" | "failed";
                        }[];
                        progress: number;
                        providerId: string;
                        /** @enum {string} */
                        purpose: "customer" | "provider-test";
                        regionId: string;
                        runningSince: string | null;
                        /** @enum {string} */
                        status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                        tierId: string;
                        updatedAt: string;
                        upgrade?: {
                            from: string;
                            pool: string | null;
                            replaced: number;
                            /** @enum {string} */
                            step: "control-plane" | "surge" | "drain" | "remove" | "done";
                            to: string;
                            total: number;
                        } | null;
                        versionLifecycle: {
                            daysLeft: number;
                            endOfSupport: string;
                            /** @enum {string} */
                            status: "supported" | "ending-soon" | "ended";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    deleteClustersByIdChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addonIds: string[];
                        autoscaledNodes?: {
                            [key: string]: number;
                        };
                        autoscaleHold?: {
                            at: string;
                            cap: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            pools: string[];
                            projected: number;
                        } | null;
                        autoUpgrade?: boolean;
                        availablePatch: string | null;
                        createdAt: string;
                        deletedAt: string | null;
                        endpoint: string;
                        failure: {
                            at: string;
                            code: string;
                            /** @description True when the customer must change something before retrying */
                            customerAction: boolean;
                            phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                            reason: string;
                        } | null;
                        haControlPlane: boolean;
                        id: string;
                        kubernetesVersion: string;
                        maintenanceWindow?: {
                            /** @enum {string} */
                            day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                            durationHours: number;
                            startHourUtc: number;
                        };
                        monthlyUsdCents: number;
                        name: string;
                        nextMaintenanceAt: string;
                        nodePools: {
                            autoscale?: {
                                max: number;
                                min: number;
                            };
                            count: number;
                            labels?: {
                                [key: string]: string;
                            };
                            name: string;
                            nodeSizeId: string;
                            taints?: {
                                /** @enum {string} */
                                effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                key: string;
                                /** @default  */
                                value: string;
                            }[];
                        }[];
                        operation: ("create" | "update" | "delete") | null;
                        orderId: string | null;
                        patchVersion: string;
                        phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                        phases: {
                            expectedSeconds: number;
                            finishedAt: string | null;
                            /** @enum {string} */
                            phase: "network" | "control-plane" | "node-pools" | "addons" | "health-check";
                            progress: number;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "running" | "done" | "failed";
                        }[];
                        progress: number;
                        providerId: string;
                        /** @enum {string} */
                        purpose: "customer" | "provider-test";
                        regionId: string;
                        runningSince: string | null;
                        /** @enum {string} */
                        status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                        tierId: string;
                        updatedAt: string;
                        upgrade?: {
                            from: string;
                            pool: string | null;
                            replaced: number;
                            /** @enum {string} */
                            step: "control-plane" | "surge" | "drain" | "remove" | "done";
                            to: string;
                            total: number;
                        } | null;
                        versionLifecycle: {
                            daysLeft: number;
                            endOfSupport: string;
                            /** @enum {string} */
                            status: "supported" | "ending-soon" | "ended";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getClustersByIdCompliancePack: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getClustersByIdDeletionPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        billing: {
                            /** @enum {string} */
                            billingCycle: "monthly" | "yearly";
                            chargedNow: number;
                            creditedNow: number;
                            creditsApplied: number;
                            creditsAppliedUsdCents: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            currentPeriodUsdCents: number;
                            /** @enum {string} */
                            direction: "charge" | "credit" | "none";
                            discount: number;
                            newPeriodUsdCents: number;
                            periodDays: number;
                            periodEndsAt: string;
                            periodStartsAt: string;
                            proratedUsdCents: number;
                            remainingDays: number;
                            spendingCap?: {
                                cap: number;
                                projected: number;
                            };
                            subtotal: number;
                            tax: number;
                            total: number;
                            vatRateBp: number;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getClustersByIdDiagnosticSnapshot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addons: {
                            id: string;
                            name: string;
                            state: string;
                            version: string;
                        }[];
                        cluster: {
                            addonIds: string[];
                            autoUpgrade?: boolean;
                            createdAt: string;
                            failure: {
                                at: string;
                                code: string;
                                reason: string;
                            } | null;
                            haControlPlane: boolean;
                            id: string;
                            kubernetesVersion: string;
                            maintenanceWindow?: {
                                /** @enum {string} */
                                day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                                durationHours: number;
                                startHourUtc: number;
                            };
                            name: string;
                            nodePools: {
                                autoscale?: {
                                    max: number;
                                    min: number;
                                };
                                count: number;
                                labels?: {
                                    [key: string]: string;
                                };
                                name: string;
                                nodeSizeId: string;
                                taints?: {
                                    /** @enum {string} */
                                    effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                    key: string;
                                    /** @default  */
                                    value: string;
                                }[];
                            }[];
                            patchVersion: string;
                            phase: string | null;
                            progress: number;
                            providerId: string;
                            regionId: string;
                            /** @enum {string} */
                            status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                            tierId: string;
                            updatedAt: string;
                        };
                        credentials: {
                            createdAt: string;
                            expiresAt: string;
                            id: string;
                            lastUsedAt: string | null;
                            revokedAt: string | null;
                            userName: string;
                        }[];
                        events: {
                            at: string;
                            message: string;
                            /** @enum {string} */
                            type: "status" | "phase" | "config" | "credential" | "failure" | "info";
                        }[];
                        takenAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getClustersByIdEvents: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        actorId: string | null;
                        at: string;
                        clusterId: string;
                        id: string;
                        message: string;
                        /** @enum {string} */
                        type: "status" | "phase" | "config" | "credential" | "failure" | "info";
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getClustersByIdFootprint: {
        parameters: {
            query?: {
                month?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bySize: {
                            nodeHours: number;
                            nodeSizeId: string;
                            /** @description Power draw of one node */
                            watts: number;
                        }[];
                        co2eGrams: number;
                        /** @description co2eGrams / 1000 */
                        kgCo2e: number;
                        /** @description Energy at the data centre, PUE included */
                        kWh: number;
                        method: {
                            averageCpuUtilization: number;
                            country: string;
                            cpuMaxWattsPerVcpu: number;
                            cpuMinWattsPerVcpu: number;
                            formula: string;
                            gridIntensityGramsPerKwh: number;
                            gridIntensitySource: string | null;
                            gridIntensityYear: number | null;
                            memoryWattsPerGb: number;
                            page: string;
                            providerId: string;
                            pue: number;
                            puePublishedByProvider: boolean;
                            pueSource: string;
                            rounding: string;
                        };
                        month: string;
                        /** @description Node-hours run (configured and autoscaled nodes), to 1/10 000 h */
                        nodeHours: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getClustersByIdHealth: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checkedAt: string;
                        components: {
                            /** @enum {string} */
                            id: "api-server" | "etcd" | "scheduler" | "nodes";
                            message: string;
                            name: string;
                            /** @enum {string} */
                            status: "healthy" | "progressing" | "pending" | "unhealthy" | "stopped";
                        }[];
                        nodes: {
                            ready: number;
                            total: number;
                        };
                        /** @enum {string} */
                        overall: "healthy" | "progressing" | "unhealthy" | "stopped";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getClustersByIdKubeconfigs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        expiresAt: string;
                        id: string;
                        lastUsedAt: string | null;
                        revokedAt: string | null;
                        userId: string;
                        userName: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postClustersByIdKubeconfigs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ttlHours: number;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        expiresAt: string;
                        id: string;
                        kubeconfig: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    deleteClustersByIdKubeconfigsByKid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                kid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postClustersByIdPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    addonIds?: string[];
                    autoUpgrade?: boolean;
                    kubernetesVersion?: string;
                    maintenanceWindow?: {
                        /** @enum {string} */
                        day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                        durationHours: number;
                        startHourUtc: number;
                    };
                    nodePools?: {
                        autoscale?: {
                            max: number;
                            min: number;
                        };
                        count: number;
                        labels?: {
                            [key: string]: string;
                        };
                        name: string;
                        nodeSizeId: string;
                        taints?: {
                            /** @enum {string} */
                            effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                            key: string;
                            /** @default  */
                            value?: string;
                        }[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        billing: {
                            /** @enum {string} */
                            billingCycle: "monthly" | "yearly";
                            chargedNow: number;
                            creditedNow: number;
                            creditsApplied: number;
                            creditsAppliedUsdCents: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            currentPeriodUsdCents: number;
                            /** @enum {string} */
                            direction: "charge" | "credit" | "none";
                            discount: number;
                            newPeriodUsdCents: number;
                            periodDays: number;
                            periodEndsAt: string;
                            periodStartsAt: string;
                            proratedUsdCents: number;
                            remainingDays: number;
                            spendingCap?: {
                                cap: number;
                                projected: number;
                            };
                            subtotal: number;
                            tax: number;
                            total: number;
                            vatRateBp: number;
                        } | null;
                        currentMonthlyUsdCents: number;
                        newMonthlyUsdCents: number;
                        note: string;
                        periodEndsAt: string;
                        proratedUsdCents: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getClustersByIdResidency: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cluster: {
                            backups: {
                                addonId: string | null;
                                region: {
                                    city: string;
                                    /** @description ISO 3166-1 alpha-2 */
                                    country: string;
                                    id: string;
                                    /** @enum {string} */
                                    jurisdiction: "EU" | "UK" | "CH" | "US" | "APAC" | "ME";
                                    name: string;
                                    sovereign: boolean;
                                } | null;
                            };
                            clusterId: string;
                            clusterName: string;
                            providerId: string;
                            region: {
                                city: string;
                                /** @description ISO 3166-1 alpha-2 */
                                country: string;
                                id: string;
                                /** @enum {string} */
                                jurisdiction: "EU" | "UK" | "CH" | "US" | "APAC" | "ME";
                                name: string;
                                sovereign: boolean;
                            };
                        };
                        console: {
                            region: {
                                city: string;
                                /** @description ISO 3166-1 alpha-2 */
                                country: string;
                                id: string;
                                /** @enum {string} */
                                jurisdiction: "EU" | "UK" | "CH" | "US" | "APAC" | "ME";
                                name: string;
                                sovereign: boolean;
                            };
                        };
                        subprocessors: {
                            country: string;
                            external: boolean;
                            host: string | null;
                            personalData: ("names_and_email_addresses" | "message_content" | "card_details" | "none")[];
                            /** @enum {string} */
                            purpose: "email_delivery" | "payments" | "exchange_rates";
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postClustersByIdRetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addonIds: string[];
                        autoscaledNodes?: {
                            [key: string]: number;
                        };
                        autoscaleHold?: {
                            at: string;
                            cap: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            pools: string[];
                            projected: number;
                        } | null;
                        autoUpgrade?: boolean;
                        availablePatch: string | null;
                        createdAt: string;
                        deletedAt: string | null;
                        endpoint: string;
                        failure: {
                            at: string;
                            code: string;
                            /** @description True when the customer must change something before retrying */
                            customerAction: boolean;
                            phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                            reason: string;
                        } | null;
                        haControlPlane: boolean;
                        id: string;
                        kubernetesVersion: string;
                        maintenanceWindow?: {
                            /** @enum {string} */
                            day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                            durationHours: number;
                            startHourUtc: number;
                        };
                        monthlyUsdCents: number;
                        name: string;
                        nextMaintenanceAt: string;
                        nodePools: {
                            autoscale?: {
                                max: number;
                                min: number;
                            };
                            count: number;
                            labels?: {
                                [key: string]: string;
                            };
                            name: string;
                            nodeSizeId: string;
                            taints?: {
                                /** @enum {string} */
                                effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                key: string;
                                /** @default  */
                                value: string;
                            }[];
                        }[];
                        operation: ("create" | "update" | "delete") | null;
                        orderId: string | null;
                        patchVersion: string;
                        phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                        phases: {
                            expectedSeconds: number;
                            finishedAt: string | null;
                            /** @enum {string} */
                            phase: "network" | "control-plane" | "node-pools" | "addons" | "health-check";
                            progress: number;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "running" | "done" | "failed";
                        }[];
                        progress: number;
                        providerId: string;
                        /** @enum {string} */
                        purpose: "customer" | "provider-test";
                        regionId: string;
                        runningSince: string | null;
                        /** @enum {string} */
                        status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                        tierId: string;
                        updatedAt: string;
                        upgrade?: {
                            from: string;
                            pool: string | null;
                            replaced: number;
                            /** @enum {string} */
                            step: "control-plane" | "surge" | "drain" | "remove" | "done";
                            to: string;
                            total: number;
                        } | null;
                        versionLifecycle: {
                            daysLeft: number;
                            endOfSupport: string;
                            /** @enum {string} */
                            status: "supported" | "ending-soon" | "ended";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getClustersByIdSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        billingCycle: "monthly" | "yearly";
                        chargedSpec: {
                            addonIds: string[];
                            autoUpgrade?: boolean;
                            haControlPlane: boolean;
                            kubernetesVersion: string;
                            maintenanceWindow?: {
                                /** @enum {string} */
                                day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                                durationHours: number;
                                startHourUtc: number;
                            };
                            name: string;
                            nodePools: {
                                autoscale?: {
                                    max: number;
                                    min: number;
                                };
                                count: number;
                                labels?: {
                                    [key: string]: string;
                                };
                                name: string;
                                nodeSizeId: string;
                                taints?: {
                                    /** @enum {string} */
                                    effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                    key: string;
                                    /** @default  */
                                    value: string;
                                }[];
                            }[];
                            providerId: string;
                            regionId: string;
                            tierId: string;
                        };
                        clusterId: string;
                        clusterName: string;
                        createdAt: string;
                        /** @enum {string} */
                        currency: "USD" | "EUR" | "GBP";
                        events: {
                            at: string;
                            message: string;
                            /** @enum {string} */
                            type: "activated" | "renewed" | "changed" | "credited" | "ended";
                        }[];
                        id: string;
                        invoiceId: string | null;
                        orderId: string;
                        pendingChange: {
                            amount: number;
                            challenge: {
                                expiresAt: string;
                                id: string;
                            } | null;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            /** @enum {string} */
                            status: "requires_action" | "processing";
                            target: {
                                addonIds: string[];
                                autoUpgrade?: boolean;
                                haControlPlane: boolean;
                                kubernetesVersion: string;
                                maintenanceWindow?: {
                                    /** @enum {string} */
                                    day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                                    durationHours: number;
                                    startHourUtc: number;
                                };
                                name: string;
                                nodePools: {
                                    autoscale?: {
                                        max: number;
                                        min: number;
                                    };
                                    count: number;
                                    labels?: {
                                        [key: string]: string;
                                    };
                                    name: string;
                                    nodeSizeId: string;
                                    taints?: {
                                        /** @enum {string} */
                                        effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                        key: string;
                                        /** @default  */
                                        value: string;
                                    }[];
                                }[];
                                providerId: string;
                                regionId: string;
                                tierId: string;
                            };
                            until: string;
                        } | null;
                        periodEnd: string;
                        periodPriceUsdCents: number;
                        periodStart: string;
                        rate: number;
                        /** @enum {string} */
                        state: "active" | "ended";
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    putClustersByIdTestLoad: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cpuMillicores: number;
                    pool: string;
                    replicas: number;
                    tolerations?: {
                        /** @enum {string} */
                        effect?: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                        key?: string;
                        /**
                         * @default Equal
                         * @enum {string}
                         */
                        operator?: "Equal" | "Exists";
                        value?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addonIds: string[];
                        autoscaledNodes?: {
                            [key: string]: number;
                        };
                        autoscaleHold?: {
                            at: string;
                            cap: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            pools: string[];
                            projected: number;
                        } | null;
                        autoUpgrade?: boolean;
                        availablePatch: string | null;
                        createdAt: string;
                        deletedAt: string | null;
                        endpoint: string;
                        failure: {
                            at: string;
                            code: string;
                            /** @description True when the customer must change something before retrying */
                            customerAction: boolean;
                            phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                            reason: string;
                        } | null;
                        haControlPlane: boolean;
                        id: string;
                        kubernetesVersion: string;
                        maintenanceWindow?: {
                            /** @enum {string} */
                            day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                            durationHours: number;
                            startHourUtc: number;
                        };
                        monthlyUsdCents: number;
                        name: string;
                        nextMaintenanceAt: string;
                        nodePools: {
                            autoscale?: {
                                max: number;
                                min: number;
                            };
                            count: number;
                            labels?: {
                                [key: string]: string;
                            };
                            name: string;
                            nodeSizeId: string;
                            taints?: {
                                /** @enum {string} */
                                effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                key: string;
                                /** @default  */
                                value: string;
                            }[];
                        }[];
                        operation: ("create" | "update" | "delete") | null;
                        orderId: string | null;
                        patchVersion: string;
                        phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                        phases: {
                            expectedSeconds: number;
                            finishedAt: string | null;
                            /** @enum {string} */
                            phase: "network" | "control-plane" | "node-pools" | "addons" | "health-check";
                            progress: number;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "running" | "done" | "failed";
                        }[];
                        progress: number;
                        providerId: string;
                        /** @enum {string} */
                        purpose: "customer" | "provider-test";
                        regionId: string;
                        runningSince: string | null;
                        /** @enum {string} */
                        status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                        tierId: string;
                        updatedAt: string;
                        upgrade?: {
                            from: string;
                            pool: string | null;
                            replaced: number;
                            /** @enum {string} */
                            step: "control-plane" | "surge" | "drain" | "remove" | "done";
                            to: string;
                            total: number;
                        } | null;
                        versionLifecycle: {
                            daysLeft: number;
                            endOfSupport: string;
                            /** @enum {string} */
                            status: "supported" | "ending-soon" | "ended";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getClustersByIdUpgradeCheck: {
        parameters: {
            query: {
                version: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allowed: boolean;
                        checks: {
                            addonId?: string;
                            /** @enum {string} */
                            kind: "version" | "deprecated-api" | "addon" | "operation";
                            message: string;
                            /** @enum {string} */
                            status: "ok" | "warning" | "blocking";
                        }[];
                        from: string;
                        to: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getClustersCounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        byStatus: {
                            deleting: number;
                            failed: number;
                            pending: number;
                            provisioning: number;
                            running: number;
                            updating: number;
                        };
                        total: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getCustomSolutions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attachments: {
                            contentType: string;
                            createdAt: string;
                            id: string;
                            name: string;
                            size: number;
                        }[];
                        budgetRange: string;
                        compliance: string[];
                        createdAt: string;
                        description: string;
                        id: string;
                        leadId: string;
                        messages: {
                            at: string;
                            /** @enum {string} */
                            author: "customer" | "support";
                            body: string;
                            id: string;
                        }[];
                        reference: string;
                        regions: string[];
                        requester: {
                            companyName: string;
                            email: string;
                            id: string;
                            name: string;
                        };
                        /** @enum {string} */
                        status: "open" | "awaiting_support" | "awaiting_customer" | "resolved" | "closed";
                        ticketId: string;
                        title: string;
                        trackingCode: string;
                        updatedAt: string;
                        workloads: string[];
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postCustomSolutions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    attachmentIds?: string[];
                    /** @enum {string} */
                    budgetRange: "under-1k" | "1k-5k" | "5k-20k" | "20k-100k" | "over-100k";
                    /** @default [] */
                    compliance?: ("GDPR" | "HDS" | "CISPE")[];
                    description: string;
                    regions: string[];
                    title: string;
                    workloads: ("stateless" | "stateful" | "databases" | "batch" | "ai-ml" | "streaming")[];
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attachments: {
                            contentType: string;
                            createdAt: string;
                            id: string;
                            name: string;
                            size: number;
                        }[];
                        budgetRange: string;
                        compliance: string[];
                        createdAt: string;
                        description: string;
                        id: string;
                        leadId: string;
                        messages: {
                            at: string;
                            /** @enum {string} */
                            author: "customer" | "support";
                            body: string;
                            id: string;
                        }[];
                        reference: string;
                        regions: string[];
                        requester: {
                            companyName: string;
                            email: string;
                            id: string;
                            name: string;
                        };
                        /** @enum {string} */
                        status: "open" | "awaiting_support" | "awaiting_customer" | "resolved" | "closed";
                        ticketId: string;
                        title: string;
                        trackingCode: string;
                        updatedAt: string;
                        workloads: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getCustomSolutionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attachments: {
                            contentType: string;
                            createdAt: string;
                            id: string;
                            name: string;
                            size: number;
                        }[];
                        budgetRange: string;
                        compliance: string[];
                        createdAt: string;
                        description: string;
                        id: string;
                        leadId: string;
                        messages: {
                            at: string;
                            /** @enum {string} */
                            author: "customer" | "support";
                            body: string;
                            id: string;
                        }[];
                        reference: string;
                        regions: string[];
                        requester: {
                            companyName: string;
                            email: string;
                            id: string;
                            name: string;
                        };
                        /** @enum {string} */
                        status: "open" | "awaiting_support" | "awaiting_customer" | "resolved" | "closed";
                        ticketId: string;
                        title: string;
                        trackingCode: string;
                        updatedAt: string;
                        workloads: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getDigitaloceanClusters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addonIds: string[];
                        autoscaledNodes?: {
                            [key: string]: number;
                        };
                        autoscaleHold?: {
                            at: string;
                            cap: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            pools: string[];
                            projected: number;
                        } | null;
                        autoUpgrade?: boolean;
                        availablePatch: string | null;
                        createdAt: string;
                        deletedAt: string | null;
                        endpoint: string;
                        failure: {
                            at: string;
                            code: string;
                            /** @description True when the customer must change something before retrying */
                            customerAction: boolean;
                            phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                            reason: string;
                        } | null;
                        haControlPlane: boolean;
                        id: string;
                        kubernetesVersion: string;
                        maintenanceWindow?: {
                            /** @enum {string} */
                            day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                            durationHours: number;
                            startHourUtc: number;
                        };
                        monthlyUsdCents: number;
                        name: string;
                        nextMaintenanceAt: string;
                        nodePools: {
                            autoscale?: {
                                max: number;
                                min: number;
                            };
                            count: number;
                            labels?: {
                                [key: string]: string;
                            };
                            name: string;
                            nodeSizeId: string;
                            taints?: {
                                /** @enum {string} */
                                effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                key: string;
                                /** @default  */
                                value: string;
                            }[];
                        }[];
                        operation: ("create" | "update" | "delete") | null;
                        orderId: string | null;
                        patchVersion: string;
                        phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                        phases: {
                            expectedSeconds: number;
                            finishedAt: string | null;
                            /** @enum {string} */
                            phase: "network" | "control-plane" | "node-pools" | "addons" | "health-check";
                            progress: number;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "running" | "done" | "failed";
                        }[];
                        progress: number;
                        providerId: string;
                        /** @enum {string} */
                        purpose: "customer" | "provider-test";
                        regionId: string;
                        runningSince: string | null;
                        /** @enum {string} */
                        status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                        tierId: string;
                        updatedAt: string;
                        upgrade?: {
                            from: string;
                            pool: string | null;
                            replaced: number;
                            /** @enum {string} */
                            step: "control-plane" | "surge" | "drain" | "remove" | "done";
                            to: string;
                            total: number;
                        } | null;
                        versionLifecycle: {
                            daysLeft: number;
                            endOfSupport: string;
                            /** @enum {string} */
                            status: "supported" | "ending-soon" | "ended";
                        };
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postDigitaloceanClusters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    addonIds: string[];
                    autoUpgrade?: boolean;
                    haControlPlane: boolean;
                    kubernetesVersion: string;
                    maintenanceWindow?: {
                        /** @enum {string} */
                        day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                        durationHours: number;
                        startHourUtc: number;
                    };
                    name: string;
                    nodePools: {
                        autoscale?: {
                            max: number;
                            min: number;
                        };
                        count: number;
                        labels?: {
                            [key: string]: string;
                        };
                        name: string;
                        nodeSizeId: string;
                        taints?: {
                            /** @enum {string} */
                            effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                            key: string;
                            /** @default  */
                            value?: string;
                        }[];
                    }[];
                    providerId: string;
                    regionId: string;
                    tierId: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addonIds: string[];
                        autoscaledNodes?: {
                            [key: string]: number;
                        };
                        autoscaleHold?: {
                            at: string;
                            cap: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            pools: string[];
                            projected: number;
                        } | null;
                        autoUpgrade?: boolean;
                        availablePatch: string | null;
                        createdAt: string;
                        deletedAt: string | null;
                        endpoint: string;
                        failure: {
                            at: string;
                            code: string;
                            /** @description True when the customer must change something before retrying */
                            customerAction: boolean;
                            phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                            reason: string;
                        } | null;
                        haControlPlane: boolean;
                        id: string;
                        kubernetesVersion: string;
                        maintenanceWindow?: {
                            /** @enum {string} */
                            day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                            durationHours: number;
                            startHourUtc: number;
                        };
                        monthlyUsdCents: number;
                        name: string;
                        nextMaintenanceAt: string;
                        nodePools: {
                            autoscale?: {
                                max: number;
                                min: number;
                            };
                            count: number;
                            labels?: {
                                [key: string]: string;
                            };
                            name: string;
                            nodeSizeId: string;
                            taints?: {
                                /** @enum {string} */
                                effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                key: string;
                                /** @default  */
                                value: string;
                            }[];
                        }[];
                        operation: ("create" | "update" | "delete") | null;
                        orderId: string | null;
                        patchVersion: string;
                        phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                        phases: {
                            expectedSeconds: number;
                            finishedAt: string | null;
                            /** @enum {string} */
                            phase: "network" | "control-plane" | "node-pools" | "addons" | "health-check";
                            progress: number;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "running" | "done" | "failed";
                        }[];
                        progress: number;
                        providerId: string;
                        /** @enum {string} */
                        purpose: "customer" | "provider-test";
                        regionId: string;
                        runningSince: string | null;
                        /** @enum {string} */
                        status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                        tierId: string;
                        updatedAt: string;
                        upgrade?: {
                            from: string;
                            pool: string | null;
                            replaced: number;
                            /** @enum {string} */
                            step: "control-plane" | "surge" | "drain" | "remove" | "done";
                            to: string;
                            total: number;
                        } | null;
                        versionLifecycle: {
                            daysLeft: number;
                            endOfSupport: string;
                            /** @enum {string} */
                            status: "supported" | "ending-soon" | "ended";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    deleteDigitaloceanClustersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addonIds: string[];
                        autoscaledNodes?: {
                            [key: string]: number;
                        };
                        autoscaleHold?: {
                            at: string;
                            cap: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            pools: string[];
                            projected: number;
                        } | null;
                        autoUpgrade?: boolean;
                        availablePatch: string | null;
                        createdAt: string;
                        deletedAt: string | null;
                        endpoint: string;
                        failure: {
                            at: string;
                            code: string;
                            /** @description True when the customer must change something before retrying */
                            customerAction: boolean;
                            phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                            reason: string;
                        } | null;
                        haControlPlane: boolean;
                        id: string;
                        kubernetesVersion: string;
                        maintenanceWindow?: {
                            /** @enum {string} */
                            day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                            durationHours: number;
                            startHourUtc: number;
                        };
                        monthlyUsdCents: number;
                        name: string;
                        nextMaintenanceAt: string;
                        nodePools: {
                            autoscale?: {
                                max: number;
                                min: number;
                            };
                            count: number;
                            labels?: {
                                [key: string]: string;
                            };
                            name: string;
                            nodeSizeId: string;
                            taints?: {
                                /** @enum {string} */
                                effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                key: string;
                                /** @default  */
                                value: string;
                            }[];
                        }[];
                        operation: ("create" | "update" | "delete") | null;
                        orderId: string | null;
                        patchVersion: string;
                        phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                        phases: {
                            expectedSeconds: number;
                            finishedAt: string | null;
                            /** @enum {string} */
                            phase: "network" | "control-plane" | "node-pools" | "addons" | "health-check";
                            progress: number;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "running" | "done" | "failed";
                        }[];
                        progress: number;
                        providerId: string;
                        /** @enum {string} */
                        purpose: "customer" | "provider-test";
                        regionId: string;
                        runningSince: string | null;
                        /** @enum {string} */
                        status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                        tierId: string;
                        updatedAt: string;
                        upgrade?: {
                            from: string;
                            pool: string | null;
                            replaced: number;
                            /** @enum {string} */
                            step: "control-plane" | "surge" | "drain" | "remove" | "done";
                            to: string;
                            total: number;
                        } | null;
                        versionLifecycle: {
                            daysLeft: number;
                            endOfSupport: string;
                            /** @enum {string} */
                            status: "supported" | "ending-soon" | "ended";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postDigitaloceanClustersDryRun: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    addonIds: string[];
                    autoUpgrade?: boolean;
                    haControlPlane: boolean;
                    kubernetesVersion: string;
                    maintenanceWindow?: {
                        /** @enum {string} */
                        day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                        durationHours: number;
                        startHourUtc: number;
                    };
                    name: string;
                    nodePools: {
                        autoscale?: {
                            max: number;
                            min: number;
                        };
                        count: number;
                        labels?: {
                            [key: string]: string;
                        };
                        name: string;
                        nodeSizeId: string;
                        taints?: {
                            /** @enum {string} */
                            effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                            key: string;
                            /** @default  */
                            value?: string;
                        }[];
                    }[];
                    providerId: string;
                    regionId: string;
                    tierId: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        problems: {
                            [key: string]: string;
                        };
                        requests: {
                            body: unknown;
                            description: string;
                            /** @enum {string} */
                            method: "GET" | "POST" | "PUT" | "PATCH";
                            url: string;
                        }[];
                        valid: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getExchangeRates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The source's reference date (YYYY-MM-DD); empty for the built-in fallback */
                        date: string;
                        rates: {
                            EUR: number;
                            GBP: number;
                            /** @constant */
                            USD: 1;
                        };
                        /**
                         * @description 'live': fetched from the source within the last hour; 'cached': the source is failing and this is the last good value; 'fallback': no good value yet, so the built-in rates
                         * @enum {string}
                         */
                        source: "live" | "cached" | "fallback";
                        /** @description When the rates were fetched (ms since the epoch); now for the fallback */
                        timestamp: number;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getGcpClusters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addonIds: string[];
                        autoscaledNodes?: {
                            [key: string]: number;
                        };
                        autoscaleHold?: {
                            at: string;
                            cap: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            pools: string[];
                            projected: number;
                        } | null;
                        autoUpgrade?: boolean;
                        availablePatch: string | null;
                        createdAt: string;
                        deletedAt: string | null;
                        endpoint: string;
                        failure: {
                            at: string;
                            code: string;
                            /** @description True when the customer must change something before retrying */
                            customerAction: boolean;
                            phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                            reason: string;
                        } | null;
                        haControlPlane: boolean;
                        id: string;
                        kubernetesVersion: string;
                        maintenanceWindow?: {
                            /** @enum {string} */
                            day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                            durationHours: number;
                            startHourUtc: number;
                        };
                        monthlyUsdCents: number;
                        name: string;
                        nextMaintenanceAt: string;
                        nodePools: {
                            autoscale?: {
                                max: number;
                                min: number;
                            };
                            count: number;
                            labels?: {
                                [key: string]: string;
                            };
                            name: string;
                            nodeSizeId: string;
                            taints?: {
                                /** @enum {string} */
                                effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                key: string;
                                /** @default  */
                                value: string;
                            }[];
                        }[];
                        operation: ("create" | "update" | "delete") | null;
                        orderId: string | null;
                        patchVersion: string;
                        phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                        phases: {
                            expectedSeconds: number;
                            finishedAt: string | null;
                            /** @enum {string} */
                            phase: "network" | "control-plane" | "node-pools" | "addons" | "health-check";
                            progress: number;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "running" | "done" | "failed";
                        }[];
                        progress: number;
                        providerId: string;
                        /** @enum {string} */
                        purpose: "customer" | "provider-test";
                        regionId: string;
                        runningSince: string | null;
                        /** @enum {string} */
                        status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                        tierId: string;
                        updatedAt: string;
                        upgrade?: {
                            from: string;
                            pool: string | null;
                            replaced: number;
                            /** @enum {string} */
                            step: "control-plane" | "surge" | "drain" | "remove" | "done";
                            to: string;
                            total: number;
                        } | null;
                        versionLifecycle: {
                            daysLeft: number;
                            endOfSupport: string;
                            /** @enum {string} */
                            status: "supported" | "ending-soon" | "ended";
                        };
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postGcpClusters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    addonIds: string[];
                    autoUpgrade?: boolean;
                    haControlPlane: boolean;
                    kubernetesVersion: string;
                    maintenanceWindow?: {
                        /** @enum {string} */
                        day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                        durationHours: number;
                        startHourUtc: number;
                    };
                    name: string;
                    nodePools: {
                        autoscale?: {
                            max: number;
                            min: number;
                        };
                        count: number;
                        labels?: {
                            [key: string]: string;
                        };
                        name: string;
                        nodeSizeId: string;
                        taints?: {
                            /** @enum {string} */
                            effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                            key: string;
                            /** @default  */
                            value?: string;
                        }[];
                    }[];
                    providerId: string;
                    regionId: string;
                    tierId: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addonIds: string[];
                        autoscaledNodes?: {
                            [key: string]: number;
                        };
                        autoscaleHold?: {
                            at: string;
                            cap: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            pools: string[];
                            projected: number;
                        } | null;
                        autoUpgrade?: boolean;
                        availablePatch: string | null;
                        createdAt: string;
                        deletedAt: string | null;
                        endpoint: string;
                        failure: {
                            at: string;
                            code: string;
                            /** @description True when the customer must change something before retrying */
                            customerAction: boolean;
                            phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                            reason: string;
                        } | null;
                        haControlPlane: boolean;
                        id: string;
                        kubernetesVersion: string;
                        maintenanceWindow?: {
                            /** @enum {string} */
                            day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                            durationHours: number;
                            startHourUtc: number;
                        };
                        monthlyUsdCents: number;
                        name: string;
                        nextMaintenanceAt: string;
                        nodePools: {
                            autoscale?: {
                                max: number;
                                min: number;
                            };
                            count: number;
                            labels?: {
                                [key: string]: string;
                            };
                            name: string;
                            nodeSizeId: string;
                            taints?: {
                                /** @enum {string} */
                                effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                key: string;
                                /** @default  */
                                value: string;
                            }[];
                        }[];
                        operation: ("create" | "update" | "delete") | null;
                        orderId: string | null;
                        patchVersion: string;
                        phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                        phases: {
                            expectedSeconds: number;
                            finishedAt: string | null;
                            /** @enum {string} */
                            phase: "network" | "control-plane" | "node-pools" | "addons" | "health-check";
                            progress: number;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "running" | "done" | "failed";
                        }[];
                        progress: number;
                        providerId: string;
                        /** @enum {string} */
                        purpose: "customer" | "provider-test";
                        regionId: string;
                        runningSince: string | null;
                        /** @enum {string} */
                        status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                        tierId: string;
                        updatedAt: string;
                        upgrade?: {
                            from: string;
                            pool: string | null;
                            replaced: number;
                            /** @enum {string} */
                            step: "control-plane" | "surge" | "drain" | "remove" | "done";
                            to: string;
                            total: number;
                        } | null;
                        versionLifecycle: {
                            daysLeft: number;
                            endOfSupport: string;
                            /** @enum {string} */
                            status: "supported" | "ending-soon" | "ended";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    deleteGcpClustersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addonIds: string[];
                        autoscaledNodes?: {
                            [key: string]: number;
                        };
                        autoscaleHold?: {
                            at: string;
                            cap: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            pools: string[];
                            projected: number;
                        } | null;
                        autoUpgrade?: boolean;
                        availablePatch: string | null;
                        createdAt: string;
                        deletedAt: string | null;
                        endpoint: string;
                        failure: {
                            at: string;
                            code: string;
                            /** @description True when the customer must change something before retrying */
                            customerAction: boolean;
                            phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                            reason: string;
                        } | null;
                        haControlPlane: boolean;
                        id: string;
                        kubernetesVersion: string;
                        maintenanceWindow?: {
                            /** @enum {string} */
                            day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                            durationHours: number;
                            startHourUtc: number;
                        };
                        monthlyUsdCents: number;
                        name: string;
                        nextMaintenanceAt: string;
                        nodePools: {
                            autoscale?: {
                                max: number;
                                min: number;
                            };
                            count: number;
                            labels?: {
                                [key: string]: string;
                            };
                            name: string;
                            nodeSizeId: string;
                            taints?: {
                                /** @enum {string} */
                                effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                key: string;
                                /** @default  */
                                value: string;
                            }[];
                        }[];
                        operation: ("create" | "update" | "delete") | null;
                        orderId: string | null;
                        patchVersion: string;
                        phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                        phases: {
                            expectedSeconds: number;
                            finishedAt: string | null;
                            /** @enum {string} */
                            phase: "network" | "control-plane" | "node-pools" | "addons" | "health-check";
                            progress: number;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "running" | "done" | "failed";
                        }[];
                        progress: number;
                        providerId: string;
                        /** @enum {string} */
                        purpose: "customer" | "provider-test";
                        regionId: string;
                        runningSince: string | null;
                        /** @enum {string} */
                        status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                        tierId: string;
                        updatedAt: string;
                        upgrade?: {
                            from: string;
                            pool: string | null;
                            replaced: number;
                            /** @enum {string} */
                            step: "control-plane" | "surge" | "drain" | "remove" | "done";
                            to: string;
                            total: number;
                        } | null;
                        versionLifecycle: {
                            daysLeft: number;
                            endOfSupport: string;
                            /** @enum {string} */
                            status: "supported" | "ending-soon" | "ended";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postGcpClustersDryRun: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    addonIds: string[];
                    autoUpgrade?: boolean;
                    haControlPlane: boolean;
                    kubernetesVersion: string;
                    maintenanceWindow?: {
                        /** @enum {string} */
                        day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                        durationHours: number;
                        startHourUtc: number;
                    };
                    name: string;
                    nodePools: {
                        autoscale?: {
                            max: number;
                            min: number;
                        };
                        count: number;
                        labels?: {
                            [key: string]: string;
                        };
                        name: string;
                        nodeSizeId: string;
                        taints?: {
                            /** @enum {string} */
                            effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                            key: string;
                            /** @default  */
                            value?: string;
                        }[];
                    }[];
                    providerId: string;
                    regionId: string;
                    tierId: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        problems: {
                            [key: string]: string;
                        };
                        requests: {
                            body: unknown;
                            description: string;
                            /** @enum {string} */
                            method: "GET" | "POST" | "PUT" | "PATCH";
                            url: string;
                        }[];
                        valid: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checks: {
                            /** @enum {string} */
                            store: "ok" | "failing";
                        };
                        /** @enum {string} */
                        status: "ok" | "degraded";
                        uptimeSeconds: number;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getHuaweiClusters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addonIds: string[];
                        autoscaledNodes?: {
                            [key: string]: number;
                        };
                        autoscaleHold?: {
                            at: string;
                            cap: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            pools: string[];
                            projected: number;
                        } | null;
                        autoUpgrade?: boolean;
                        availablePatch: string | null;
                        createdAt: string;
                        deletedAt: string | null;
                        endpoint: string;
                        failure: {
                            at: string;
                            code: string;
                            /** @description True when the customer must change something before retrying */
                            customerAction: boolean;
                            phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                            reason: string;
                        } | null;
                        haControlPlane: boolean;
                        id: string;
                        kubernetesVersion: string;
                        maintenanceWindow?: {
                            /** @enum {string} */
                            day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                            durationHours: number;
                            startHourUtc: number;
                        };
                        monthlyUsdCents: number;
                        name: string;
                        nextMaintenanceAt: string;
                        nodePools: {
                            autoscale?: {
                                max: number;
                                min: number;
                            };
                            count: number;
                            labels?: {
                                [key: string]: string;
                            };
                            name: string;
                            nodeSizeId: string;
                            taints?: {
                                /** @enum {string} */
                                effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                key: string;
                                /** @default  */
                                value: string;
                            }[];
                        }[];
                        operation: ("create" | "update" | "delete") | null;
                        orderId: string | null;
                        patchVersion: string;
                        phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                        phases: {
                            expectedSeconds: number;
                            finishedAt: string | null;
                            /** @enum {string} */
                            phase: "network" | "control-plane" | "node-pools" | "addons" | "health-check";
                            progress: number;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "running" | "done" | "failed";
                        }[];
                        progress: number;
                        providerId: string;
                        /** @enum {string} */
                        purpose: "customer" | "provider-test";
                        regionId: string;
                        runningSince: string | null;
                        /** @enum {string} */
                        status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                        tierId: string;
                        updatedAt: string;
                        upgrade?: {
                            from: string;
                            pool: string | null;
                            replaced: number;
                            /** @enum {string} */
                            step: "control-plane" | "surge" | "drain" | "remove" | "done";
                            to: string;
                            total: number;
                        } | null;
                        versionLifecycle: {
                            daysLeft: number;
                            endOfSupport: string;
                            /** @enum {string} */
                            status: "supported" | "ending-soon" | "ended";
                        };
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postHuaweiClusters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    addonIds: string[];
                    autoUpgrade?: boolean;
                    haControlPlane: boolean;
                    kubernetesVersion: string;
                    maintenanceWindow?: {
                        /** @enum {string} */
                        day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                        durationHours: number;
                        startHourUtc: number;
                    };
                    name: string;
                    nodePools: {
                        autoscale?: {
                            max: number;
                            min: number;
                        };
                        count: number;
                        labels?: {
                            [key: string]: string;
                        };
                        name: string;
                        nodeSizeId: string;
                        taints?: {
                            /** @enum {string} */
                            effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                            key: string;
                            /** @default  */
                            value?: string;
                        }[];
                    }[];
                    providerId: string;
                    regionId: string;
                    tierId: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addonIds: string[];
                        autoscaledNodes?: {
                            [key: string]: number;
                        };
                        autoscaleHold?: {
                            at: string;
                            cap: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            pools: string[];
                            projected: number;
                        } | null;
                        autoUpgrade?: boolean;
                        availablePatch: string | null;
                        createdAt: string;
                        deletedAt: string | null;
                        endpoint: string;
                        failure: {
                            at: string;
                            code: string;
                            /** @description True when the customer must change something before retrying */
                            customerAction: boolean;
                            phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                            reason: string;
                        } | null;
                        haControlPlane: boolean;
                        id: string;
                        kubernetesVersion: string;
                        maintenanceWindow?: {
                            /** @enum {string} */
                            day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                            durationHours: number;
                            startHourUtc: number;
                        };
                        monthlyUsdCents: number;
                        name: string;
                        nextMaintenanceAt: string;
                        nodePools: {
                            autoscale?: {
                                max: number;
                                min: number;
                            };
                            count: number;
                            labels?: {
                                [key: string]: string;
                            };
                            name: string;
                            nodeSizeId: string;
                            taints?: {
                                /** @enum {string} */
                                effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                key: string;
                                /** @default  */
                                value: string;
                            }[];
                        }[];
                        operation: ("create" | "update" | "delete") | null;
                        orderId: string | null;
                        patchVersion: string;
                        phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                        phases: {
                            expectedSeconds: number;
                            finishedAt: string | null;
                            /** @enum {string} */
                            phase: "network" | "control-plane" | "node-pools" | "addons" | "health-check";
                            progress: number;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "running" | "done" | "failed";
                        }[];
                        progress: number;
                        providerId: string;
                        /** @enum {string} */
                        purpose: "customer" | "provider-test";
                        regionId: string;
                        runningSince: string | null;
                        /** @enum {string} */
                        status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                        tierId: string;
                        updatedAt: string;
                        upgrade?: {
                            from: string;
                            pool: string | null;
                            replaced: number;
                            /** @enum {string} */
                            step: "control-plane" | "surge" | "drain" | "remove" | "done";
                            to: string;
                            total: number;
                        } | null;
                        versionLifecycle: {
                            daysLeft: number;
                            endOfSupport: string;
                            /** @enum {string} */
                            status: "supported" | "ending-soon" | "ended";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    deleteHuaweiClustersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addonIds: string[];
                        autoscaledNodes?: {
                            [key: string]: number;
                        };
                        autoscaleHold?: {
                            at: string;
                            cap: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            pools: string[];
                            projected: number;
                        } | null;
                        autoUpgrade?: boolean;
                        availablePatch: string | null;
                        createdAt: string;
                        deletedAt: string | null;
                        endpoint: string;
                        failure: {
                            at: string;
                            code: string;
                            /** @description True when the customer must change something before retrying */
                            customerAction: boolean;
                            phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                            reason: string;
                        } | null;
                        haControlPlane: boolean;
                        id: string;
                        kubernetesVersion: string;
                        maintenanceWindow?: {
                            /** @enum {string} */
                            day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                            durationHours: number;
                            startHourUtc: number;
                        };
                        monthlyUsdCents: number;
                        name: string;
                        nextMaintenanceAt: string;
                        nodePools: {
                            autoscale?: {
                                max: number;
                                min: number;
                            };
                            count: number;
                            labels?: {
                                [key: string]: string;
                            };
                            name: string;
                            nodeSizeId: string;
                            taints?: {
                                /** @enum {string} */
                                effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                key: string;
                                /** @default  */
                                value: string;
                            }[];
                        }[];
                        operation: ("create" | "update" | "delete") | null;
                        orderId: string | null;
                        patchVersion: string;
                        phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                        phases: {
                            expectedSeconds: number;
                            finishedAt: string | null;
                            /** @enum {string} */
                            phase: "network" | "control-plane" | "node-pools" | "addons" | "health-check";
                            progress: number;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "running" | "done" | "failed";
                        }[];
                        progress: number;
                        providerId: string;
                        /** @enum {string} */
                        purpose: "customer" | "provider-test";
                        regionId: string;
                        runningSince: string | null;
                        /** @enum {string} */
                        status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                        tierId: string;
                        updatedAt: string;
                        upgrade?: {
                            from: string;
                            pool: string | null;
                            replaced: number;
                            /** @enum {string} */
                            step: "control-plane" | "surge" | "drain" | "remove" | "done";
                            to: string;
                            total: number;
                        } | null;
                        versionLifecycle: {
                            daysLeft: number;
                            endOfSupport: string;
                            /** @enum {string} */
                            status: "supported" | "ending-soon" | "ended";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postHuaweiClustersDryRun: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    addonIds: string[];
                    autoUpgrade?: boolean;
                    haControlPlane: boolean;
                    kubernetesVersion: string;
                    maintenanceWindow?: {
                        /** @enum {string} */
                        day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                        durationHours: number;
                        startHourUtc: number;
                    };
                    name: string;
                    nodePools: {
                        autoscale?: {
                            max: number;
                            min: number;
                        };
                        count: number;
                        labels?: {
                            [key: string]: string;
                        };
                        name: string;
                        nodeSizeId: string;
                        taints?: {
                            /** @enum {string} */
                            effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                            key: string;
                            /** @default  */
                            value?: string;
                        }[];
                    }[];
                    providerId: string;
                    regionId: string;
                    tierId: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        problems: {
                            [key: string]: string;
                        };
                        requests: {
                            body: unknown;
                            description: string;
                            /** @enum {string} */
                            method: "GET" | "POST" | "PUT" | "PATCH";
                            url: string;
                        }[];
                        valid: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getIbmClusters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addonIds: string[];
                        autoscaledNodes?: {
                            [key: string]: number;
                        };
                        autoscaleHold?: {
                            at: string;
                            cap: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            pools: string[];
                            projected: number;
                        } | null;
                        autoUpgrade?: boolean;
                        availablePatch: string | null;
                        createdAt: string;
                        deletedAt: string | null;
                        endpoint: string;
                        failure: {
                            at: string;
                            code: string;
                            /** @description True when the customer must change something before retrying */
                            customerAction: boolean;
                            phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                            reason: string;
                        } | null;
                        haControlPlane: boolean;
                        id: string;
                        kubernetesVersion: string;
                        maintenanceWindow?: {
                            /** @enum {string} */
                            day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                            durationHours: number;
                            startHourUtc: number;
                        };
                        monthlyUsdCents: number;
                        name: string;
                        nextMaintenanceAt: string;
                        nodePools: {
                            autoscale?: {
                                max: number;
                                min: number;
                            };
                            count: number;
                            labels?: {
                                [key: string]: string;
                            };
                            name: string;
                            nodeSizeId: string;
                            taints?: {
                                /** @enum {string} */
                                effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                key: string;
                                /** @default  */
                                value: string;
                            }[];
                        }[];
                        operation: ("create" | "update" | "delete") | null;
                        orderId: string | null;
                        patchVersion: string;
                        phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                        phases: {
                            expectedSeconds: number;
                            finishedAt: string | null;
                            /** @enum {string} */
                            phase: "network" | "control-plane" | "node-pools" | "addons" | "health-check";
                            progress: number;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "running" | "done" | "failed";
                        }[];
                        progress: number;
                        providerId: string;
                        /** @enum {string} */
                        purpose: "customer" | "provider-test";
                        regionId: string;
                        runningSince: string | null;
                        /** @enum {string} */
                        status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                        tierId: string;
                        updatedAt: string;
                        upgrade?: {
                            from: string;
                            pool: string | null;
                            replaced: number;
                            /** @enum {string} */
                            step: "control-plane" | "surge" | "drain" | "remove" | "done";
                            to: string;
                            total: number;
                        } | null;
                        versionLifecycle: {
                            daysLeft: number;
                            endOfSupport: string;
                            /** @enum {string} */
                            status: "supported" | "ending-soon" | "ended";
                        };
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postIbmClusters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    addonIds: string[];
                    autoUpgrade?: boolean;
                    haControlPlane: boolean;
                    kubernetesVersion: string;
                    maintenanceWindow?: {
                        /** @enum {string} */
                        day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                        durationHours: number;
                        startHourUtc: number;
                    };
                    name: string;
                    nodePools: {
                        autoscale?: {
                            max: number;
                            min: number;
                        };
                        count: number;
                        labels?: {
                            [key: string]: string;
                        };
                        name: string;
                        nodeSizeId: string;
                        taints?: {
                            /** @enum {string} */
                            effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                            key: string;
                            /** @default  */
                            value?: string;
                        }[];
                    }[];
                    providerId: string;
                    regionId: string;
                    tierId: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addonIds: string[];
                        autoscaledNodes?: {
                            [key: string]: number;
                        };
                        autoscaleHold?: {
                            at: string;
                            cap: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            pools: string[];
                            projected: number;
                        } | null;
                        autoUpgrade?: boolean;
                        availablePatch: string | null;
                        createdAt: string;
                        deletedAt: string | null;
                        endpoint: string;
                        failure: {
                            at: string;
                            code: string;
                            /** @description True when the customer must change something before retrying */
                            customerAction: boolean;
                            phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                            reason: string;
                        } | null;
                        haControlPlane: boolean;
                        id: string;
                        kubernetesVersion: string;
                        maintenanceWindow?: {
                            /** @enum {string} */
                            day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                            durationHours: number;
                            startHourUtc: number;
                        };
                        monthlyUsdCents: number;
                        name: string;
                        nextMaintenanceAt: string;
                        nodePools: {
                            autoscale?: {
                                max: number;
                                min: number;
                            };
                            count: number;
                            labels?: {
                                [key: string]: string;
                            };
                            name: string;
                            nodeSizeId: string;
                            taints?: {
                                /** @enum {string} */
                                effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                key: string;
                                /** @default  */
                                value: string;
                            }[];
                        }[];
                        operation: ("create" | "update" | "delete") | null;
                        orderId: string | null;
                        patchVersion: string;
                        phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                        phases: {
                            expectedSeconds: number;
                            finishedAt: string | null;
                            /** @enum {string} */
                            phase: "network" | "control-plane" | "node-pools" | "addons" | "health-check";
                            progress: number;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "running" | "done" | "failed";
                        }[];
                        progress: number;
                        providerId: string;
                        /** @enum {string} */
                        purpose: "customer" | "provider-test";
                        regionId: string;
                        runningSince: string | null;
                        /** @enum {string} */
                        status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                        tierId: string;
                        updatedAt: string;
                        upgrade?: {
                            from: string;
                            pool: string | null;
                            replaced: number;
                            /** @enum {string} */
                            step: "control-plane" | "surge" | "drain" | "remove" | "done";
                            to: string;
                            total: number;
                        } | null;
                        versionLifecycle: {
                            daysLeft: number;
                            endOfSupport: string;
                            /** @enum {string} */
                            status: "supported" | "ending-soon" | "ended";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    deleteIbmClustersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addonIds: string[];
                        autoscaledNodes?: {
                            [key: string]: number;
                        };
                        autoscaleHold?: {
                            at: string;
                            cap: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            pools: string[];
                            projected: number;
                        } | null;
                        autoUpgrade?: boolean;
                        availablePatch: string | null;
                        createdAt: string;
                        deletedAt: string | null;
                        endpoint: string;
                        failure: {
                            at: string;
                            code: string;
                            /** @description True when the customer must change something before retrying */
                            customerAction: boolean;
                            phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                            reason: string;
                        } | null;
                        haControlPlane: boolean;
                        id: string;
                        kubernetesVersion: string;
                        maintenanceWindow?: {
                            /** @enum {string} */
                            day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                            durationHours: number;
                            startHourUtc: number;
                        };
                        monthlyUsdCents: number;
                        name: string;
                        nextMaintenanceAt: string;
                        nodePools: {
                            autoscale?: {
                                max: number;
                                min: number;
                            };
                            count: number;
                            labels?: {
                                [key: string]: string;
                            };
                            name: string;
                            nodeSizeId: string;
                            taints?: {
                                /** @enum {string} */
                                effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                key: string;
                                /** @default  */
                                value: string;
                            }[];
                        }[];
                        operation: ("create" | "update" | "delete") | null;
                        orderId: string | null;
                        patchVersion: string;
                        phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                        phases: {
                            expectedSeconds: number;
                            finishedAt: string | null;
                            /** @enum {string} */
                            phase: "network" | "control-plane" | "node-pools" | "addons" | "health-check";
                            progress: number;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "running" | "done" | "failed";
                        }[];
                        progress: number;
                        providerId: string;
                        /** @enum {string} */
                        purpose: "customer" | "provider-test";
                        regionId: string;
                        runningSince: string | null;
                        /** @enum {string} */
                        status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                        tierId: string;
                        updatedAt: string;
                        upgrade?: {
                            from: string;
                            pool: string | null;
                            replaced: number;
                            /** @enum {string} */
                            step: "control-plane" | "surge" | "drain" | "remove" | "done";
                            to: string;
                            total: number;
                        } | null;
                        versionLifecycle: {
                            daysLeft: number;
                            endOfSupport: string;
                            /** @enum {string} */
                            status: "supported" | "ending-soon" | "ended";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postIbmClustersDryRun: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    addonIds: string[];
                    autoUpgrade?: boolean;
                    haControlPlane: boolean;
                    kubernetesVersion: string;
                    maintenanceWindow?: {
                        /** @enum {string} */
                        day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                        durationHours: number;
                        startHourUtc: number;
                    };
                    name: string;
                    nodePools: {
                        autoscale?: {
                            max: number;
                            min: number;
                        };
                        count: number;
                        labels?: {
                            [key: string]: string;
                        };
                        name: string;
                        nodeSizeId: string;
                        taints?: {
                            /** @enum {string} */
                            effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                            key: string;
                            /** @default  */
                            value?: string;
                        }[];
                    }[];
                    providerId: string;
                    regionId: string;
                    tierId: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        problems: {
                            [key: string]: string;
                        };
                        requests: {
                            body: unknown;
                            description: string;
                            /** @enum {string} */
                            method: "GET" | "POST" | "PUT" | "PATCH";
                            url: string;
                        }[];
                        valid: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postInvitationsAccept: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    password: string;
                    token: string;
                    username: string & (unknown & unknown);
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyId: string | null;
                        companyName: string | null;
                        email: string;
                        emailVerified: boolean;
                        id: string;
                        mfaEnabled: boolean;
                        name: string;
                        officersAccess: boolean;
                        /** @enum {string} */
                        orgRole: "owner" | "member" | "billing" | "viewer";
                        preferences: {
                            /** @enum {string} */
                            billingCycle: "monthly" | "yearly";
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            /** @enum {string} */
                            language?: "en" | "fr";
                            /** @enum {string} */
                            theme: "light" | "dark" | "system";
                        };
                        /** @enum {string} */
                        role: "user" | "admin" | "super_admin";
                        twoFactorSetupRequired?: boolean;
                        username: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getInvitationsPreview: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        expiresAt: string;
                        invitedByName: string | null;
                        organizationName: string;
                        /** @enum {string} */
                        orgRole: "owner" | "member" | "billing" | "viewer";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postLeads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    company?: string;
                    email: string;
                    /** @constant */
                    kind: "contact";
                    message: string;
                    name: string;
                    subject: string;
                    website?: string;
                } | {
                    company: string;
                    email: string;
                    /** @constant */
                    kind: "demo";
                    message?: string;
                    name: string;
                    preferredDate: string;
                    /** @enum {string} */
                    timeWindow: "morning" | "midday" | "afternoon";
                    timeZone: string;
                    website?: string;
                } | {
                    /** @enum {string} */
                    budgetRange: "under-1k" | "1k-5k" | "5k-20k" | "20k-100k" | "over-100k";
                    company: string;
                    /** @enum {string} */
                    companySize: "1-10" | "11-50" | "51-200" | "201-1000" | "1001-5000" | "5000+";
                    email: string;
                    expectedClusters: number;
                    /** @constant */
                    kind: "sales";
                    message?: string;
                    name: string;
                    website?: string;
                } | {
                    clusters: {
                        nodes: number;
                        type: string;
                    }[];
                    company: string;
                    /** @default [] */
                    compliance?: ("GDPR" | "HDS" | "CISPE")[];
                    email: string;
                    /** @constant */
                    kind: "quote";
                    message?: string;
                    name: string;
                    regions: string[];
                    /** @enum {string} */
                    term: "monthly" | "1-year" | "3-year";
                    website?: string;
                } | {
                    clusterCount: number;
                    company: string;
                    /** @enum {string} */
                    currentPlatform: "eks" | "gke" | "aks" | "on-prem" | "other";
                    email: string;
                    /** @constant */
                    kind: "migration";
                    message?: string;
                    name: string;
                    targetDate: string;
                    website?: string;
                    workloads: ("stateless" | "stateful" | "databases" | "batch" | "ai-ml" | "streaming")[];
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    username: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyId: string | null;
                        companyName: string | null;
                        email: string;
                        emailVerified: boolean;
                        id: string;
                        mfaEnabled: boolean;
                        name: string;
                        officersAccess: boolean;
                        /** @enum {string} */
                        orgRole: "owner" | "member" | "billing" | "viewer";
                        preferences: {
                            /** @enum {string} */
                            billingCycle: "monthly" | "yearly";
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            /** @enum {string} */
                            language?: "en" | "fr";
                            /** @enum {string} */
                            theme: "light" | "dark" | "system";
                        };
                        /** @enum {string} */
                        role: "user" | "admin" | "super_admin";
                        twoFactorSetupRequired?: boolean;
                        username: string;
                    } | {
                        /** @constant */
                        mfaRequired: true;
                        mfaToken: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getMarketplace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            category: string;
                            description: string;
                            featured: boolean;
                            id: string;
                            installs: {
                                namespace: string;
                                workloads: {
                                    images: string[];
                                    /** @enum {string} */
                                    kind: "Deployment" | "StatefulSet" | "DaemonSet";
                                    name: string;
                                    replicas: number | null;
                                }[];
                            } | null;
                            /** @enum {string} */
                            kind: "addon" | "product";
                            license: string | null;
                            name: string;
                            olderVersions: string[];
                            priceMonthlyMicroUsd: number;
                            /** @enum {string} */
                            pricingUnit: "per cluster" | "per node" | "per GB" | "flat";
                            tiers: string[];
                            vendor: string;
                            version: string | null;
                        }[];
                        tiers: {
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postNewsletter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    website?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postNewsletterConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getNewsletterOneClick: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description See Other: the address in Location */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postNewsletterOneClick: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postNewsletterUnsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getNotifications: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        message: string;
                        read: boolean;
                        timestamp: string;
                        trash: boolean;
                        /** @enum {string} */
                        type: "success" | "warning" | "error" | "system" | "info";
                        userId: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    putNotificationsByIdRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        message: string;
                        read: boolean;
                        timestamp: string;
                        trash: boolean;
                        /** @enum {string} */
                        type: "success" | "warning" | "error" | "system" | "info";
                        userId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    putNotificationsByIdTrash: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        message: string;
                        read: boolean;
                        timestamp: string;
                        trash: boolean;
                        /** @enum {string} */
                        type: "success" | "warning" | "error" | "system" | "info";
                        userId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getNotificationsCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postNotificationsMarkAllRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        updated: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getOfficersCheckAccess: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": boolean;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getOfficersCustomSolutions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attachments: {
                            contentType: string;
                            createdAt: string;
                            id: string;
                            name: string;
                            size: number;
                        }[];
                        budgetRange: string;
                        compliance: string[];
                        createdAt: string;
                        description: string;
                        id: string;
                        leadId: string;
                        messages: {
                            at: string;
                            /** @enum {string} */
                            author: "customer" | "support";
                            body: string;
                            id: string;
                        }[];
                        reference: string;
                        regions: string[];
                        requester: {
                            companyName: string;
                            email: string;
                            id: string;
                            name: string;
                        };
                        /** @enum {string} */
                        status: "open" | "awaiting_support" | "awaiting_customer" | "resolved" | "closed";
                        ticketId: string;
                        title: string;
                        trackingCode: string;
                        updatedAt: string;
                        workloads: string[];
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postOfficersCustomSolutionsByIdReply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attachments: {
                            contentType: string;
                            createdAt: string;
                            id: string;
                            name: string;
                            size: number;
                        }[];
                        budgetRange: string;
                        compliance: string[];
                        createdAt: string;
                        description: string;
                        id: string;
                        leadId: string;
                        messages: {
                            at: string;
                            /** @enum {string} */
                            author: "customer" | "support";
                            body: string;
                            id: string;
                        }[];
                        reference: string;
                        regions: string[];
                        requester: {
                            companyName: string;
                            email: string;
                            id: string;
                            name: string;
                        };
                        /** @enum {string} */
                        status: "open" | "awaiting_support" | "awaiting_customer" | "resolved" | "closed";
                        ticketId: string;
                        title: string;
                        trackingCode: string;
                        updatedAt: string;
                        workloads: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postOfficersOrganizationsByOrganizationIdContactNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        at: string;
                        byId: string;
                        byName: string;
                        note: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postOfficersOrganizationsByOrganizationIdLiftSuspension: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getOfficersPayments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attempts: number;
                        companyName: string;
                        contactNote: {
                            at: string;
                            byId: string;
                            byName: string;
                            note: string;
                        } | null;
                        currency: string;
                        invoiceId: string;
                        issuedAt: string;
                        lastError: string | null;
                        nextAttemptAt: string | null;
                        number: string;
                        ordersSuspended: boolean;
                        organizationId: string;
                        total: number;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postOfficersPaymentsByInvoiceIdRetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invoiceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invoice: {
                            attempts: number;
                            companyName: string;
                            contactNote: {
                                at: string;
                                byId: string;
                                byName: string;
                                note: string;
                            } | null;
                            currency: string;
                            invoiceId: string;
                            issuedAt: string;
                            lastError: string | null;
                            nextAttemptAt: string | null;
                            number: string;
                            ordersSuspended: boolean;
                            organizationId: string;
                            total: number;
                        };
                        /** @enum {string} */
                        outcome: "paid" | "failed";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getOfficersPaymentsRefundedCharges: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        at: string;
                        companyName: string;
                        detail: string;
                        id: string;
                        orderId: string | null;
                        organizationId: string | null;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getOfficersPendingRegistrations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyName: string;
                        createdAt: string;
                        email: string;
                        emailVerifiedAt: string | null;
                        id: string;
                        joinsExistingOrganization: boolean;
                        name: string;
                        /** @enum {string} */
                        status: "awaiting_email" | "awaiting_approval";
                        username: string;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postOfficersPendingRegistrationsByIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "approved" | "rejected";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postOfficersPendingRegistrationsByIdReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "approved" | "rejected";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getOfficersProvisioning: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attempt: number;
                        clusterId: string;
                        companyName: string;
                        escalation: {
                            at: string;
                            byId: string;
                            byName: string;
                            note: string;
                        } | null;
                        failure: {
                            at: string;
                            code: string;
                            /** @description True when the customer must change something before retrying */
                            customerAction: boolean;
                            phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                            reason: string;
                        };
                        name: string;
                        operation: ("create" | "update" | "delete") | null;
                        organizationId: string;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postOfficersProvisioningByClusterIdEscalate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clusterId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attempt: number;
                        clusterId: string;
                        companyName: string;
                        escalation: {
                            at: string;
                            byId: string;
                            byName: string;
                            note: string;
                        } | null;
                        failure: {
                            at: string;
                            code: string;
                            /** @description True when the customer must change something before retrying */
                            customerAction: boolean;
                            phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                            reason: string;
                        };
                        name: string;
                        operation: ("create" | "update" | "delete") | null;
                        organizationId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postOfficersProvisioningByClusterIdRetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clusterId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addonIds: string[];
                        autoscaledNodes?: {
                            [key: string]: number;
                        };
                        autoscaleHold?: {
                            at: string;
                            cap: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            pools: string[];
                            projected: number;
                        } | null;
                        autoUpgrade?: boolean;
                        availablePatch: string | null;
                        createdAt: string;
                        deletedAt: string | null;
                        endpoint: string;
                        failure: {
                            at: string;
                            code: string;
                            /** @description True when the customer must change something before retrying */
                            customerAction: boolean;
                            phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                            reason: string;
                        } | null;
                        haControlPlane: boolean;
                        id: string;
                        kubernetesVersion: string;
                        maintenanceWindow?: {
                            /** @enum {string} */
                            day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                            durationHours: number;
                            startHourUtc: number;
                        };
                        monthlyUsdCents: number;
                        name: string;
                        nextMaintenanceAt: string;
                        nodePools: {
                            autoscale?: {
                                max: number;
                                min: number;
                            };
                            count: number;
                            labels?: {
                                [key: string]: string;
                            };
                            name: string;
                            nodeSizeId: string;
                            taints?: {
                                /** @enum {string} */
                                effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                key: string;
                                /** @default  */
                                value: string;
                            }[];
                        }[];
                        operation: ("create" | "update" | "delete") | null;
                        orderId: string | null;
                        patchVersion: string;
                        phase: ("network" | "control-plane" | "node-pools" | "addons" | "health-check") | null;
                        phases: {
                            expectedSeconds: number;
                            finishedAt: string | null;
                            /** @enum {string} */
                            phase: "network" | "control-plane" | "node-pools" | "addons" | "health-check";
                            progress: number;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "running" | "done" | "failed";
                        }[];
                        progress: number;
                        providerId: string;
                        /** @enum {string} */
                        purpose: "customer" | "provider-test";
                        regionId: string;
                        runningSince: string | null;
                        /** @enum {string} */
                        status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                        tierId: string;
                        updatedAt: string;
                        upgrade?: {
                            from: string;
                            pool: string | null;
                            replaced: number;
                            /** @enum {string} */
                            step: "control-plane" | "surge" | "drain" | "remove" | "done";
                            to: string;
                            total: number;
                        } | null;
                        versionLifecycle: {
                            daysLeft: number;
                            endOfSupport: string;
                            /** @enum {string} */
                            status: "supported" | "ending-soon" | "ended";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getOfficersQueues: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        id: string;
                        label: string;
                        oldestAt: string | null;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getOfficersTickets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        assigneeId: string | null;
                        canRate: boolean;
                        canReopen: boolean;
                        canReply: boolean;
                        /** @enum {string} */
                        category: "technical" | "billing" | "general";
                        clusterId: string | null;
                        createdAt: string;
                        id: string;
                        messages: {
                            at: string;
                            attachments: {
                                contentType: string;
                                createdAt: string;
                                id: string;
                                name: string;
                                size: number;
                            }[];
                            /** @enum {string} */
                            author: "customer" | "support";
                            body: string;
                            id: string;
                            snapshotId: string | null;
                        }[];
                        notes: {
                            at: string;
                            authorUserId: string;
                            body: string;
                            id: string;
                        }[];
                        orderId: string | null;
                        organizationId: string | null;
                        /** @enum {string} */
                        priority: "low" | "normal" | "high" | "urgent";
                        rating: {
                            at: string;
                            comment: string;
                            score: number;
                        } | null;
                        requesterEmail: string;
                        requesterName: string;
                        resolvedAt: string | null;
                        sla: {
                            breached: boolean;
                            dueAt: string | null;
                            hours: number | null;
                        };
                        snapshots: {
                            clusterId: string;
                            content: {
                                addons: {
                                    id: string;
                                    name: string;
                                    state: string;
                                    version: string;
                                }[];
                                cluster: {
                                    addonIds: string[];
                                    autoUpgrade?: boolean;
                                    createdAt: string;
                                    failure: {
                                        at: string;
                                        code: string;
                                        reason: string;
                                    } | null;
                                    haControlPlane: boolean;
                                    id: string;
                                    kubernetesVersion: string;
                                    maintenanceWindow?: {
                                        /** @enum {string} */
                                        day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                                        durationHours: number;
                                        startHourUtc: number;
                                    };
                                    name: string;
                                    nodePools: {
                                        autoscale?: {
                                            max: number;
                                            min: number;
                                        };
                                        count: number;
                                        labels?: {
                                            [key: string]: string;
                                        };
                                        name: string;
                                        nodeSizeId: string;
                                        taints?: {
                                            /** @enum {string} */
                                            effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                            key: string;
                                            /** @default  */
                                            value: string;
                                        }[];
                                    }[];
                                    patchVersion: string;
                                    phase: string | null;
                                    progress: number;
                                    providerId: string;
                                    regionId: string;
                                    /** @enum {string} */
                                    status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                                    tierId: string;
                                    updatedAt: string;
                                };
                                credentials: {
                                    createdAt: string;
                                    expiresAt: string;
                                    id: string;
                                    lastUsedAt: string | null;
                                    revokedAt: string | null;
                                    userName: string;
                                }[];
                                events: {
                                    at: string;
                                    message: string;
                                    /** @enum {string} */
                                    type: "status" | "phase" | "config" | "credential" | "failure" | "info";
                                }[];
                                takenAt: string;
                            } | null;
                            id: string;
                            revokedAt: string | null;
                            takenAt: string;
                        }[];
                        /** @enum {string} */
                        status: "open" | "awaiting_support" | "awaiting_customer" | "resolved" | "closed";
                        subject: string;
                        trackingCode: string;
                        updatedAt: string;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getOfficersTicketsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        assigneeId: string | null;
                        canRate: boolean;
                        canReopen: boolean;
                        canReply: boolean;
                        /** @enum {string} */
                        category: "technical" | "billing" | "general";
                        clusterId: string | null;
                        createdAt: string;
                        id: string;
                        messages: {
                            at: string;
                            attachments: {
                                contentType: string;
                                createdAt: string;
                                id: string;
                                name: string;
                                size: number;
                            }[];
                            /** @enum {string} */
                            author: "customer" | "support";
                            body: string;
                            id: string;
                            snapshotId: string | null;
                        }[];
                        notes: {
                            at: string;
                            authorUserId: string;
                            body: string;
                            id: string;
                        }[];
                        orderId: string | null;
                        organizationId: string | null;
                        /** @enum {string} */
                        priority: "low" | "normal" | "high" | "urgent";
                        rating: {
                            at: string;
                            comment: string;
                            score: number;
                        } | null;
                        requesterEmail: string;
                        requesterName: string;
                        resolvedAt: string | null;
                        sla: {
                            breached: boolean;
                            dueAt: string | null;
                            hours: number | null;
                        };
                        snapshots: {
                            clusterId: string;
                            content: {
                                addons: {
                                    id: string;
                                    name: string;
                                    state: string;
                                    version: string;
                                }[];
                                cluster: {
                                    addonIds: string[];
                                    autoUpgrade?: boolean;
                                    createdAt: string;
                                    failure: {
                                        at: string;
                                        code: string;
                                        reason: string;
                                    } | null;
                                    haControlPlane: boolean;
                                    id: string;
                                    kubernetesVersion: string;
                                    maintenanceWindow?: {
                                        /** @enum {string} */
                                        day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                                        durationHours: number;
                                        startHourUtc: number;
                                    };
                                    name: string;
                                    nodePools: {
                                        autoscale?: {
                                            max: number;
                                            min: number;
                                        };
                                        count: number;
                                        labels?: {
                                            [key: string]: string;
                                        };
                                        name: string;
                                        nodeSizeId: string;
                                        taints?: {
                                            /** @enum {string} */
                                            effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                            key: string;
                                            /** @default  */
                                            value: string;
                                        }[];
                                    }[];
                                    patchVersion: string;
                                    phase: string | null;
                                    progress: number;
                                    providerId: string;
                                    regionId: string;
                                    /** @enum {string} */
                                    status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                                    tierId: string;
                                    updatedAt: string;
                                };
                                credentials: {
                                    createdAt: string;
                                    expiresAt: string;
                                    id: string;
                                    lastUsedAt: string | null;
                                    revokedAt: string | null;
                                    userName: string;
                                }[];
                                events: {
                                    at: string;
                                    message: string;
                                    /** @enum {string} */
                                    type: "status" | "phase" | "config" | "credential" | "failure" | "info";
                                }[];
                                takenAt: string;
                            } | null;
                            id: string;
                            revokedAt: string | null;
                            takenAt: string;
                        }[];
                        /** @enum {string} */
                        status: "open" | "awaiting_support" | "awaiting_customer" | "resolved" | "closed";
                        subject: string;
                        trackingCode: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    patchOfficersTicketsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    event?: "acknowledge" | "resolve" | "close" | "reopen";
                    /** @enum {string} */
                    priority?: "low" | "normal" | "high" | "urgent";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        assigneeId: string | null;
                        canRate: boolean;
                        canReopen: boolean;
                        canReply: boolean;
                        /** @enum {string} */
                        category: "technical" | "billing" | "general";
                        clusterId: string | null;
                        createdAt: string;
                        id: string;
                        messages: {
                            at: string;
                            attachments: {
                                contentType: string;
                                createdAt: string;
                                id: string;
                                name: string;
                                size: number;
                            }[];
                            /** @enum {string} */
                            author: "customer" | "support";
                            body: string;
                            id: string;
                            snapshotId: string | null;
                        }[];
                        notes: {
                            at: string;
                            authorUserId: string;
                            body: string;
                            id: string;
                        }[];
                        orderId: string | null;
                        organizationId: string | null;
                        /** @enum {string} */
                        priority: "low" | "normal" | "high" | "urgent";
                        rating: {
                            at: string;
                            comment: string;
                            score: number;
                        } | null;
                        requesterEmail: string;
                        requesterName: string;
                        resolvedAt: string | null;
                        sla: {
                            breached: boolean;
                            dueAt: string | null;
                            hours: number | null;
                        };
                        snapshots: {
                            clusterId: string;
                            content: {
                                addons: {
                                    id: string;
                                    name: string;
                                    state: string;
                                    version: string;
                                }[];
                                cluster: {
                                    addonIds: string[];
                                    autoUpgrade?: boolean;
                                    createdAt: string;
                                    failure: {
                                        at: string;
                                        code: string;
                                        reason: string;
                                    } | null;
                                    haControlPlane: boolean;
                                    id: string;
                                    kubernetesVersion: string;
                                    maintenanceWindow?: {
                                        /** @enum {string} */
                                        day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                                        durationHours: number;
                                        startHourUtc: number;
                                    };
                                    name: string;
                                    nodePools: {
                                        autoscale?: {
                                            max: number;
                                            min: number;
                                        };
                                        count: number;
                                        labels?: {
                                            [key: string]: string;
                                        };
                                        name: string;
                                        nodeSizeId: string;
                                        taints?: {
                                            /** @enum {string} */
                                            effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                            key: string;
                                            /** @default  */
                                            value: string;
                                        }[];
                                    }[];
                                    patchVersion: string;
                                    phase: string | null;
                                    progress: number;
                                    providerId: string;
                                    regionId: string;
                                    /** @enum {string} */
                                    status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                                    tierId: string;
                                    updatedAt: string;
                                };
                                credentials: {
                                    createdAt: string;
                                    expiresAt: string;
                                    id: string;
                                    lastUsedAt: string | null;
                                    revokedAt: string | null;
                                    userName: string;
                                }[];
                                events: {
                                    at: string;
                                    message: string;
                                    /** @enum {string} */
                                    type: "status" | "phase" | "config" | "credential" | "failure" | "info";
                                }[];
                                takenAt: string;
                            } | null;
                            id: string;
                            revokedAt: string | null;
                            takenAt: string;
                        }[];
                        /** @enum {string} */
                        status: "open" | "awaiting_support" | "awaiting_customer" | "resolved" | "closed";
                        subject: string;
                        trackingCode: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postOfficersTicketsByIdClaim: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        assigneeId: string | null;
                        canRate: boolean;
                        canReopen: boolean;
                        canReply: boolean;
                        /** @enum {string} */
                        category: "technical" | "billing" | "general";
                        clusterId: string | null;
                        createdAt: string;
                        id: string;
                        messages: {
                            at: string;
                            attachments: {
                                contentType: string;
                                createdAt: string;
                                id: string;
                                name: string;
                                size: number;
                            }[];
                            /** @enum {string} */
                            author: "customer" | "support";
                            body: string;
                            id: string;
                            snapshotId: string | null;
                        }[];
                        notes: {
                            at: string;
                            authorUserId: string;
                            body: string;
                            id: string;
                        }[];
                        orderId: string | null;
                        organizationId: string | null;
                        /** @enum {string} */
                        priority: "low" | "normal" | "high" | "urgent";
                        rating: {
                            at: string;
                            comment: string;
                            score: number;
                        } | null;
                        requesterEmail: string;
                        requesterName: string;
                        resolvedAt: string | null;
                        sla: {
                            breached: boolean;
                            dueAt: string | null;
                            hours: number | null;
                        };
                        snapshots: {
                            clusterId: string;
                            content: {
                                addons: {
                                    id: string;
                                    name: string;
                                    state: string;
                                    version: string;
                                }[];
                                cluster: {
                                    addonIds: string[];
                                    autoUpgrade?: boolean;
                                    createdAt: string;
                                    failure: {
                                        at: string;
                                        code: string;
                                        reason: string;
                                    } | null;
                                    haControlPlane: boolean;
                                    id: string;
                                    kubernetesVersion: string;
                                    maintenanceWindow?: {
                                        /** @enum {string} */
                                        day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                                        durationHours: number;
                                        startHourUtc: number;
                                    };
                                    name: string;
                                    nodePools: {
                                        autoscale?: {
                                            max: number;
                                            min: number;
                                        };
                                        count: number;
                                        labels?: {
                                            [key: string]: string;
                                        };
                                        name: string;
                                        nodeSizeId: string;
                                        taints?: {
                                            /** @enum {string} */
                                            effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                            key: string;
                                            /** @default  */
                                            value: string;
                                        }[];
                                    }[];
                                    patchVersion: string;
                                    phase: string | null;
                                    progress: number;
                                    providerId: string;
                                    regionId: string;
                                    /** @enum {string} */
                                    status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                                    tierId: string;
                                    updatedAt: string;
                                };
                                credentials: {
                                    createdAt: string;
                                    expiresAt: string;
                                    id: string;
                                    lastUsedAt: string | null;
                                    revokedAt: string | null;
                                    userName: string;
                                }[];
                                events: {
                                    at: string;
                                    message: string;
                                    /** @enum {string} */
                                    type: "status" | "phase" | "config" | "credential" | "failure" | "info";
                                }[];
                                takenAt: string;
                            } | null;
                            id: string;
                            revokedAt: string | null;
                            takenAt: string;
                        }[];
                        /** @enum {string} */
                        status: "open" | "awaiting_support" | "awaiting_customer" | "resolved" | "closed";
                        subject: string;
                        trackingCode: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postOfficersTicketsByIdNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        assigneeId: string | null;
                        canRate: boolean;
                        canReopen: boolean;
                        canReply: boolean;
                        /** @enum {string} */
                        category: "technical" | "billing" | "general";
                        clusterId: string | null;
                        createdAt: string;
                        id: string;
                        messages: {
                            at: string;
                            attachments: {
                                contentType: string;
                                createdAt: string;
                                id: string;
                                name: string;
                                size: number;
                            }[];
                            /** @enum {string} */
                            author: "customer" | "support";
                            body: string;
                            id: string;
                            snapshotId: string | null;
                        }[];
                        notes: {
                            at: string;
                            authorUserId: string;
                            body: string;
                            id: string;
                        }[];
                        orderId: string | null;
                        organizationId: string | null;
                        /** @enum {string} */
                        priority: "low" | "normal" | "high" | "urgent";
                        rating: {
                            at: string;
                            comment: string;
                            score: number;
                        } | null;
                        requesterEmail: string;
                        requesterName: string;
                        resolvedAt: string | null;
                        sla: {
                            breached: boolean;
                            dueAt: string | null;
                            hours: number | null;
                        };
                        snapshots: {
                            clusterId: string;
                            content: {
                                addons: {
                                    id: string;
                                    name: string;
                                    state: string;
                                    version: string;
                                }[];
                                cluster: {
                                    addonIds: string[];
                                    autoUpgrade?: boolean;
                                    createdAt: string;
                                    failure: {
                                        at: string;
                                        code: string;
                                        reason: string;
                                    } | null;
                                    haControlPlane: boolean;
                                    id: string;
                                    kubernetesVersion: string;
                                    maintenanceWindow?: {
                                        /** @enum {string} */
                                        day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                                        durationHours: number;
                                        startHourUtc: number;
                                    };
                                    name: string;
                                    nodePools: {
                                        autoscale?: {
                                            max: number;
                                            min: number;
                                        };
                                        count: number;
                                        labels?: {
                                            [key: string]: string;
                                        };
                                        name: string;
                                        nodeSizeId: string;
                                        taints?: {
                                            /** @enum {string} */
                                            effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                            key: string;
                                            /** @default  */
                                            value: string;
                                        }[];
                                    }[];
                                    patchVersion: string;
                                    phase: string | null;
                                    progress: number;
                                    providerId: string;
                                    regionId: string;
                                    /** @enum {string} */
                                    status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                                    tierId: string;
                                    updatedAt: string;
                                };
                                credentials: {
                                    createdAt: string;
                                    expiresAt: string;
                                    id: string;
                                    lastUsedAt: string | null;
                                    revokedAt: string | null;
                                    userName: string;
                                }[];
                                events: {
                                    at: string;
                                    message: string;
                                    /** @enum {string} */
                                    type: "status" | "phase" | "config" | "credential" | "failure" | "info";
                                }[];
                                takenAt: string;
                            } | null;
                            id: string;
                            revokedAt: string | null;
                            takenAt: string;
                        }[];
                        /** @enum {string} */
                        status: "open" | "awaiting_support" | "awaiting_customer" | "resolved" | "closed";
                        subject: string;
                        trackingCode: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postOfficersTicketsByIdReply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        assigneeId: string | null;
                        canRate: boolean;
                        canReopen: boolean;
                        canReply: boolean;
                        /** @enum {string} */
                        category: "technical" | "billing" | "general";
                        clusterId: string | null;
                        createdAt: string;
                        id: string;
                        messages: {
                            at: string;
                            attachments: {
                                contentType: string;
                                createdAt: string;
                                id: string;
                                name: string;
                                size: number;
                            }[];
                            /** @enum {string} */
                            author: "customer" | "support";
                            body: string;
                            id: string;
                            snapshotId: string | null;
                        }[];
                        notes: {
                            at: string;
                            authorUserId: string;
                            body: string;
                            id: string;
                        }[];
                        orderId: string | null;
                        organizationId: string | null;
                        /** @enum {string} */
                        priority: "low" | "normal" | "high" | "urgent";
                        rating: {
                            at: string;
                            comment: string;
                            score: number;
                        } | null;
                        requesterEmail: string;
                        requesterName: string;
                        resolvedAt: string | null;
                        sla: {
                            breached: boolean;
                            dueAt: string | null;
                            hours: number | null;
                        };
                        snapshots: {
                            clusterId: string;
                            content: {
                                addons: {
                                    id: string;
                                    name: string;
                                    state: string;
                                    version: string;
                                }[];
                                cluster: {
                                    addonIds: string[];
                                    autoUpgrade?: boolean;
                                    createdAt: string;
                                    failure: {
                                        at: string;
                                        code: string;
                                        reason: string;
                                    } | null;
                                    haControlPlane: boolean;
                                    id: string;
                                    kubernetesVersion: string;
                                    maintenanceWindow?: {
                                        /** @enum {string} */
                                        day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                                        durationHours: number;
                                        startHourUtc: number;
                                    };
                                    name: string;
                                    nodePools: {
                                        autoscale?: {
                                            max: number;
                                            min: number;
                                        };
                                        count: number;
                                        labels?: {
                                            [key: string]: string;
                                        };
                                        name: string;
                                        nodeSizeId: string;
                                        taints?: {
                                            /** @enum {string} */
                                            effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                            key: string;
                                            /** @default  */
                                            value: string;
                                        }[];
                                    }[];
                                    patchVersion: string;
                                    phase: string | null;
                                    progress: number;
                                    providerId: string;
                                    regionId: string;
                                    /** @enum {string} */
                                    status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                                    tierId: string;
                                    updatedAt: string;
                                };
                                credentials: {
                                    createdAt: string;
                                    expiresAt: string;
                                    id: string;
                                    lastUsedAt: string | null;
                                    revokedAt: string | null;
                                    userName: string;
                                }[];
                                events: {
                                    at: string;
                                    message: string;
                                    /** @enum {string} */
                                    type: "status" | "phase" | "config" | "credential" | "failure" | "info";
                                }[];
                                takenAt: string;
                            } | null;
                            id: string;
                            revokedAt: string | null;
                            takenAt: string;
                        }[];
                        /** @enum {string} */
                        status: "open" | "awaiting_support" | "awaiting_customer" | "resolved" | "closed";
                        subject: string;
                        trackingCode: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getOfficersTicketsSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        breached: number;
                        count: number;
                        oldestAt: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getOrders: {
        parameters: {
            query?: {
                cursor?: string;
                kind?: "cluster" | "addon" | "product" | "support";
                limit?: number;
                q?: string;
                status?: "pending_payment" | "paid" | "fulfilling" | "completed" | "cancelled" | "failed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addon: {
                            addonId: string;
                            clusterId: string;
                            version?: string;
                        } | null;
                        /** @description Minor units of `currency` charged to the payment method: total − creditsApplied */
                        amountDue?: number;
                        /** @enum {string} */
                        billingCycle: "monthly" | "yearly";
                        buyer: {
                            id: string;
                            name: string;
                        };
                        cancelledAt: string | null;
                        cluster: {
                            addonIds: string[];
                            autoUpgrade?: boolean;
                            haControlPlane: boolean;
                            kubernetesVersion: string;
                            maintenanceWindow?: {
                                /** @enum {string} */
                                day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                                durationHours: number;
                                startHourUtc: number;
                            };
                            name: string;
                            nodePools: {
                                autoscale?: {
                                    max: number;
                                    min: number;
                                };
                                count: number;
                                labels?: {
                                    [key: string]: string;
                                };
                                name: string;
                                nodeSizeId: string;
                                taints?: {
                                    /** @enum {string} */
                                    effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                    key: string;
                                    /** @default  */
                                    value: string;
                                }[];
                            }[];
                            providerId: string;
                            regionId: string;
                            tierId: string;
                        } | null;
                        clusterId: string | null;
                        completedAt: string | null;
                        createdAt: string;
                        creditNoteId: string | null;
                        /**
                         * @description Minor units of `currency` of the total paid from the credits balance (VAT included)
                         * @default 0
                         */
                        creditsApplied: number;
                        /** @default 0 */
                        creditsAppliedUsdCents: number;
                        /** @enum {string} */
                        currency: "USD" | "EUR" | "GBP";
                        discount: number;
                        discounts: {
                            amount: number;
                            amountUsdCents: number;
                            description: string;
                            /** @enum {string} */
                            kind: "tier" | "nodes" | "included-nodes" | "ha-control-plane" | "addon" | "product" | "support-plan" | "plan-discount" | "promo" | "usage" | "proration" | "credit";
                            percentBp?: number;
                            quantity: number;
                            ref: string | null;
                            unitAmount?: number;
                            unitMicroUsd: number;
                        }[];
                        discountUsdCents: number;
                        events: {
                            at: string;
                            message: string;
                            progress?: number;
                            /** @enum {string} */
                            type: "created" | "repriced" | "payment_started" | "requires_action" | "payment_failed" | "paid" | "invoice_issued" | "fulfilment_started" | "progress" | "completed" | "cancelled" | "failed" | "refunded";
                        }[];
                        failureReason: string | null;
                        id: string;
                        invoiceId: string | null;
                        /** @enum {string} */
                        kind: "cluster" | "addon" | "product" | "support";
                        lines: {
                            amount: number;
                            amountUsdCents: number;
                            description: string;
                            /** @enum {string} */
                            kind: "tier" | "nodes" | "included-nodes" | "ha-control-plane" | "addon" | "product" | "support-plan" | "plan-discount" | "promo" | "usage" | "proration" | "credit";
                            percentBp?: number;
                            quantity: number;
                            ref: string | null;
                            unitAmount?: number;
                            unitMicroUsd: number;
                        }[];
                        number: string;
                        paidAt: string | null;
                        payment: {
                            challengeId: string | null;
                            chargeId: string | null;
                            failureCode: string | null;
                            failureMessage: string | null;
                            method: {
                                brand: string | null;
                                /** @enum {string} */
                                kind: "card" | "sepa_debit" | "none";
                                last4: string | null;
                            } | null;
                            /** @enum {string} */
                            state: "none" | "processing" | "requires_action" | "failed" | "succeeded";
                        };
                        product: {
                            clusterId: string | null;
                            productId: string;
                            quantity: number;
                        } | null;
                        promoCode: string | null;
                        /** @description Units of the currency per US dollar, locked on the order */
                        rate: number;
                        rateLockedUntil: string;
                        /** @enum {string} */
                        status: "pending_payment" | "paid" | "fulfilling" | "completed" | "cancelled" | "failed";
                        subtotal: number;
                        subtotalUsdCents: number;
                        support: {
                            planId: string;
                        } | null;
                        tax: number;
                        taxUsdCents: number;
                        /** @description Minor units of `currency`: the total VAT included, as invoiced (the credits balance then pays part of it, like a payment method) */
                        total: number;
                        totalUsdCents: number;
                        updatedAt: string;
                        vat: {
                            country: string | null;
                            /** @description Basis points: 2000 = 20 % */
                            rateBp: number;
                            reason: string;
                            reverseCharge: boolean;
                        };
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    billingCycle: "monthly" | "yearly";
                    cluster: {
                        addonIds: string[];
                        autoUpgrade?: boolean;
                        haControlPlane: boolean;
                        kubernetesVersion: string;
                        maintenanceWindow?: {
                            /** @enum {string} */
                            day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                            durationHours: number;
                            startHourUtc: number;
                        };
                        name: string;
                        nodePools: {
                            autoscale?: {
                                max: number;
                                min: number;
                            };
                            count: number;
                            labels?: {
                                [key: string]: string;
                            };
                            name: string;
                            nodeSizeId: string;
                            taints?: {
                                /** @enum {string} */
                                effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                key: string;
                                /** @default  */
                                value?: string;
                            }[];
                        }[];
                        providerId: string;
                        regionId: string;
                        tierId: string;
                    };
                    /** @enum {string} */
                    currency: "USD" | "EUR" | "GBP";
                    /** @constant */
                    kind: "cluster";
                    promoCode?: string;
                } | {
                    addon: {
                        addonId: string;
                        clusterId: string;
                        version?: string;
                    };
                    /** @enum {string} */
                    billingCycle: "monthly" | "yearly";
                    /** @enum {string} */
                    currency: "USD" | "EUR" | "GBP";
                    /** @constant */
                    kind: "addon";
                    promoCode?: string;
                } | {
                    /** @enum {string} */
                    billingCycle: "monthly" | "yearly";
                    /** @enum {string} */
                    currency: "USD" | "EUR" | "GBP";
                    /** @constant */
                    kind: "product";
                    product: {
                        clusterId?: string;
                        productId: string;
                        quantity: number;
                    };
                    promoCode?: string;
                } | {
                    /** @enum {string} */
                    billingCycle: "monthly" | "yearly";
                    /** @enum {string} */
                    currency: "USD" | "EUR" | "GBP";
                    /** @constant */
                    kind: "support";
                    promoCode?: string;
                    support: {
                        planId: string;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addon: {
                            addonId: string;
                            clusterId: string;
                            version?: string;
                        } | null;
                        /** @description Minor units of `currency` charged to the payment method: total − creditsApplied */
                        amountDue?: number;
                        /** @enum {string} */
                        billingCycle: "monthly" | "yearly";
                        buyer: {
                            id: string;
                            name: string;
                        };
                        cancelledAt: string | null;
                        cluster: {
                            addonIds: string[];
                            autoUpgrade?: boolean;
                            haControlPlane: boolean;
                            kubernetesVersion: string;
                            maintenanceWindow?: {
                                /** @enum {string} */
                                day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                                durationHours: number;
                                startHourUtc: number;
                            };
                            name: string;
                            nodePools: {
                                autoscale?: {
                                    max: number;
                                    min: number;
                                };
                                count: number;
                                labels?: {
                                    [key: string]: string;
                                };
                                name: string;
                                nodeSizeId: string;
                                taints?: {
                                    /** @enum {string} */
                                    effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                    key: string;
                                    /** @default  */
                                    value: string;
                                }[];
                            }[];
                            providerId: string;
                            regionId: string;
                            tierId: string;
                        } | null;
                        clusterId: string | null;
                        completedAt: string | null;
                        createdAt: string;
                        creditNoteId: string | null;
                        /**
                         * @description Minor units of `currency` of the total paid from the credits balance (VAT included)
                         * @default 0
                         */
                        creditsApplied: number;
                        /** @default 0 */
                        creditsAppliedUsdCents: number;
                        /** @enum {string} */
                        currency: "USD" | "EUR" | "GBP";
                        discount: number;
                        discounts: {
                            amount: number;
                            amountUsdCents: number;
                            description: string;
                            /** @enum {string} */
                            kind: "tier" | "nodes" | "included-nodes" | "ha-control-plane" | "addon" | "product" | "support-plan" | "plan-discount" | "promo" | "usage" | "proration" | "credit";
                            percentBp?: number;
                            quantity: number;
                            ref: string | null;
                            unitAmount?: number;
                            unitMicroUsd: number;
                        }[];
                        discountUsdCents: number;
                        events: {
                            at: string;
                            message: string;
                            progress?: number;
                            /** @enum {string} */
                            type: "created" | "repriced" | "payment_started" | "requires_action" | "payment_failed" | "paid" | "invoice_issued" | "fulfilment_started" | "progress" | "completed" | "cancelled" | "failed" | "refunded";
                        }[];
                        failureReason: string | null;
                        id: string;
                        invoiceId: string | null;
                        /** @enum {string} */
                        kind: "cluster" | "addon" | "product" | "support";
                        lines: {
                            amount: number;
                            amountUsdCents: number;
                            description: string;
                            /** @enum {string} */
                            kind: "tier" | "nodes" | "included-nodes" | "ha-control-plane" | "addon" | "product" | "support-plan" | "plan-discount" | "promo" | "usage" | "proration" | "credit";
                            percentBp?: number;
                            quantity: number;
                            ref: string | null;
                            unitAmount?: number;
                            unitMicroUsd: number;
                        }[];
                        number: string;
                        paidAt: string | null;
                        payment: {
                            challengeId: string | null;
                            chargeId: string | null;
                            failureCode: string | null;
                            failureMessage: string | null;
                            method: {
                                brand: string | null;
                                /** @enum {string} */
                                kind: "card" | "sepa_debit" | "none";
                                last4: string | null;
                            } | null;
                            /** @enum {string} */
                            state: "none" | "processing" | "requires_action" | "failed" | "succeeded";
                        };
                        product: {
                            clusterId: string | null;
                            productId: string;
                            quantity: number;
                        } | null;
                        promoCode: string | null;
                        /** @description Units of the currency per US dollar, locked on the order */
                        rate: number;
                        rateLockedUntil: string;
                        /** @enum {string} */
                        status: "pending_payment" | "paid" | "fulfilling" | "completed" | "cancelled" | "failed";
                        subtotal: number;
                        subtotalUsdCents: number;
                        support: {
                            planId: string;
                        } | null;
                        tax: number;
                        taxUsdCents: number;
                        /** @description Minor units of `currency`: the total VAT included, as invoiced (the credits balance then pays part of it, like a payment method) */
                        total: number;
                        totalUsdCents: number;
                        updatedAt: string;
                        vat: {
                            country: string | null;
                            /** @description Basis points: 2000 = 20 % */
                            rateBp: number;
                            reason: string;
                            reverseCharge: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getOrdersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addon: {
                            addonId: string;
                            clusterId: string;
                            version?: string;
                        } | null;
                        /** @description Minor units of `currency` charged to the payment method: total − creditsApplied */
                        amountDue?: number;
                        /** @enum {string} */
                        billingCycle: "monthly" | "yearly";
                        buyer: {
                            id: string;
                            name: string;
                        };
                        cancelledAt: string | null;
                        cluster: {
                            addonIds: string[];
                            autoUpgrade?: boolean;
                            haControlPlane: boolean;
                            kubernetesVersion: string;
                            maintenanceWindow?: {
                                /** @enum {string} */
                                day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                                durationHours: number;
                                startHourUtc: number;
                            };
                            name: string;
                            nodePools: {
                                autoscale?: {
                                    max: number;
                                    min: number;
                                };
                                count: number;
                                labels?: {
                                    [key: string]: string;
                                };
                                name: string;
                                nodeSizeId: string;
                                taints?: {
                                    /** @enum {string} */
                                    effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                    key: string;
                                    /** @default  */
                                    value: string;
                                }[];
                            }[];
                            providerId: string;
                            regionId: string;
                            tierId: string;
                        } | null;
                        clusterId: string | null;
                        completedAt: string | null;
                        createdAt: string;
                        creditNoteId: string | null;
                        /**
                         * @description Minor units of `currency` of the total paid from the credits balance (VAT included)
                         * @default 0
                         */
                        creditsApplied: number;
                        /** @default 0 */
                        creditsAppliedUsdCents: number;
                        /** @enum {string} */
                        currency: "USD" | "EUR" | "GBP";
                        discount: number;
                        discounts: {
                            amount: number;
                            amountUsdCents: number;
                            description: string;
                            /** @enum {string} */
                            kind: "tier" | "nodes" | "included-nodes" | "ha-control-plane" | "addon" | "product" | "support-plan" | "plan-discount" | "promo" | "usage" | "proration" | "credit";
                            percentBp?: number;
                            quantity: number;
                            ref: string | null;
                            unitAmount?: number;
                            unitMicroUsd: number;
                        }[];
                        discountUsdCents: number;
                        events: {
                            at: string;
                            message: string;
                            progress?: number;
                            /** @enum {string} */
                            type: "created" | "repriced" | "payment_started" | "requires_action" | "payment_failed" | "paid" | "invoice_issued" | "fulfilment_started" | "progress" | "completed" | "cancelled" | "failed" | "refunded";
                        }[];
                        failureReason: string | null;
                        id: string;
                        invoiceId: string | null;
                        /** @enum {string} */
                        kind: "cluster" | "addon" | "product" | "support";
                        lines: {
                            amount: number;
                            amountUsdCents: number;
                            description: string;
                            /** @enum {string} */
                            kind: "tier" | "nodes" | "included-nodes" | "ha-control-plane" | "addon" | "product" | "support-plan" | "plan-discount" | "promo" | "usage" | "proration" | "credit";
                            percentBp?: number;
                            quantity: number;
                            ref: string | null;
                            unitAmount?: number;
                            unitMicroUsd: number;
                        }[];
                        number: string;
                        paidAt: string | null;
                        payment: {
                            challengeId: string | null;
                            chargeId: string | null;
                            failureCode: string | null;
                            failureMessage: string | null;
                            method: {
                                brand: string | null;
                                /** @enum {string} */
                                kind: "card" | "sepa_debit" | "none";
                                last4: string | null;
                            } | null;
                            /** @enum {string} */
                            state: "none" | "processing" | "requires_action" | "failed" | "succeeded";
                        };
                        product: {
                            clusterId: string | null;
                            productId: string;
                            quantity: number;
                        } | null;
                        promoCode: string | null;
                        /** @description Units of the currency per US dollar, locked on the order */
                        rate: number;
                        rateLockedUntil: string;
                        /** @enum {string} */
                        status: "pending_payment" | "paid" | "fulfilling" | "completed" | "cancelled" | "failed";
                        subtotal: number;
                        subtotalUsdCents: number;
                        support: {
                            planId: string;
                        } | null;
                        tax: number;
                        taxUsdCents: number;
                        /** @description Minor units of `currency`: the total VAT included, as invoiced (the credits balance then pays part of it, like a payment method) */
                        total: number;
                        totalUsdCents: number;
                        updatedAt: string;
                        vat: {
                            country: string | null;
                            /** @description Basis points: 2000 = 20 % */
                            rateBp: number;
                            reason: string;
                            reverseCharge: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postOrdersByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addon: {
                            addonId: string;
                            clusterId: string;
                            version?: string;
                        } | null;
                        /** @description Minor units of `currency` charged to the payment method: total − creditsApplied */
                        amountDue?: number;
                        /** @enum {string} */
                        billingCycle: "monthly" | "yearly";
                        buyer: {
                            id: string;
                            name: string;
                        };
                        cancelledAt: string | null;
                        cluster: {
                            addonIds: string[];
                            autoUpgrade?: boolean;
                            haControlPlane: boolean;
                            kubernetesVersion: string;
                            maintenanceWindow?: {
                                /** @enum {string} */
                                day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                                durationHours: number;
                                startHourUtc: number;
                            };
                            name: string;
                            nodePools: {
                                autoscale?: {
                                    max: number;
                                    min: number;
                                };
                                count: number;
                                labels?: {
                                    [key: string]: string;
                                };
                                name: string;
                                nodeSizeId: string;
                                taints?: {
                                    /** @enum {string} */
                                    effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                    key: string;
                                    /** @default  */
                                    value: string;
                                }[];
                            }[];
                            providerId: string;
                            regionId: string;
                            tierId: string;
                        } | null;
                        clusterId: string | null;
                        completedAt: string | null;
                        createdAt: string;
                        creditNoteId: string | null;
                        /**
                         * @description Minor units of `currency` of the total paid from the credits balance (VAT included)
                         * @default 0
                         */
                        creditsApplied: number;
                        /** @default 0 */
                        creditsAppliedUsdCents: number;
                        /** @enum {string} */
                        currency: "USD" | "EUR" | "GBP";
                        discount: number;
                        discounts: {
                            amount: number;
                            amountUsdCents: number;
                            description: string;
                            /** @enum {string} */
                            kind: "tier" | "nodes" | "included-nodes" | "ha-control-plane" | "addon" | "product" | "support-plan" | "plan-discount" | "promo" | "usage" | "proration" | "credit";
                            percentBp?: number;
                            quantity: number;
                            ref: string | null;
                            unitAmount?: number;
                            unitMicroUsd: number;
                        }[];
                        discountUsdCents: number;
                        events: {
                            at: string;
                            message: string;
                            progress?: number;
                            /** @enum {string} */
                            type: "created" | "repriced" | "payment_started" | "requires_action" | "payment_failed" | "paid" | "invoice_issued" | "fulfilment_started" | "progress" | "completed" | "cancelled" | "failed" | "refunded";
                        }[];
                        failureReason: string | null;
                        id: string;
                        invoiceId: string | null;
                        /** @enum {string} */
                        kind: "cluster" | "addon" | "product" | "support";
                        lines: {
                            amount: number;
                            amountUsdCents: number;
                            description: string;
                            /** @enum {string} */
                            kind: "tier" | "nodes" | "included-nodes" | "ha-control-plane" | "addon" | "product" | "support-plan" | "plan-discount" | "promo" | "usage" | "proration" | "credit";
                            percentBp?: number;
                            quantity: number;
                            ref: string | null;
                            unitAmount?: number;
                            unitMicroUsd: number;
                        }[];
                        number: string;
                        paidAt: string | null;
                        payment: {
                            challengeId: string | null;
                            chargeId: string | null;
                            failureCode: string | null;
                            failureMessage: string | null;
                            method: {
                                brand: string | null;
                                /** @enum {string} */
                                kind: "card" | "sepa_debit" | "none";
                                last4: string | null;
                            } | null;
                            /** @enum {string} */
                            state: "none" | "processing" | "requires_action" | "failed" | "succeeded";
                        };
                        product: {
                            clusterId: string | null;
                            productId: string;
                            quantity: number;
                        } | null;
                        promoCode: string | null;
                        /** @description Units of the currency per US dollar, locked on the order */
                        rate: number;
                        rateLockedUntil: string;
                        /** @enum {string} */
                        status: "pending_payment" | "paid" | "fulfilling" | "completed" | "cancelled" | "failed";
                        subtotal: number;
                        subtotalUsdCents: number;
                        support: {
                            planId: string;
                        } | null;
                        tax: number;
                        taxUsdCents: number;
                        /** @description Minor units of `currency`: the total VAT included, as invoiced (the credits balance then pays part of it, like a payment method) */
                        total: number;
                        totalUsdCents: number;
                        updatedAt: string;
                        vat: {
                            country: string | null;
                            /** @description Basis points: 2000 = 20 % */
                            rateBp: number;
                            reason: string;
                            reverseCharge: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postOrdersByIdChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challengeId: string;
                    /** @enum {string} */
                    outcome: "approve" | "fail";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addon: {
                            addonId: string;
                            clusterId: string;
                            version?: string;
                        } | null;
                        /** @description Minor units of `currency` charged to the payment method: total − creditsApplied */
                        amountDue?: number;
                        /** @enum {string} */
                        billingCycle: "monthly" | "yearly";
                        buyer: {
                            id: string;
                            name: string;
                        };
                        cancelledAt: string | null;
                        cluster: {
                            addonIds: string[];
                            autoUpgrade?: boolean;
                            haControlPlane: boolean;
                            kubernetesVersion: string;
                            maintenanceWindow?: {
                                /** @enum {string} */
                                day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                                durationHours: number;
                                startHourUtc: number;
                            };
                            name: string;
                            nodePools: {
                                autoscale?: {
                                    max: number;
                                    min: number;
                                };
                                count: number;
                                labels?: {
                                    [key: string]: string;
                                };
                                name: string;
                                nodeSizeId: string;
                                taints?: {
                                    /** @enum {string} */
                                    effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                    key: string;
                                    /** @default  */
                                    value: string;
                                }[];
                            }[];
                            providerId: string;
                            regionId: string;
                            tierId: string;
                        } | null;
                        clusterId: string | null;
                        completedAt: string | null;
                        createdAt: string;
                        creditNoteId: string | null;
                        /**
                         * @description Minor units of `currency` of the total paid from the credits balance (VAT included)
                         * @default 0
                         */
                        creditsApplied: number;
                        /** @default 0 */
                        creditsAppliedUsdCents: number;
                        /** @enum {string} */
                        currency: "USD" | "EUR" | "GBP";
                        discount: number;
                        discounts: {
                            amount: number;
                            amountUsdCents: number;
                            description: string;
                            /** @enum {string} */
                            kind: "tier" | "nodes" | "included-nodes" | "ha-control-plane" | "addon" | "product" | "support-plan" | "plan-discount" | "promo" | "usage" | "proration" | "credit";
                            percentBp?: number;
                            quantity: number;
                            ref: string | null;
                            unitAmount?: number;
                            unitMicroUsd: number;
                        }[];
                        discountUsdCents: number;
                        events: {
                            at: string;
                            message: string;
                            progress?: number;
                            /** @enum {string} */
                            type: "created" | "repriced" | "payment_started" | "requires_action" | "payment_failed" | "paid" | "invoice_issued" | "fulfilment_started" | "progress" | "completed" | "cancelled" | "failed" | "refunded";
                        }[];
                        failureReason: string | null;
                        id: string;
                        invoiceId: string | null;
                        /** @enum {string} */
                        kind: "cluster" | "addon" | "product" | "support";
                        lines: {
                            amount: number;
                            amountUsdCents: number;
                            description: string;
                            /** @enum {string} */
                            kind: "tier" | "nodes" | "included-nodes" | "ha-control-plane" | "addon" | "product" | "support-plan" | "plan-discount" | "promo" | "usage" | "proration" | "credit";
                            percentBp?: number;
                            quantity: number;
                            ref: string | null;
                            unitAmount?: number;
                            unitMicroUsd: number;
                        }[];
                        number: string;
                        paidAt: string | null;
                        payment: {
                            challengeId: string | null;
                            chargeId: string | null;
                            failureCode: string | null;
                            failureMessage: string | null;
                            method: {
                                brand: string | null;
                                /** @enum {string} */
                                kind: "card" | "sepa_debit" | "none";
                                last4: string | null;
                            } | null;
                            /** @enum {string} */
                            state: "none" | "processing" | "requires_action" | "failed" | "succeeded";
                        };
                        product: {
                            clusterId: string | null;
                            productId: string;
                            quantity: number;
                        } | null;
                        promoCode: string | null;
                        /** @description Units of the currency per US dollar, locked on the order */
                        rate: number;
                        rateLockedUntil: string;
                        /** @enum {string} */
                        status: "pending_payment" | "paid" | "fulfilling" | "completed" | "cancelled" | "failed";
                        subtotal: number;
                        subtotalUsdCents: number;
                        support: {
                            planId: string;
                        } | null;
                        tax: number;
                        taxUsdCents: number;
                        /** @description Minor units of `currency`: the total VAT included, as invoiced (the credits balance then pays part of it, like a payment method) */
                        total: number;
                        totalUsdCents: number;
                        updatedAt: string;
                        vat: {
                            country: string | null;
                            /** @description Basis points: 2000 = 20 % */
                            rateBp: number;
                            reason: string;
                            reverseCharge: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postOrdersByIdPay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    paymentMethodId: string;
                } | {
                    card: {
                        cvc: string;
                        expMonth: number;
                        expYear: number;
                        name: string;
                        number: string;
                    };
                    save?: boolean;
                } | {
                    card?: unknown;
                    paymentMethodId?: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addon: {
                            addonId: string;
                            clusterId: string;
                            version?: string;
                        } | null;
                        /** @description Minor units of `currency` charged to the payment method: total − creditsApplied */
                        amountDue?: number;
                        /** @enum {string} */
                        billingCycle: "monthly" | "yearly";
                        buyer: {
                            id: string;
                            name: string;
                        };
                        cancelledAt: string | null;
                        cluster: {
                            addonIds: string[];
                            autoUpgrade?: boolean;
                            haControlPlane: boolean;
                            kubernetesVersion: string;
                            maintenanceWindow?: {
                                /** @enum {string} */
                                day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                                durationHours: number;
                                startHourUtc: number;
                            };
                            name: string;
                            nodePools: {
                                autoscale?: {
                                    max: number;
                                    min: number;
                                };
                                count: number;
                                labels?: {
                                    [key: string]: string;
                                };
                                name: string;
                                nodeSizeId: string;
                                taints?: {
                                    /** @enum {string} */
                                    effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                    key: string;
                                    /** @default  */
                                    value: string;
                                }[];
                            }[];
                            providerId: string;
                            regionId: string;
                            tierId: string;
                        } | null;
                        clusterId: string | null;
                        completedAt: string | null;
                        createdAt: string;
                        creditNoteId: string | null;
                        /**
                         * @description Minor units of `currency` of the total paid from the credits balance (VAT included)
                         * @default 0
                         */
                        creditsApplied: number;
                        /** @default 0 */
                        creditsAppliedUsdCents: number;
                        /** @enum {string} */
                        currency: "USD" | "EUR" | "GBP";
                        discount: number;
                        discounts: {
                            amount: number;
                            amountUsdCents: number;
                            description: string;
                            /** @enum {string} */
                            kind: "tier" | "nodes" | "included-nodes" | "ha-control-plane" | "addon" | "product" | "support-plan" | "plan-discount" | "promo" | "usage" | "proration" | "credit";
                            percentBp?: number;
                            quantity: number;
                            ref: string | null;
                            unitAmount?: number;
                            unitMicroUsd: number;
                        }[];
                        discountUsdCents: number;
                        events: {
                            at: string;
                            message: string;
                            progress?: number;
                            /** @enum {string} */
                            type: "created" | "repriced" | "payment_started" | "requires_action" | "payment_failed" | "paid" | "invoice_issued" | "fulfilment_started" | "progress" | "completed" | "cancelled" | "failed" | "refunded";
                        }[];
                        failureReason: string | null;
                        id: string;
                        invoiceId: string | null;
                        /** @enum {string} */
                        kind: "cluster" | "addon" | "product" | "support";
                        lines: {
                            amount: number;
                            amountUsdCents: number;
                            description: string;
                            /** @enum {string} */
                            kind: "tier" | "nodes" | "included-nodes" | "ha-control-plane" | "addon" | "product" | "support-plan" | "plan-discount" | "promo" | "usage" | "proration" | "credit";
                            percentBp?: number;
                            quantity: number;
                            ref: string | null;
                            unitAmount?: number;
                            unitMicroUsd: number;
                        }[];
                        number: string;
                        paidAt: string | null;
                        payment: {
                            challengeId: string | null;
                            chargeId: string | null;
                            failureCode: string | null;
                            failureMessage: string | null;
                            method: {
                                brand: string | null;
                                /** @enum {string} */
                                kind: "card" | "sepa_debit" | "none";
                                last4: string | null;
                            } | null;
                            /** @enum {string} */
                            state: "none" | "processing" | "requires_action" | "failed" | "succeeded";
                        };
                        product: {
                            clusterId: string | null;
                            productId: string;
                            quantity: number;
                        } | null;
                        promoCode: string | null;
                        /** @description Units of the currency per US dollar, locked on the order */
                        rate: number;
                        rateLockedUntil: string;
                        /** @enum {string} */
                        status: "pending_payment" | "paid" | "fulfilling" | "completed" | "cancelled" | "failed";
                        subtotal: number;
                        subtotalUsdCents: number;
                        support: {
                            planId: string;
                        } | null;
                        tax: number;
                        taxUsdCents: number;
                        /** @description Minor units of `currency`: the total VAT included, as invoiced (the credits balance then pays part of it, like a payment method) */
                        total: number;
                        totalUsdCents: number;
                        updatedAt: string;
                        vat: {
                            country: string | null;
                            /** @description Basis points: 2000 = 20 % */
                            rateBp: number;
                            reason: string;
                            reverseCharge: boolean;
                        };
                    } | {
                        addon: {
                            addonId: string;
                            clusterId: string;
                            version?: string;
                        } | null;
                        /** @description Minor units of `currency` charged to the payment method: total − creditsApplied */
                        amountDue?: number;
                        /** @enum {string} */
                        billingCycle: "monthly" | "yearly";
                        buyer: {
                            id: string;
                            name: string;
                        };
                        cancelledAt: string | null;
                        challenge: {
                            expiresAt: string;
                            id: string;
                        };
                        cluster: {
                            addonIds: string[];
                            autoUpgrade?: boolean;
                            haControlPlane: boolean;
                            kubernetesVersion: string;
                            maintenanceWindow?: {
                                /** @enum {string} */
                                day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                                durationHours: number;
                                startHourUtc: number;
                            };
                            name: string;
                            nodePools: {
                                autoscale?: {
                                    max: number;
                                    min: number;
                                };
                                count: number;
                                labels?: {
                                    [key: string]: string;
                                };
                                name: string;
                                nodeSizeId: string;
                                taints?: {
                                    /** @enum {string} */
                                    effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                    key: string;
                                    /** @default  */
                                    value: string;
                                }[];
                            }[];
                            providerId: string;
                            regionId: string;
                            tierId: string;
                        } | null;
                        clusterId: string | null;
                        completedAt: string | null;
                        createdAt: string;
                        creditNoteId: string | null;
                        /**
                         * @description Minor units of `currency` of the total paid from the credits balance (VAT included)
                         * @default 0
                         */
                        creditsApplied: number;
                        /** @default 0 */
                        creditsAppliedUsdCents: number;
                        /** @enum {string} */
                        currency: "USD" | "EUR" | "GBP";
                        discount: number;
                        discounts: {
                            amount: number;
                            amountUsdCents: number;
                            description: string;
                            /** @enum {string} */
                            kind: "tier" | "nodes" | "included-nodes" | "ha-control-plane" | "addon" | "product" | "support-plan" | "plan-discount" | "promo" | "usage" | "proration" | "credit";
                            percentBp?: number;
                            quantity: number;
                            ref: string | null;
                            unitAmount?: number;
                            unitMicroUsd: number;
                        }[];
                        discountUsdCents: number;
                        events: {
                            at: string;
                            message: string;
                            progress?: number;
                            /** @enum {string} */
                            type: "created" | "repriced" | "payment_started" | "requires_action" | "payment_failed" | "paid" | "invoice_issued" | "fulfilment_started" | "progress" | "completed" | "cancelled" | "failed" | "refunded";
                        }[];
                        failureReason: string | null;
                        id: string;
                        invoiceId: string | null;
                        /** @enum {string} */
                        kind: "cluster" | "addon" | "product" | "support";
                        lines: {
                            amount: number;
                            amountUsdCents: number;
                            description: string;
                            /** @enum {string} */
                            kind: "tier" | "nodes" | "included-nodes" | "ha-control-plane" | "addon" | "product" | "support-plan" | "plan-discount" | "promo" | "usage" | "proration" | "credit";
                            percentBp?: number;
                            quantity: number;
                            ref: string | null;
                            unitAmount?: number;
                            unitMicroUsd: number;
                        }[];
                        number: string;
                        paidAt: string | null;
                        payment: {
                            challengeId: string | null;
                            chargeId: string | null;
                            failureCode: string | null;
                            failureMessage: string | null;
                            method: {
                                brand: string | null;
                                /** @enum {string} */
                                kind: "card" | "sepa_debit" | "none";
                                last4: string | null;
                            } | null;
                            /** @enum {string} */
                            state: "none" | "processing" | "requires_action" | "failed" | "succeeded";
                        };
                        product: {
                            clusterId: string | null;
                            productId: string;
                            quantity: number;
                        } | null;
                        promoCode: string | null;
                        /** @description Units of the currency per US dollar, locked on the order */
                        rate: number;
                        rateLockedUntil: string;
                        /** @constant */
                        status: "requires_action";
                        subtotal: number;
                        subtotalUsdCents: number;
                        support: {
                            planId: string;
                        } | null;
                        tax: number;
                        taxUsdCents: number;
                        /** @description Minor units of `currency`: the total VAT included, as invoiced (the credits balance then pays part of it, like a payment method) */
                        total: number;
                        totalUsdCents: number;
                        updatedAt: string;
                        vat: {
                            country: string | null;
                            /** @description Basis points: 2000 = 20 % */
                            rateBp: number;
                            reason: string;
                            reverseCharge: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getOrganizationActivity: {
        parameters: {
            query?: {
                actorId?: string;
                cursor?: string;
                from?: string;
                kind?: "auth" | "order" | "payment" | "cluster" | "credential" | "member" | "billing";
                limit?: number;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            action: string;
                            actorId: string | null;
                            actorName: string | null;
                            at: string;
                            detail: string;
                            id: string;
                            ip: string;
                            kind: string;
                            redacted: boolean;
                            /** @enum {string} */
                            result: "success" | "failure" | "blocked";
                            targetId: string | null;
                            targetType: string | null;
                        }[];
                        nextCursor: string | null;
                        retention: {
                            days: number;
                            moneyYears: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getOrganizationActivityCsv: {
        parameters: {
            query?: {
                actorId?: string;
                cursor?: string;
                from?: string;
                kind?: "auth" | "order" | "payment" | "cluster" | "credential" | "member" | "billing";
                limit?: number;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getOrganizationAudit: {
        parameters: {
            query?: {
                format?: "jsonl" | "csv";
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postOrganizationClose: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirmName: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        closedAt: string | null;
                        eraseAfter: string | null;
                        graceDays: number;
                        /** @enum {string} */
                        state: "open" | "closing" | "erased";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getOrganizationClosure: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        closedAt: string | null;
                        eraseAfter: string | null;
                        graceDays: number;
                        /** @enum {string} */
                        state: "open" | "closing" | "erased";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getOrganizationExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bytes?: number;
                        createdAt: string;
                        downloadUrl?: string;
                        expiresAt?: string;
                        fileName?: string;
                        id: string;
                        progress: number;
                        /** @enum {string} */
                        status: "queued" | "running" | "ready" | "failed" | "expired";
                    } | null;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postOrganizationExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "ready" | "failed" | "expired";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getOrganizationExportById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bytes?: number;
                        createdAt: string;
                        downloadUrl?: string;
                        expiresAt?: string;
                        fileName?: string;
                        id: string;
                        progress: number;
                        /** @enum {string} */
                        status: "queued" | "running" | "ready" | "failed" | "expired";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getOrganizationExportByIdDownload: {
        parameters: {
            query?: {
                token?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getOrganizationInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        email: string;
                        expiresAt: string;
                        id: string;
                        invitedByName: string | null;
                        /** @enum {string} */
                        orgRole: "owner" | "member" | "billing" | "viewer";
                        /** @enum {string} */
                        status: "pending" | "accepted" | "revoked" | "expired";
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postOrganizationInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /**
                     * @default member
                     * @enum {string}
                     */
                    orgRole?: "owner" | "member" | "billing" | "viewer";
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        email: string;
                        expiresAt: string;
                        id: string;
                        invitedByName: string | null;
                        /** @enum {string} */
                        orgRole: "owner" | "member" | "billing" | "viewer";
                        /** @enum {string} */
                        status: "pending" | "accepted" | "revoked" | "expired";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    deleteOrganizationInvitationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postOrganizationLeave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getOrganizationMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        email: string;
                        id: string;
                        name: string;
                        /** @enum {string} */
                        orgRole: "owner" | "member" | "billing" | "viewer";
                        username: string;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    deleteOrganizationMembersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    patchOrganizationMembersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    orgRole: "owner" | "member" | "billing" | "viewer";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        email: string;
                        id: string;
                        name: string;
                        /** @enum {string} */
                        orgRole: "owner" | "member" | "billing" | "viewer";
                        username: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postOrganizationReopen: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        closedAt: string | null;
                        eraseAfter: string | null;
                        graceDays: number;
                        /** @enum {string} */
                        state: "open" | "closing" | "erased";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getOrganizationResidency: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clusters: {
                            backups: {
                                addonId: string | null;
                                region: {
                                    city: string;
                                    /** @description ISO 3166-1 alpha-2 */
                                    country: string;
                                    id: string;
                                    /** @enum {string} */
                                    jurisdiction: "EU" | "UK" | "CH" | "US" | "APAC" | "ME";
                                    name: string;
                                    sovereign: boolean;
                                } | null;
                            };
                            clusterId: string;
                            clusterName: string;
                            providerId: string;
                            region: {
                                city: string;
                                /** @description ISO 3166-1 alpha-2 */
                                country: string;
                                id: string;
                                /** @enum {string} */
                                jurisdiction: "EU" | "UK" | "CH" | "US" | "APAC" | "ME";
                                name: string;
                                sovereign: boolean;
                            };
                        }[];
                        console: {
                            region: {
                                city: string;
                                /** @description ISO 3166-1 alpha-2 */
                                country: string;
                                id: string;
                                /** @enum {string} */
                                jurisdiction: "EU" | "UK" | "CH" | "US" | "APAC" | "ME";
                                name: string;
                                sovereign: boolean;
                            };
                        };
                        regions: {
                            city: string;
                            /** @description ISO 3166-1 alpha-2 */
                            country: string;
                            id: string;
                            /** @enum {string} */
                            jurisdiction: "EU" | "UK" | "CH" | "US" | "APAC" | "ME";
                            name: string;
                            sovereign: boolean;
                        }[];
                        subprocessors: {
                            country: string;
                            external: boolean;
                            host: string | null;
                            personalData: ("names_and_email_addresses" | "message_content" | "card_details" | "none")[];
                            /** @enum {string} */
                            purpose: "email_delivery" | "payments" | "exchange_rates";
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getOrganizationSecurity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        requireTwoFactor: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    putOrganizationSecurity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    requireTwoFactor: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        requireTwoFactor: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getOrganizationSso: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientId: string;
                        clientSecretSet: boolean;
                        /** @enum {string} */
                        defaultRole: "member" | "billing" | "viewer";
                        domains: string[];
                        enforce: boolean;
                        groupRoles: {
                            [key: string]: "member" | "billing" | "viewer";
                        };
                        issuer: string;
                        redirectUri: string;
                        updatedAt: string;
                    } | null;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    putOrganizationSso: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    clientId: string;
                    clientSecret?: string;
                    /**
                     * @default member
                     * @enum {string}
                     */
                    defaultRole?: "member" | "billing" | "viewer";
                    domains: string[];
                    /** @default false */
                    enforce?: boolean;
                    /** @default {} */
                    groupRoles?: {
                        [key: string]: "member" | "billing" | "viewer";
                    };
                    issuer: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientId: string;
                        clientSecretSet: boolean;
                        /** @enum {string} */
                        defaultRole: "member" | "billing" | "viewer";
                        domains: string[];
                        enforce: boolean;
                        groupRoles: {
                            [key: string]: "member" | "billing" | "viewer";
                        };
                        issuer: string;
                        redirectUri: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    deleteOrganizationSso: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postPricingEstimate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    currency: "USD" | "EUR" | "GBP";
                    items: ({
                        cluster: {
                            addonIds: string[];
                            autoUpgrade?: boolean;
                            haControlPlane: boolean;
                            kubernetesVersion: string;
                            maintenanceWindow?: {
                                /** @enum {string} */
                                day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                                durationHours: number;
                                startHourUtc: number;
                            };
                            name?: string;
                            nodePools: {
                                autoscale?: {
                                    max: number;
                                    min: number;
                                };
                                count: number;
                                labels?: {
                                    [key: string]: string;
                                };
                                name: string;
                                nodeSizeId: string;
                                taints?: {
                                    /** @enum {string} */
                                    effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                    key: string;
                                    /** @default  */
                                    value?: string;
                                }[];
                            }[];
                            providerId: string;
                            regionId: string;
                            tierId: string;
                        };
                        /** @constant */
                        kind: "cluster";
                    } | {
                        addonId: string;
                        /** @constant */
                        kind: "addon";
                    } | {
                        /** @constant */
                        kind: "product";
                        productId: string;
                        quantity: number;
                    })[];
                    promoCode?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        itemsMonthly: number[];
                        monthly: {
                            /** @description Minor units of `currency` charged to the payment method: total − creditsApplied */
                            amountDue?: number;
                            /** @enum {string} */
                            billingCycle: "monthly" | "yearly";
                            /**
                             * @description Minor units of `currency` of the total paid from the credits balance (VAT included)
                             * @default 0
                             */
                            creditsApplied: number;
                            /** @default 0 */
                            creditsAppliedUsdCents: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            discount: number;
                            discounts: {
                                amount: number;
                                amountUsdCents: number;
                                description: string;
                                /** @enum {string} */
                                kind: "tier" | "nodes" | "included-nodes" | "ha-control-plane" | "addon" | "product" | "support-plan" | "plan-discount" | "promo" | "usage" | "proration" | "credit";
                                percentBp?: number;
                                quantity: number;
                                ref: string | null;
                                unitAmount?: number;
                                unitMicroUsd: number;
                            }[];
                            discountUsdCents: number;
                            lines: {
                                amount: number;
                                amountUsdCents: number;
                                description: string;
                                /** @enum {string} */
                                kind: "tier" | "nodes" | "included-nodes" | "ha-control-plane" | "addon" | "product" | "support-plan" | "plan-discount" | "promo" | "usage" | "proration" | "credit";
                                percentBp?: number;
                                quantity: number;
                                ref: string | null;
                                unitAmount?: number;
                                unitMicroUsd: number;
                            }[];
                            promoCode: string | null;
                            /** @description Units of the currency per US dollar, locked on the order */
                            rate: number;
                            subtotal: number;
                            subtotalUsdCents: number;
                            tax: number;
                            taxUsdCents: number;
                            /** @description Minor units of `currency`: the total VAT included, as invoiced (the credits balance then pays part of it, like a payment method) */
                            total: number;
                            totalUsdCents: number;
                            vat: {
                                country: string | null;
                                /** @description Basis points: 2000 = 20 % */
                                rateBp: number;
                                reason: string;
                                reverseCharge: boolean;
                            };
                        };
                        yearly: {
                            /** @description Minor units of `currency` charged to the payment method: total − creditsApplied */
                            amountDue?: number;
                            /** @enum {string} */
                            billingCycle: "monthly" | "yearly";
                            /**
                             * @description Minor units of `currency` of the total paid from the credits balance (VAT included)
                             * @default 0
                             */
                            creditsApplied: number;
                            /** @default 0 */
                            creditsAppliedUsdCents: number;
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            discount: number;
                            discounts: {
                                amount: number;
                                amountUsdCents: number;
                                description: string;
                                /** @enum {string} */
                                kind: "tier" | "nodes" | "included-nodes" | "ha-control-plane" | "addon" | "product" | "support-plan" | "plan-discount" | "promo" | "usage" | "proration" | "credit";
                                percentBp?: number;
                                quantity: number;
                                ref: string | null;
                                unitAmount?: number;
                                unitMicroUsd: number;
                            }[];
                            discountUsdCents: number;
                            lines: {
                                amount: number;
                                amountUsdCents: number;
                                description: string;
                                /** @enum {string} */
                                kind: "tier" | "nodes" | "included-nodes" | "ha-control-plane" | "addon" | "product" | "support-plan" | "plan-discount" | "promo" | "usage" | "proration" | "credit";
                                percentBp?: number;
                                quantity: number;
                                ref: string | null;
                                unitAmount?: number;
                                unitMicroUsd: number;
                            }[];
                            promoCode: string | null;
                            /** @description Units of the currency per US dollar, locked on the order */
                            rate: number;
                            subtotal: number;
                            subtotalUsdCents: number;
                            tax: number;
                            taxUsdCents: number;
                            /** @description Minor units of `currency`: the total VAT included, as invoiced (the credits balance then pays part of it, like a payment method) */
                            total: number;
                            totalUsdCents: number;
                            vat: {
                                country: string | null;
                                /** @description Basis points: 2000 = 20 % */
                                rateBp: number;
                                reason: string;
                                reverseCharge: boolean;
                            };
                        };
                        yearlySaving: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postPricingQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    billingCycle: "monthly" | "yearly";
                    cluster: {
                        addonIds: string[];
                        autoUpgrade?: boolean;
                        haControlPlane: boolean;
                        kubernetesVersion: string;
                        maintenanceWindow?: {
                            /** @enum {string} */
                            day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                            durationHours: number;
                            startHourUtc: number;
                        };
                        name: string;
                        nodePools: {
                            autoscale?: {
                                max: number;
                                min: number;
                            };
                            count: number;
                            labels?: {
                                [key: string]: string;
                            };
                            name: string;
                            nodeSizeId: string;
                            taints?: {
                                /** @enum {string} */
                                effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                key: string;
                                /** @default  */
                                value?: string;
                            }[];
                        }[];
                        providerId: string;
                        regionId: string;
                        tierId: string;
                    };
                    /** @enum {string} */
                    currency: "USD" | "EUR" | "GBP";
                    /** @constant */
                    kind: "cluster";
                    promoCode?: string;
                } | {
                    addon: {
                        addonId: string;
                        clusterId: string;
                        version?: string;
                    };
                    /** @enum {string} */
                    billingCycle: "monthly" | "yearly";
                    /** @enum {string} */
                    currency: "USD" | "EUR" | "GBP";
                    /** @constant */
                    kind: "addon";
                    promoCode?: string;
                } | {
                    /** @enum {string} */
                    billingCycle: "monthly" | "yearly";
                    /** @enum {string} */
                    currency: "USD" | "EUR" | "GBP";
                    /** @constant */
                    kind: "product";
                    product: {
                        clusterId?: string;
                        productId: string;
                        quantity: number;
                    };
                    promoCode?: string;
                } | {
                    /** @enum {string} */
                    billingCycle: "monthly" | "yearly";
                    /** @enum {string} */
                    currency: "USD" | "EUR" | "GBP";
                    /** @constant */
                    kind: "support";
                    promoCode?: string;
                    support: {
                        planId: string;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Minor units of `currency` charged to the payment method: total − creditsApplied */
                        amountDue?: number;
                        /** @enum {string} */
                        billingCycle: "monthly" | "yearly";
                        /**
                         * @description Minor units of `currency` of the total paid from the credits balance (VAT included)
                         * @default 0
                         */
                        creditsApplied: number;
                        /** @default 0 */
                        creditsAppliedUsdCents: number;
                        /** @enum {string} */
                        currency: "USD" | "EUR" | "GBP";
                        discount: number;
                        discounts: {
                            amount: number;
                            amountUsdCents: number;
                            description: string;
                            /** @enum {string} */
                            kind: "tier" | "nodes" | "included-nodes" | "ha-control-plane" | "addon" | "product" | "support-plan" | "plan-discount" | "promo" | "usage" | "proration" | "credit";
                            percentBp?: number;
                            quantity: number;
                            ref: string | null;
                            unitAmount?: number;
                            unitMicroUsd: number;
                        }[];
                        discountUsdCents: number;
                        lines: {
                            amount: number;
                            amountUsdCents: number;
                            description: string;
                            /** @enum {string} */
                            kind: "tier" | "nodes" | "included-nodes" | "ha-control-plane" | "addon" | "product" | "support-plan" | "plan-discount" | "promo" | "usage" | "proration" | "credit";
                            percentBp?: number;
                            quantity: number;
                            ref: string | null;
                            unitAmount?: number;
                            unitMicroUsd: number;
                        }[];
                        promoCode: string | null;
                        /** @description Units of the currency per US dollar, locked on the order */
                        rate: number;
                        subtotal: number;
                        subtotalUsdCents: number;
                        tax: number;
                        taxUsdCents: number;
                        /** @description Minor units of `currency`: the total VAT included, as invoiced (the credits balance then pays part of it, like a payment method) */
                        total: number;
                        totalUsdCents: number;
                        vat: {
                            country: string | null;
                            /** @description Basis points: 2000 = 20 % */
                            rateBp: number;
                            reason: string;
                            reverseCharge: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getProductsSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        billingCycle: "monthly" | "yearly";
                        cancelAtPeriodEnd: boolean;
                        clusterId: string | null;
                        clusterName: string | null;
                        createdAt: string;
                        /** @enum {string} */
                        currency: "USD" | "EUR" | "GBP";
                        events: {
                            at: string;
                            message: string;
                            /** @enum {string} */
                            type: "activated" | "cancel_requested" | "cancel_withdrawn" | "renewed" | "cancelled";
                        }[];
                        id: string;
                        invoiceId: string | null;
                        orderId: string;
                        orderNumber: string;
                        periodEnd: string;
                        periodStart: string;
                        /** @enum {string} */
                        pricingUnit: "per cluster" | "per node" | "per GB" | "flat";
                        productId: string;
                        productName: string;
                        quantity: number;
                        /** @enum {string} */
                        state: "active" | "cancelling" | "cancelled";
                        total: number;
                        totalUsdCents: number;
                        updatedAt: string;
                        vendor: string;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getProductsSubscriptionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        billingCycle: "monthly" | "yearly";
                        cancelAtPeriodEnd: boolean;
                        clusterId: string | null;
                        clusterName: string | null;
                        createdAt: string;
                        /** @enum {string} */
                        currency: "USD" | "EUR" | "GBP";
                        events: {
                            at: string;
                            message: string;
                            /** @enum {string} */
                            type: "activated" | "cancel_requested" | "cancel_withdrawn" | "renewed" | "cancelled";
                        }[];
                        id: string;
                        invoiceId: string | null;
                        orderId: string;
                        orderNumber: string;
                        periodEnd: string;
                        periodStart: string;
                        /** @enum {string} */
                        pricingUnit: "per cluster" | "per node" | "per GB" | "flat";
                        productId: string;
                        productName: string;
                        quantity: number;
                        /** @enum {string} */
                        state: "active" | "cancelling" | "cancelled";
                        total: number;
                        totalUsdCents: number;
                        updatedAt: string;
                        vendor: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postProductsSubscriptionsByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default true */
                    atPeriodEnd?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        billingCycle: "monthly" | "yearly";
                        cancelAtPeriodEnd: boolean;
                        clusterId: string | null;
                        clusterName: string | null;
                        createdAt: string;
                        /** @enum {string} */
                        currency: "USD" | "EUR" | "GBP";
                        events: {
                            at: string;
                            message: string;
                            /** @enum {string} */
                            type: "activated" | "cancel_requested" | "cancel_withdrawn" | "renewed" | "cancelled";
                        }[];
                        id: string;
                        invoiceId: string | null;
                        orderId: string;
                        orderNumber: string;
                        periodEnd: string;
                        periodStart: string;
                        /** @enum {string} */
                        pricingUnit: "per cluster" | "per node" | "per GB" | "flat";
                        productId: string;
                        productName: string;
                        quantity: number;
                        /** @enum {string} */
                        state: "active" | "cancelling" | "cancelled";
                        total: number;
                        totalUsdCents: number;
                        updatedAt: string;
                        vendor: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checks: {
                            /** @enum {string} */
                            jobs: "running" | "paused" | "stopped";
                            /** @enum {string} */
                            schema: "ok" | "behind" | "unknown";
                            /** @enum {string} */
                            shutdown: "no" | "draining";
                            /** @enum {string} */
                            storage: "ok" | "unreachable";
                        };
                        reason?: string;
                        /** @enum {string} */
                        status: "ready" | "not_ready";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    companyName: string;
                    email: string;
                    name: string;
                    /**
                     * @default new
                     * @enum {string}
                     */
                    organization?: "new" | "join";
                    password: string;
                    username: string & (unknown & unknown);
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyId: string | null;
                        companyName: string | null;
                        email: string;
                        emailVerified: boolean;
                        id: string;
                        mfaEnabled: boolean;
                        name: string;
                        officersAccess: boolean;
                        /** @enum {string} */
                        orgRole: "owner" | "member" | "billing" | "viewer";
                        preferences: {
                            /** @enum {string} */
                            billingCycle: "monthly" | "yearly";
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            /** @enum {string} */
                            language?: "en" | "fr";
                            /** @enum {string} */
                            theme: "light" | "dark" | "system";
                        };
                        /** @enum {string} */
                        role: "user" | "admin" | "super_admin";
                        twoFactorSetupRequired?: boolean;
                        username: string;
                    } | {
                        message: string;
                        /** @constant */
                        pendingApproval: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getSidebarCounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clusters: number;
                        notCounted?: {
                            /** @description Why this count is 0 without anything being counted */
                            clusters?: string;
                            /** @description Why this count is 0 without anything being counted */
                            orders?: string;
                        };
                        orders: {
                            total: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postSupportTickets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    category: "technical" | "billing" | "general";
                    email: string;
                    message: string;
                    name: string;
                    /**
                     * @default normal
                     * @enum {string}
                     */
                    priority?: "low" | "normal" | "high" | "urgent";
                    subject: string;
                    website?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        trackingCode: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postSupportTicketsReply: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    message: string;
                    trackingCode: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        canReply: boolean;
                        /** @enum {string} */
                        category: "technical" | "billing" | "general";
                        createdAt: string;
                        messages: {
                            at: string;
                            /** @enum {string} */
                            author: "customer" | "support";
                            body: string;
                            id: string;
                        }[];
                        /** @enum {string} */
                        priority: "low" | "normal" | "high" | "urgent";
                        /** @enum {string} */
                        status: "open" | "awaiting_support" | "awaiting_customer" | "resolved" | "closed";
                        subject: string;
                        trackingCode: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postSupportTicketsTrack: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    trackingCode: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        canReply: boolean;
                        /** @enum {string} */
                        category: "technical" | "billing" | "general";
                        createdAt: string;
                        messages: {
                            at: string;
                            /** @enum {string} */
                            author: "customer" | "support";
                            body: string;
                            id: string;
                        }[];
                        /** @enum {string} */
                        priority: "low" | "normal" | "high" | "urgent";
                        /** @enum {string} */
                        status: "open" | "awaiting_support" | "awaiting_customer" | "resolved" | "closed";
                        subject: string;
                        trackingCode: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getTickets: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                status?: "open" | "awaiting_support" | "awaiting_customer" | "resolved" | "closed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        canRate: boolean;
                        canReopen: boolean;
                        canReply: boolean;
                        /** @enum {string} */
                        category: "technical" | "billing" | "general";
                        clusterId: string | null;
                        createdAt: string;
                        id: string;
                        messageCount: number;
                        orderId: string | null;
                        /** @enum {string} */
                        priority: "low" | "normal" | "high" | "urgent";
                        rating: {
                            at: string;
                            comment: string;
                            score: number;
                        } | null;
                        requesterName: string;
                        resolvedAt: string | null;
                        sla: {
                            breached: boolean;
                            dueAt: string | null;
                            hours: number | null;
                        };
                        /** @enum {string} */
                        status: "open" | "awaiting_support" | "awaiting_customer" | "resolved" | "closed";
                        subject: string;
                        trackingCode: string;
                        updatedAt: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postTickets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    attachmentIds?: string[];
                    /** @enum {string} */
                    category: "technical" | "billing" | "general";
                    clusterId?: string;
                    message: string;
                    orderId?: string;
                    /**
                     * @default normal
                     * @enum {string}
                     */
                    priority?: "low" | "normal" | "high" | "urgent";
                    /** @default false */
                    shareSnapshot?: boolean;
                    subject: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        canRate: boolean;
                        canReopen: boolean;
                        canReply: boolean;
                        /** @enum {string} */
                        category: "technical" | "billing" | "general";
                        clusterId: string | null;
                        createdAt: string;
                        id: string;
                        messages: {
                            at: string;
                            attachments: {
                                contentType: string;
                                createdAt: string;
                                id: string;
                                name: string;
                                size: number;
                            }[];
                            /** @enum {string} */
                            author: "customer" | "support";
                            body: string;
                            id: string;
                            snapshotId: string | null;
                        }[];
                        orderId: string | null;
                        /** @enum {string} */
                        priority: "low" | "normal" | "high" | "urgent";
                        rating: {
                            at: string;
                            comment: string;
                            score: number;
                        } | null;
                        requesterName: string;
                        resolvedAt: string | null;
                        sla: {
                            breached: boolean;
                            dueAt: string | null;
                            hours: number | null;
                        };
                        snapshots: {
                            clusterId: string;
                            content: {
                                addons: {
                                    id: string;
                                    name: string;
                                    state: string;
                                    version: string;
                                }[];
                                cluster: {
                                    addonIds: string[];
                                    autoUpgrade?: boolean;
                                    createdAt: string;
                                    failure: {
                                        at: string;
                                        code: string;
                                        reason: string;
                                    } | null;
                                    haControlPlane: boolean;
                                    id: string;
                                    kubernetesVersion: string;
                                    maintenanceWindow?: {
                                        /** @enum {string} */
                                        day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                                        durationHours: number;
                                        startHourUtc: number;
                                    };
                                    name: string;
                                    nodePools: {
                                        autoscale?: {
                                            max: number;
                                            min: number;
                                        };
                                        count: number;
                                        labels?: {
                                            [key: string]: string;
                                        };
                                        name: string;
                                        nodeSizeId: string;
                                        taints?: {
                                            /** @enum {string} */
                                            effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                            key: string;
                                            /** @default  */
                                            value: string;
                                        }[];
                                    }[];
                                    patchVersion: string;
                                    phase: string | null;
                                    progress: number;
                                    providerId: string;
                                    regionId: string;
                                    /** @enum {string} */
                                    status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                                    tierId: string;
                                    updatedAt: string;
                                };
                                credentials: {
                                    createdAt: string;
                                    expiresAt: string;
                                    id: string;
                                    lastUsedAt: string | null;
                                    revokedAt: string | null;
                                    userName: string;
                                }[];
                                events: {
                                    at: string;
                                    message: string;
                                    /** @enum {string} */
                                    type: "status" | "phase" | "config" | "credential" | "failure" | "info";
                                }[];
                                takenAt: string;
                            } | null;
                            id: string;
                            revokedAt: string | null;
                            takenAt: string;
                        }[];
                        /** @enum {string} */
                        status: "open" | "awaiting_support" | "awaiting_customer" | "resolved" | "closed";
                        subject: string;
                        trackingCode: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getTicketsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        canRate: boolean;
                        canReopen: boolean;
                        canReply: boolean;
                        /** @enum {string} */
                        category: "technical" | "billing" | "general";
                        clusterId: string | null;
                        createdAt: string;
                        id: string;
                        messages: {
                            at: string;
                            attachments: {
                                contentType: string;
                                createdAt: string;
                                id: string;
                                name: string;
                                size: number;
                            }[];
                            /** @enum {string} */
                            author: "customer" | "support";
                            body: string;
                            id: string;
                            snapshotId: string | null;
                        }[];
                        orderId: string | null;
                        /** @enum {string} */
                        priority: "low" | "normal" | "high" | "urgent";
                        rating: {
                            at: string;
                            comment: string;
                            score: number;
                        } | null;
                        requesterName: string;
                        resolvedAt: string | null;
                        sla: {
                            breached: boolean;
                            dueAt: string | null;
                            hours: number | null;
                        };
                        snapshots: {
                            clusterId: string;
                            content: {
                                addons: {
                                    id: string;
                                    name: string;
                                    state: string;
                                    version: string;
                                }[];
                                cluster: {
                                    addonIds: string[];
                                    autoUpgrade?: boolean;
                                    createdAt: string;
                                    failure: {
                                        at: string;
                                        code: string;
                                        reason: string;
                                    } | null;
                                    haControlPlane: boolean;
                                    id: string;
                                    kubernetesVersion: string;
                                    maintenanceWindow?: {
                                        /** @enum {string} */
                                        day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                                        durationHours: number;
                                        startHourUtc: number;
                                    };
                                    name: string;
                                    nodePools: {
                                        autoscale?: {
                                            max: number;
                                            min: number;
                                        };
                                        count: number;
                                        labels?: {
                                            [key: string]: string;
                                        };
                                        name: string;
                                        nodeSizeId: string;
                                        taints?: {
                                            /** @enum {string} */
                                            effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                            key: string;
                                            /** @default  */
                                            value: string;
                                        }[];
                                    }[];
                                    patchVersion: string;
                                    phase: string | null;
                                    progress: number;
                                    providerId: string;
                                    regionId: string;
                                    /** @enum {string} */
                                    status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                                    tierId: string;
                                    updatedAt: string;
                                };
                                credentials: {
                                    createdAt: string;
                                    expiresAt: string;
                                    id: string;
                                    lastUsedAt: string | null;
                                    revokedAt: string | null;
                                    userName: string;
                                }[];
                                events: {
                                    at: string;
                                    message: string;
                                    /** @enum {string} */
                                    type: "status" | "phase" | "config" | "credential" | "failure" | "info";
                                }[];
                                takenAt: string;
                            } | null;
                            id: string;
                            revokedAt: string | null;
                            takenAt: string;
                        }[];
                        /** @enum {string} */
                        status: "open" | "awaiting_support" | "awaiting_customer" | "resolved" | "closed";
                        subject: string;
                        trackingCode: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postTicketsByIdMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    attachmentIds?: string[];
                    message: string;
                    /** @default false */
                    shareSnapshot?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        canRate: boolean;
                        canReopen: boolean;
                        canReply: boolean;
                        /** @enum {string} */
                        category: "technical" | "billing" | "general";
                        clusterId: string | null;
                        createdAt: string;
                        id: string;
                        messages: {
                            at: string;
                            attachments: {
                                contentType: string;
                                createdAt: string;
                                id: string;
                                name: string;
                                size: number;
                            }[];
                            /** @enum {string} */
                            author: "customer" | "support";
                            body: string;
                            id: string;
                            snapshotId: string | null;
                        }[];
                        orderId: string | null;
                        /** @enum {string} */
                        priority: "low" | "normal" | "high" | "urgent";
                        rating: {
                            at: string;
                            comment: string;
                            score: number;
                        } | null;
                        requesterName: string;
                        resolvedAt: string | null;
                        sla: {
                            breached: boolean;
                            dueAt: string | null;
                            hours: number | null;
                        };
                        snapshots: {
                            clusterId: string;
                            content: {
                                addons: {
                                    id: string;
                                    name: string;
                                    state: string;
                                    version: string;
                                }[];
                                cluster: {
                                    addonIds: string[];
                                    autoUpgrade?: boolean;
                                    createdAt: string;
                                    failure: {
                                        at: string;
                                        code: string;
                                        reason: string;
                                    } | null;
                                    haControlPlane: boolean;
                                    id: string;
                                    kubernetesVersion: string;
                                    maintenanceWindow?: {
                                        /** @enum {string} */
                                        day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                                        durationHours: number;
                                        startHourUtc: number;
                                    };
                                    name: string;
                                    nodePools: {
                                        autoscale?: {
                                            max: number;
                                            min: number;
                                        };
                                        count: number;
                                        labels?: {
                                            [key: string]: string;
                                        };
                                        name: string;
                                        nodeSizeId: string;
                                        taints?: {
                                            /** @enum {string} */
                                            effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                            key: string;
                                            /** @default  */
                                            value: string;
                                        }[];
                                    }[];
                                    patchVersion: string;
                                    phase: string | null;
                                    progress: number;
                                    providerId: string;
                                    regionId: string;
                                    /** @enum {string} */
                                    status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                                    tierId: string;
                                    updatedAt: string;
                                };
                                credentials: {
                                    createdAt: string;
                                    expiresAt: string;
                                    id: string;
                                    lastUsedAt: string | null;
                                    revokedAt: string | null;
                                    userName: string;
                                }[];
                                events: {
                                    at: string;
                                    message: string;
                                    /** @enum {string} */
                                    type: "status" | "phase" | "config" | "credential" | "failure" | "info";
                                }[];
                                takenAt: string;
                            } | null;
                            id: string;
                            revokedAt: string | null;
                            takenAt: string;
                        }[];
                        /** @enum {string} */
                        status: "open" | "awaiting_support" | "awaiting_customer" | "resolved" | "closed";
                        subject: string;
                        trackingCode: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postTicketsByIdRating: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    comment?: string;
                    score: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        canRate: boolean;
                        canReopen: boolean;
                        canReply: boolean;
                        /** @enum {string} */
                        category: "technical" | "billing" | "general";
                        clusterId: string | null;
                        createdAt: string;
                        id: string;
                        messages: {
                            at: string;
                            attachments: {
                                contentType: string;
                                createdAt: string;
                                id: string;
                                name: string;
                                size: number;
                            }[];
                            /** @enum {string} */
                            author: "customer" | "support";
                            body: string;
                            id: string;
                            snapshotId: string | null;
                        }[];
                        orderId: string | null;
                        /** @enum {string} */
                        priority: "low" | "normal" | "high" | "urgent";
                        rating: {
                            at: string;
                            comment: string;
                            score: number;
                        } | null;
                        requesterName: string;
                        resolvedAt: string | null;
                        sla: {
                            breached: boolean;
                            dueAt: string | null;
                            hours: number | null;
                        };
                        snapshots: {
                            clusterId: string;
                            content: {
                                addons: {
                                    id: string;
                                    name: string;
                                    state: string;
                                    version: string;
                                }[];
                                cluster: {
                                    addonIds: string[];
                                    autoUpgrade?: boolean;
                                    createdAt: string;
                                    failure: {
                                        at: string;
                                        code: string;
                                        reason: string;
                                    } | null;
                                    haControlPlane: boolean;
                                    id: string;
                                    kubernetesVersion: string;
                                    maintenanceWindow?: {
                                        /** @enum {string} */
                                        day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                                        durationHours: number;
                                        startHourUtc: number;
                                    };
                                    name: string;
                                    nodePools: {
                                        autoscale?: {
                                            max: number;
                                            min: number;
                                        };
                                        count: number;
                                        labels?: {
                                            [key: string]: string;
                                        };
                                        name: string;
                                        nodeSizeId: string;
                                        taints?: {
                                            /** @enum {string} */
                                            effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                            key: string;
                                            /** @default  */
                                            value: string;
                                        }[];
                                    }[];
                                    patchVersion: string;
                                    phase: string | null;
                                    progress: number;
                                    providerId: string;
                                    regionId: string;
                                    /** @enum {string} */
                                    status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                                    tierId: string;
                                    updatedAt: string;
                                };
                                credentials: {
                                    createdAt: string;
                                    expiresAt: string;
                                    id: string;
                                    lastUsedAt: string | null;
                                    revokedAt: string | null;
                                    userName: string;
                                }[];
                                events: {
                                    at: string;
                                    message: string;
                                    /** @enum {string} */
                                    type: "status" | "phase" | "config" | "credential" | "failure" | "info";
                                }[];
                                takenAt: string;
                            } | null;
                            id: string;
                            revokedAt: string | null;
                            takenAt: string;
                        }[];
                        /** @enum {string} */
                        status: "open" | "awaiting_support" | "awaiting_customer" | "resolved" | "closed";
                        subject: string;
                        trackingCode: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postTicketsByIdReopen: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        canRate: boolean;
                        canReopen: boolean;
                        canReply: boolean;
                        /** @enum {string} */
                        category: "technical" | "billing" | "general";
                        clusterId: string | null;
                        createdAt: string;
                        id: string;
                        messages: {
                            at: string;
                            attachments: {
                                contentType: string;
                                createdAt: string;
                                id: string;
                                name: string;
                                size: number;
                            }[];
                            /** @enum {string} */
                            author: "customer" | "support";
                            body: string;
                            id: string;
                            snapshotId: string | null;
                        }[];
                        orderId: string | null;
                        /** @enum {string} */
                        priority: "low" | "normal" | "high" | "urgent";
                        rating: {
                            at: string;
                            comment: string;
                            score: number;
                        } | null;
                        requesterName: string;
                        resolvedAt: string | null;
                        sla: {
                            breached: boolean;
                            dueAt: string | null;
                            hours: number | null;
                        };
                        snapshots: {
                            clusterId: string;
                            content: {
                                addons: {
                                    id: string;
                                    name: string;
                                    state: string;
                                    version: string;
                                }[];
                                cluster: {
                                    addonIds: string[];
                                    autoUpgrade?: boolean;
                                    createdAt: string;
                                    failure: {
                                        at: string;
                                        code: string;
                                        reason: string;
                                    } | null;
                                    haControlPlane: boolean;
                                    id: string;
                                    kubernetesVersion: string;
                                    maintenanceWindow?: {
                                        /** @enum {string} */
                                        day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                                        durationHours: number;
                                        startHourUtc: number;
                                    };
                                    name: string;
                                    nodePools: {
                                        autoscale?: {
                                            max: number;
                                            min: number;
                                        };
                                        count: number;
                                        labels?: {
                                            [key: string]: string;
                                        };
                                        name: string;
                                        nodeSizeId: string;
                                        taints?: {
                                            /** @enum {string} */
                                            effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                            key: string;
                                            /** @default  */
                                            value: string;
                                        }[];
                                    }[];
                                    patchVersion: string;
                                    phase: string | null;
                                    progress: number;
                                    providerId: string;
                                    regionId: string;
                                    /** @enum {string} */
                                    status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                                    tierId: string;
                                    updatedAt: string;
                                };
                                credentials: {
                                    createdAt: string;
                                    expiresAt: string;
                                    id: string;
                                    lastUsedAt: string | null;
                                    revokedAt: string | null;
                                    userName: string;
                                }[];
                                events: {
                                    at: string;
                                    message: string;
                                    /** @enum {string} */
                                    type: "status" | "phase" | "config" | "credential" | "failure" | "info";
                                }[];
                                takenAt: string;
                            } | null;
                            id: string;
                            revokedAt: string | null;
                            takenAt: string;
                        }[];
                        /** @enum {string} */
                        status: "open" | "awaiting_support" | "awaiting_customer" | "resolved" | "closed";
                        subject: string;
                        trackingCode: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getTicketsByIdSnapshot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clusterId: string;
                        content: {
                            addons: {
                                id: string;
                                name: string;
                                state: string;
                                version: string;
                            }[];
                            cluster: {
                                addonIds: string[];
                                autoUpgrade?: boolean;
                                createdAt: string;
                                failure: {
                                    at: string;
                                    code: string;
                                    reason: string;
                                } | null;
                                haControlPlane: boolean;
                                id: string;
                                kubernetesVersion: string;
                                maintenanceWindow?: {
                                    /** @enum {string} */
                                    day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                                    durationHours: number;
                                    startHourUtc: number;
                                };
                                name: string;
                                nodePools: {
                                    autoscale?: {
                                        max: number;
                                        min: number;
                                    };
                                    count: number;
                                    labels?: {
                                        [key: string]: string;
                                    };
                                    name: string;
                                    nodeSizeId: string;
                                    taints?: {
                                        /** @enum {string} */
                                        effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                        key: string;
                                        /** @default  */
                                        value: string;
                                    }[];
                                }[];
                                patchVersion: string;
                                phase: string | null;
                                progress: number;
                                providerId: string;
                                regionId: string;
                                /** @enum {string} */
                                status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                                tierId: string;
                                updatedAt: string;
                            };
                            credentials: {
                                createdAt: string;
                                expiresAt: string;
                                id: string;
                                lastUsedAt: string | null;
                                revokedAt: string | null;
                                userName: string;
                            }[];
                            events: {
                                at: string;
                                message: string;
                                /** @enum {string} */
                                type: "status" | "phase" | "config" | "credential" | "failure" | "info";
                            }[];
                            takenAt: string;
                        } | null;
                        id: string;
                        revokedAt: string | null;
                        takenAt: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    deleteTicketsByIdSnapshot: {
        parameters: {
            query?: {
                snapshotId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        canRate: boolean;
                        canReopen: boolean;
                        canReply: boolean;
                        /** @enum {string} */
                        category: "technical" | "billing" | "general";
                        clusterId: string | null;
                        createdAt: string;
                        id: string;
                        messages: {
                            at: string;
                            attachments: {
                                contentType: string;
                                createdAt: string;
                                id: string;
                                name: string;
                                size: number;
                            }[];
                            /** @enum {string} */
                            author: "customer" | "support";
                            body: string;
                            id: string;
                            snapshotId: string | null;
                        }[];
                        orderId: string | null;
                        /** @enum {string} */
                        priority: "low" | "normal" | "high" | "urgent";
                        rating: {
                            at: string;
                            comment: string;
                            score: number;
                        } | null;
                        requesterName: string;
                        resolvedAt: string | null;
                        sla: {
                            breached: boolean;
                            dueAt: string | null;
                            hours: number | null;
                        };
                        snapshots: {
                            clusterId: string;
                            content: {
                                addons: {
                                    id: string;
                                    name: string;
                                    state: string;
                                    version: string;
                                }[];
                                cluster: {
                                    addonIds: string[];
                                    autoUpgrade?: boolean;
                                    createdAt: string;
                                    failure: {
                                        at: string;
                                        code: string;
                                        reason: string;
                                    } | null;
                                    haControlPlane: boolean;
                                    id: string;
                                    kubernetesVersion: string;
                                    maintenanceWindow?: {
                                        /** @enum {string} */
                                        day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                                        durationHours: number;
                                        startHourUtc: number;
                                    };
                                    name: string;
                                    nodePools: {
                                        autoscale?: {
                                            max: number;
                                            min: number;
                                        };
                                        count: number;
                                        labels?: {
                                            [key: string]: string;
                                        };
                                        name: string;
                                        nodeSizeId: string;
                                        taints?: {
                                            /** @enum {string} */
                                            effect: "NoSchedule" | "PreferNoSchedule" | "NoExecute";
                                            key: string;
                                            /** @default  */
                                            value: string;
                                        }[];
                                    }[];
                                    patchVersion: string;
                                    phase: string | null;
                                    progress: number;
                                    providerId: string;
                                    regionId: string;
                                    /** @enum {string} */
                                    status: "pending" | "provisioning" | "running" | "updating" | "deleting" | "deleted" | "failed";
                                    tierId: string;
                                    updatedAt: string;
                                };
                                credentials: {
                                    createdAt: string;
                                    expiresAt: string;
                                    id: string;
                                    lastUsedAt: string | null;
                                    revokedAt: string | null;
                                    userName: string;
                                }[];
                                events: {
                                    at: string;
                                    message: string;
                                    /** @enum {string} */
                                    type: "status" | "phase" | "config" | "credential" | "failure" | "info";
                                }[];
                                takenAt: string;
                            } | null;
                            id: string;
                            revokedAt: string | null;
                            takenAt: string;
                        }[];
                        /** @enum {string} */
                        status: "open" | "awaiting_support" | "awaiting_customer" | "resolved" | "closed";
                        subject: string;
                        trackingCode: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postTicketsClaim: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        claimed: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        availableScopes: ("read" | "clusters:write" | "kubeconfigs:write" | "orders:write" | "billing:read" | "billing:write" | "tickets:write" | "team:write")[];
                        tokens: {
                            createdAt: string;
                            expiresAt: string;
                            hint: string;
                            id: string;
                            lastUsedAt: string | null;
                            lastUsedIp: string | null;
                            name: string;
                            revokedAt: string | null;
                            revokedReason: string | null;
                            scopes: ("read" | "clusters:write" | "kubeconfigs:write" | "orders:write" | "billing:read" | "billing:write" | "tickets:write" | "team:write")[];
                            /** @enum {string} */
                            status: "active" | "expired" | "revoked";
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    expiresInDays: number;
                    name: string;
                    scopes: ("read" | "clusters:write" | "kubeconfigs:write" | "orders:write" | "billing:read" | "billing:write" | "tickets:write" | "team:write")[];
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        expiresAt: string;
                        id: string;
                        name: string;
                        scopes: ("read" | "clusters:write" | "kubeconfigs:write" | "orders:write" | "billing:read" | "billing:write" | "tickets:write" | "team:write")[];
                        /** @description The token (sk8s_…): shown once, never stored in clear */
                        token: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    deleteTokensById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getUsage: {
        parameters: {
            query: {
                clusterId?: string;
                currency?: "USD" | "EUR" | "GBP";
                format?: "json" | "csv";
                from: string;
                granularity?: "hour" | "day" | "month";
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Minor units of `currency` */
                        advance: number;
                        /** @description Minor units of `currency` */
                        billable: number;
                        buckets: string[];
                        byKind: {
                            /** @description Minor units of `currency` */
                            addons: number;
                            /** @description Minor units of `currency` */
                            "autoscaled-nodes": number;
                            /** @description Minor units of `currency` */
                            "control-plane": number;
                            /** @description Minor units of `currency` */
                            "ha-control-plane": number;
                            /** @description Minor units of `currency` */
                            "included-nodes": number;
                            /** @description Minor units of `currency` */
                            nodes: number;
                        };
                        clusters: {
                            /** @description Minor units of `currency` */
                            advance: number;
                            /** @description Minor units of `currency` */
                            billable: number;
                            byKind: {
                                /** @description Minor units of `currency` */
                                addons: number;
                                /** @description Minor units of `currency` */
                                "autoscaled-nodes": number;
                                /** @description Minor units of `currency` */
                                "control-plane": number;
                                /** @description Minor units of `currency` */
                                "ha-control-plane": number;
                                /** @description Minor units of `currency` */
                                "included-nodes": number;
                                /** @description Minor units of `currency` */
                                nodes: number;
                            };
                            clusterId: string;
                            clusterName: string;
                            co2eGrams: number;
                            nodeHours: number;
                            status: string;
                            /** @description Minor units of `currency` */
                            total: number;
                        }[];
                        co2eGrams: number;
                        /** @enum {string} */
                        currency: "USD" | "EUR" | "GBP";
                        forecast: {
                            basis: string;
                            /** @description Minor units of `currency` */
                            burnRatePerDay: number;
                            /** @description Minor units of `currency` */
                            charged: number;
                            /** @description Minor units of `currency` */
                            committed: number;
                            /** @description Minor units of `currency` */
                            monthEnd: number;
                            /** @description Minor units of `currency` */
                            overage: number;
                            /** @description Minor units of `currency` */
                            overagePerDay: number;
                        };
                        from: string;
                        /** @enum {string} */
                        granularity: "hour" | "day" | "month";
                        monthToDate: {
                            /** @description Minor units of `currency` */
                            advance: number;
                            /** @description Minor units of `currency` */
                            billable: number;
                            /** @description Minor units of `currency` */
                            charged: number;
                            from: string;
                            /** @description Minor units of `currency` */
                            spent: number;
                            /** @description Minor units of `currency` */
                            total: number;
                        };
                        rate: number;
                        series: {
                            /** @description The part of each point billed at month end */
                            billablePoints: number[];
                            clusterId: string;
                            clusterName: string;
                            points: number[];
                        }[];
                        to: string;
                        /** @description Minor units of `currency` */
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getUsageFootprint: {
        parameters: {
            query?: {
                format?: "json" | "csv";
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clusters: {
                            bySize: {
                                nodeHours: number;
                                nodeSizeId: string;
                                /** @description Power draw of one node */
                                watts: number;
                            }[];
                            clusterId: string;
                            clusterName: string;
                            co2eGrams: number;
                            country: string;
                            gridIntensityGramsPerKwh: number;
                            kWh: number;
                            month: string;
                            nodeHours: number;
                            providerId: string;
                            pue: number;
                            regionId: string;
                        }[];
                        co2eGrams: number;
                        from: string;
                        kgCo2e: number;
                        method: string;
                        months: {
                            co2eGrams: number;
                            kgCo2e: number;
                            month: string;
                            nodeHours: number;
                        }[];
                        nodeHours: number;
                        to: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyId: string | null;
                        companyName: string | null;
                        email: string;
                        emailVerified: boolean;
                        id: string;
                        mfaEnabled: boolean;
                        name: string;
                        officersAccess: boolean;
                        /** @enum {string} */
                        orgRole: "owner" | "member" | "billing" | "viewer";
                        preferences: {
                            /** @enum {string} */
                            billingCycle: "monthly" | "yearly";
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            /** @enum {string} */
                            language?: "en" | "fr";
                            /** @enum {string} */
                            theme: "light" | "dark" | "system";
                        };
                        /** @enum {string} */
                        role: "user" | "admin" | "super_admin";
                        twoFactorSetupRequired?: boolean;
                        username: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postUserEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    newEmail: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    putUserPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    billingCycle: "monthly" | "yearly";
                    /** @enum {string} */
                    currency: "USD" | "EUR" | "GBP";
                    /** @enum {string} */
                    language?: "en" | "fr";
                    /** @enum {string} */
                    theme: "light" | "dark" | "system";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyId: string | null;
                        companyName: string | null;
                        email: string;
                        emailVerified: boolean;
                        id: string;
                        mfaEnabled: boolean;
                        name: string;
                        officersAccess: boolean;
                        /** @enum {string} */
                        orgRole: "owner" | "member" | "billing" | "viewer";
                        preferences: {
                            /** @enum {string} */
                            billingCycle: "monthly" | "yearly";
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            /** @enum {string} */
                            language?: "en" | "fr";
                            /** @enum {string} */
                            theme: "light" | "dark" | "system";
                        };
                        /** @enum {string} */
                        role: "user" | "admin" | "super_admin";
                        twoFactorSetupRequired?: boolean;
                        username: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    patchUserProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyId: string | null;
                        companyName: string | null;
                        email: string;
                        emailVerified: boolean;
                        id: string;
                        mfaEnabled: boolean;
                        name: string;
                        officersAccess: boolean;
                        /** @enum {string} */
                        orgRole: "owner" | "member" | "billing" | "viewer";
                        preferences: {
                            /** @enum {string} */
                            billingCycle: "monthly" | "yearly";
                            /** @enum {string} */
                            currency: "USD" | "EUR" | "GBP";
                            /** @enum {string} */
                            language?: "en" | "fr";
                            /** @enum {string} */
                            theme: "light" | "dark" | "system";
                        };
                        /** @enum {string} */
                        role: "user" | "admin" | "super_admin";
                        twoFactorSetupRequired?: boolean;
                        username: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getUserPromotionRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        decidedAt: string | null;
                        decidedBy: {
                            id: string;
                            name: string;
                        } | null;
                        decisionReason: string | null;
                        id: string;
                        /** @enum {string} */
                        kind: "admin" | "officers_access";
                        reason: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        user: {
                            companyName: string | null;
                            email: string;
                            id: string;
                            name: string;
                            officersAccess: boolean;
                            role: string;
                            username: string;
                        };
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postUserPromotionRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "admin" | "officers_access";
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        decidedAt: string | null;
                        decidedBy: {
                            id: string;
                            name: string;
                        } | null;
                        decisionReason: string | null;
                        id: string;
                        /** @enum {string} */
                        kind: "admin" | "officers_access";
                        reason: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        user: {
                            companyName: string | null;
                            email: string;
                            id: string;
                            name: string;
                            officersAccess: boolean;
                            role: string;
                            username: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getVersionSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example v1.5.0 (3f9c2ab) */
                        displayVersion: string;
                        /** @example production */
                        environment: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        description: string;
                        disabledAt: string | null;
                        disabledReason: string | null;
                        enabled: boolean;
                        events: ("order.paid" | "order.failed" | "cluster.running" | "cluster.failed" | "cluster.deleted" | "invoice.issued" | "invoice.payment_failed" | "ticket.replied" | "budget.threshold" | "audit.event")[];
                        id: string;
                        previousSecretExpiresAt: string | null;
                        updatedAt: string;
                        url: string;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    description?: string;
                    events: ("order.paid" | "order.failed" | "cluster.running" | "cluster.failed" | "cluster.deleted" | "invoice.issued" | "invoice.payment_failed" | "ticket.replied" | "budget.threshold" | "audit.event")[];
                    /** Format: uri */
                    url: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        description: string;
                        disabledAt: string | null;
                        disabledReason: string | null;
                        enabled: boolean;
                        events: ("order.paid" | "order.failed" | "cluster.running" | "cluster.failed" | "cluster.deleted" | "invoice.issued" | "invoice.payment_failed" | "ticket.replied" | "budget.threshold" | "audit.event")[];
                        id: string;
                        previousSecretExpiresAt: string | null;
                        /** @description whsec_…: the signing key, base64, shown once */
                        secret: string;
                        updatedAt: string;
                        url: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getWebhooksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        description: string;
                        disabledAt: string | null;
                        disabledReason: string | null;
                        enabled: boolean;
                        events: ("order.paid" | "order.failed" | "cluster.running" | "cluster.failed" | "cluster.deleted" | "invoice.issued" | "invoice.payment_failed" | "ticket.replied" | "budget.threshold" | "audit.event")[];
                        id: string;
                        previousSecretExpiresAt: string | null;
                        updatedAt: string;
                        url: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    deleteWebhooksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    patchWebhooksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string;
                    enabled?: boolean;
                    events?: ("order.paid" | "order.failed" | "cluster.running" | "cluster.failed" | "cluster.deleted" | "invoice.issued" | "invoice.payment_failed" | "ticket.replied" | "budget.threshold" | "audit.event")[];
                    /** Format: uri */
                    url?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        description: string;
                        disabledAt: string | null;
                        disabledReason: string | null;
                        enabled: boolean;
                        events: ("order.paid" | "order.failed" | "cluster.running" | "cluster.failed" | "cluster.deleted" | "invoice.issued" | "invoice.payment_failed" | "ticket.replied" | "budget.threshold" | "audit.event")[];
                        id: string;
                        previousSecretExpiresAt: string | null;
                        updatedAt: string;
                        url: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getWebhooksByIdDeliveries: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveries: {
                            attempts: {
                                at: string;
                                durationMs: number;
                                error: string | null;
                                manual: boolean;
                                statusCode: number | null;
                            }[];
                            createdAt: string;
                            eventType: string;
                            id: string;
                            messageId: string;
                            nextAttemptAt: string | null;
                            payload: string;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed";
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postWebhooksByIdDeliveriesByDeliveryIdRetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deliveryId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attempts: {
                            at: string;
                            durationMs: number;
                            error: string | null;
                            manual: boolean;
                            statusCode: number | null;
                        }[];
                        createdAt: string;
                        eventType: string;
                        id: string;
                        messageId: string;
                        nextAttemptAt: string | null;
                        payload: string;
                        /** @enum {string} */
                        status: "pending" | "succeeded" | "failed";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postWebhooksByIdRotateSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 24 */
                    overlapHours?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        previousSecretExpiresAt: string | null;
                        secret: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    postWebhooksByIdTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attempts: {
                            at: string;
                            durationMs: number;
                            error: string | null;
                            manual: boolean;
                            statusCode: number | null;
                        }[];
                        createdAt: string;
                        eventType: string;
                        id: string;
                        messageId: string;
                        nextAttemptAt: string | null;
                        payload: string;
                        /** @enum {string} */
                        status: "pending" | "succeeded" | "failed";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
}
