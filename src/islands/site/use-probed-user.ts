import { useEffect, useState } from 'react';
import { probeSession } from './session-probe.ts';

/**
 * The signed-in user's JSON once the page's one session probe says so, else null (also during
 * the server render and until the probe answers). Pre-rendered pages decide with it what a
 * signed-in visitor sees, without loading the auth store.
 */
export function useProbedUser(): unknown {
  const [user, setUser] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    void probeSession().then((probed) => {
      if (live && probed) setUser(probed);
    });
    return () => {
      live = false;
    };
  }, []);
  return user;
}
