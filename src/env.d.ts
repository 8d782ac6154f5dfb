/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    services: import('./server/app/services.ts').Services;
    /** The signed-in user as clients see it, or null. */
    user: import('./shared/users/users.schemas.ts').PublicUser | null;
    /** The stored record of the signed-in user (server code only), or null. */
    userRecord: import('./shared/users/users.schemas.ts').UserRecord | null;
    session: import('./shared/sessions/sessions.schemas.ts').SessionRecord | null;
    /** The API token of an `Authorization: Bearer` request (which never has a session), or null. */
    token?: import('./shared/tokens/tokens.schemas.ts').ApiTokenRecord | null;
    /** Why the request's bearer token was refused (401, 429): answered before any operation runs. */
    tokenRefusal?: import('./server/http/app-error.ts').AppError;
    /** Production only: what the server already read for this page, and what it does with the HTML. */
    page?: import('./server/http/page-render.ts').PageRender;
  }
}
