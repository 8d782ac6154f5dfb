import { useCallback, useRef, useState } from 'react';

// The e-mail link pages send one request at a time and show its outcome: this small hook does
// that without the query library, which these light public pages do not otherwise load. The
// fields follow react-query's mutation result, so the screens read the same way.

type Outcome<T> =
  | { isPending: false; isSuccess: false; isError: false; data: undefined; error: null }
  | { isPending: true; isSuccess: false; isError: false; data: undefined; error: null }
  | { isPending: false; isSuccess: true; isError: false; data: T; error: null }
  | { isPending: false; isSuccess: false; isError: true; data: undefined; error: Error };

const IDLE = { isPending: false, isSuccess: false, isError: false, data: undefined, error: null } as const;
const PENDING = { ...IDLE, isPending: true } as const;

export type RequestResult<A, T> = Outcome<T> & {
  /** Sends; the promise rejects with the request's error. */
  mutateAsync: (argument: A) => Promise<T>;
  /** Sends; the outcome is only in the state. */
  mutate: (argument: A) => void;
  /** Back to the idle state. */
  reset: () => void;
};

/**
 * One request at a time: `send` runs, then `onSuccess` with its answer (awaited when it returns a
 * promise; an error there counts).
 */
export function useRequest<A, T>(
  send: (argument: A) => Promise<T>,
  onSuccess?: (data: T) => void | Promise<void>,
): RequestResult<A, T> {
  const [outcome, setOutcome] = useState<Outcome<T>>(IDLE);
  const latest = useRef({ send, onSuccess });
  latest.current = { send, onSuccess };

  const mutateAsync = useCallback(async (argument: A) => {
    setOutcome(PENDING);
    try {
      const data = await latest.current.send(argument);
      await latest.current.onSuccess?.(data);
      setOutcome({ ...IDLE, isSuccess: true, data });
      return data;
    } catch (caught) {
      const error = caught instanceof Error ? caught : new Error(String(caught));
      setOutcome({ ...IDLE, isError: true, error });
      throw error;
    }
  }, []);
  const mutate = useCallback((argument: A) => void mutateAsync(argument).catch(() => undefined), [mutateAsync]);
  const reset = useCallback(() => setOutcome(IDLE), []);
  return { ...outcome, mutateAsync, mutate, reset };
}
