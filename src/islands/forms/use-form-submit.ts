import { useEffect, useRef, useState } from 'react';
import { m } from '../../shared/i18n/messages.ts';
import { toFormErrors } from '../lib/form-errors.ts';
import { apiRequest } from '../lib/api/client.ts';

type State<T> = { status: 'idle' | 'pending' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

/**
 * Posts a public form and splits failures into field messages (ApiError.fields for the named
 * fields; checks done in the browser first) and one form-level message (429, network, others).
 * Plain state instead of TanStack Query: public pages stay light for signed-out visitors.
 */
export function useFormSubmit<T>(path: string, fieldNames: readonly string[]) {
  const [state, setState] = useState<State<T>>({ status: 'idle' });
  const [clientFields, setClientFields] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const server = toFormErrors(state.status === 'error' ? state.error : undefined, fieldNames);
  const fields = Object.keys(clientFields).length > 0 ? clientFields : server.fields;
  const invalidKey = Object.keys(fields).join(',');

  // After a failed submit, take keyboard and screen-reader users to the first field to fix.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `state` is the trigger: each failed submit moves the focus again, even when the same fields are wrong.
  useEffect(() => {
    if (!invalidKey) return;
    // Groups of checkboxes mark themselves with data-invalid (aria-invalid does not apply to a group).
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
    const target = first?.matches('fieldset') ? first.querySelector<HTMLElement>('input, select, textarea') : first;
    target?.focus();
  }, [invalidKey, state]);

  /** Sends `body` unless the browser-side checks found problems (shown instead); resolves with the answer. */
  async function send(body: unknown, problems: Record<string, string> = {}): Promise<T | undefined> {
    setClientFields(problems);
    if (Object.keys(problems).length > 0) {
      setState({ status: 'idle' });
      return undefined;
    }
    setState({ status: 'pending' });
    try {
      const data = await apiRequest<T>(path, { method: 'POST', body });
      setState({ status: 'success', data });
      return data;
    } catch (error) {
      setState({ status: 'error', error });
      return undefined;
    }
  }

  return {
    formRef,
    send,
    fields,
    message: Object.keys(clientFields).length > 0 ? undefined : server.message,
    pending: state.status === 'pending',
    data: state.status === 'success' ? state.data : undefined,
    error: state.status === 'error' ? state.error : undefined,
    reset: () => {
      setClientFields({});
      setState({ status: 'idle' });
    },
  };
}

/** Browser-side checks of required fields: a message for each empty one. */
export function missing(values: Record<string, unknown>, messages: Record<string, string>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [name, message] of Object.entries(messages)) {
    const value = values[name];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
      problems[name] = message;
  }
  return problems;
}

/** A quick shape check of an e-mail address (the server checks it properly). */
export function emailProblem(value: string): string | undefined {
  const email = value.trim();
  if (email === '') return m.forms_enter_email();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? undefined : m.forms_email_invalid();
}
