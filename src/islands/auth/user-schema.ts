// The user's shape as the browser checks an answer against it: the server's schemas (schemas
// only, no server code). A module of its own, imported where an answer is parsed, so what only
// needs the User type (the signed-in shell) does not load zod up front.
export {
  preferencesSchema as userPreferencesSchema,
  publicUserSchema,
  roleSchema,
} from '../../shared/users/users.schemas.ts';
