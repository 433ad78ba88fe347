// The five server components the web knows, each under its own prefix. Kept
// apart from the calls' schemas: the browser needs the list, not the schemas.

/** The server components of the original system, each with its own prefix. */
export const serviceComponents = [
  'business-api',
  'common-db-api',
  'ens-db-api',
  'user-manager-api',
  'accountgp-api',
] as const;

export type ServiceComponent = (typeof serviceComponents)[number];
