import { ApiError } from './api-error.ts';
import { m } from '../../shared/i18n/messages.ts';

/** What a form shows for a failed request: messages beside its inputs, or one message for the form. */
export interface FormErrors {
  fields: Record<string, string>;
  message?: string;
}

/** A request that got no answer (offline, the server down): in the reader's language. */
const networkMessage = () => m.ui_network_unreachable();

/**
 * Splits a failed request into the field messages this form can place (ApiError.fields for the
 * named inputs) and one form-level message for everything else: 429, 5xx, unknown fields, network.
 */
export function toFormErrors(error: unknown, fieldNames: readonly string[]): FormErrors {
  if (error === null || error === undefined) return { fields: {} };
  if (!(error instanceof ApiError)) return { fields: {}, message: networkMessage() };
  const fields = Object.fromEntries(Object.entries(error.fields ?? {}).filter(([name]) => fieldNames.includes(name)));
  return Object.keys(fields).length > 0 ? { fields } : { fields, message: error.message };
}

/** The message to show for a failed request outside a form, e.g. in a toast. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : networkMessage();
}

/** True when a one-time link's token was refused as unknown, used or expired. */
export function isTokenError(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.code === 'token_invalid' || error.code === 'token_expired');
}
