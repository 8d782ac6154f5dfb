/** Cookie attributes the API sets. */
export type CookieOptions = {
  httpOnly?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
  secure?: boolean;
  path?: string;
  maxAge?: number;
};

/** Reading and setting cookies; Astro's AstroCookies fits, and so does the router's jar. */
export interface CookieJar {
  get(name: string): { value: string } | undefined;
  set(name: string, value: string, options: CookieOptions): void;
  delete(name: string, options: Omit<CookieOptions, 'maxAge'>): void;
}

/**
 * What an endpoint may use of its request: a subset of Astro's APIContext, so the same handler
 * runs under Astro (development) and under the production API router.
 */
export type EndpointContext = {
  request: Request;
  url: URL;
  params: Record<string, string | undefined>;
  locals: App.Locals;
  clientAddress: string;
  cookies: CookieJar;
};
