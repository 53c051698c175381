export { api, apiBaseUrl, post, API_TIMEOUT_MS } from './client.ts';
export { ApiError } from './errors.ts';
export { queryClient, QUERY_CACHE_MS } from './query.ts';
