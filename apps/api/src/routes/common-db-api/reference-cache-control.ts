/** Reference data changes only with a deployment; browsers and proxies may keep it an hour. */
export const REFERENCE_CACHE_CONTROL = 'public, max-age=3600';
