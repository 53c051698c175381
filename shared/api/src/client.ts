import ky, { type KyInstance, type Options } from 'ky';
import type { EndpointPath, EndpointRequest, EndpointResponse, IdempotentPath } from '@app/contract';
import { IDEMPOTENCY_KEY_HEADER } from '@app/contract/http';
import { authAtom, enterMaintenance, expirePassword, needsRefresh, recordSingleton, store } from '@app/state';
import { API_TIMEOUT_MS, apiBaseUrl } from './config.ts';
import { takeEarlyCall } from './early.ts';
import { ApiError, readErrorBody, SCREEN_HANDLED_REASONS } from './errors.ts';
import { errorText, notify } from './notify.ts';
import { REFRESH_PATH, refreshSession } from './session.ts';

export { API_TIMEOUT_MS, apiBaseUrl } from './config.ts';

/** Per-call options the hooks read: `silent` keeps failures out of the toasts (start-up calls). */
export type CallContext = {
  silent?: boolean;
};

function isRefreshCall(request: Request): boolean {
  return new URL(request.url).pathname.endsWith(`/${REFRESH_PATH}`);
}

function withToken(request: Request): void {
  // The access token goes in the Authorization header with no prefix (spec section 6).
  const { accessToken } = store.get(authAtom);
  if (accessToken) request.headers.set('authorization', accessToken);
  else request.headers.delete('authorization');
}

/**
 * The one HTTP client of the page. Its hooks are the one place where the token lifecycle and the
 * error catalogue of spec sections 4 and 8 live, for the host and every area alike.
 */
export const api: KyInstance = ky.create({
  prefix: apiBaseUrl(),
  timeout: API_TIMEOUT_MS,
  // Only the forced retry after a refresh (one, at once); nothing else is retried.
  retry: { limit: 1, methods: [], statusCodes: [], afterStatusCodes: [] },
  headers: { accept: 'application/json' },
  hooks: {
    beforeRequest: [
      async ({ request }) => {
        if (!isRefreshCall(request) && needsRefresh(store.get(authAtom))) await refreshSession();
        withToken(request);
      },
    ],
    beforeRetry: [({ request }) => withToken(request)],
    afterResponse: [
      async ({ response, retryCount, options }) => {
        if (response.ok) return;
        const body = await readErrorBody(response);
        const reason = body.reason ?? body.code;
        const silent = (options.context as CallContext | undefined)?.silent === true;

        if (body.meta?.status === 'maintain') {
          enterMaintenance(body.meta.endtime ?? null);
          throw new ApiError(response.status, body, true);
        }
        if (reason === 'TOKEN_EXPIRED') {
          if (retryCount === 0 && (await refreshSession())) return ky.retry({ delay: 0 });
          throw new ApiError(response.status, body, true);
        }
        if (reason === 'PASSWORD_EXPIRED') {
          expirePassword();
          throw new ApiError(response.status, body, true);
        }
        if (reason && SCREEN_HANDLED_REASONS.has(reason)) throw new ApiError(response.status, body, false);

        const error = new ApiError(response.status, body, !silent);
        if (!silent) {
          if (reason) notify(errorText(reason, body.message, body.meta));
          else if (body.message) notify(body.message);
          else notify(errorText(`HTTP_${response.status}`, undefined));
        }
        throw error;
      },
    ],
  },
});
recordSingleton('api-client', api);

/**
 * Calls an endpoint of the contract: POST its JSON body under /v1 and read its JSON answer. A
 * renamed field or path in the contract fails the build here and at every caller.
 */
export type PostOptions = Options & { context?: CallContext };
/** A money-moving call's options: its Idempotency-Key, one per player intent (see useIdempotencyKey). */
type MoneyPostOptions = PostOptions & { idempotencyKey: string };

export function post<P extends IdempotentPath>(path: P, body: EndpointRequest<P>, options: MoneyPostOptions): Promise<EndpointResponse<P>>;
export function post<P extends Exclude<EndpointPath, IdempotentPath>>(
  path: P,
  body: EndpointRequest<P>,
  options?: PostOptions,
): Promise<EndpointResponse<P>>;
export function post(path: EndpointPath, body: unknown, options: PostOptions & { idempotencyKey?: string } = {}): Promise<unknown> {
  const { idempotencyKey, ...rest } = options;
  if (idempotencyKey) {
    const headers = new Headers(rest.headers as HeadersInit | undefined);
    headers.set(IDEMPOTENCY_KEY_HEADER, idempotencyKey);
    rest.headers = headers;
  }
  // A call the early loader started for the first screen is taken over (a money-moving call never
  // is): the client's hooks run as for any call, and a retry goes to the network.
  const early = idempotencyKey ? undefined : takeEarlyCall(`${apiBaseUrl()}${path.slice(1)}`, body);
  if (early) rest.fetch = firstFrom(early, rest.fetch ?? globalThis.fetch.bind(globalThis));
  return api.post(path.slice(1), { ...rest, json: body }).json();
}

/** A fetch whose first call answers with a response already on its way, and whose later calls fetch. */
type Fetch = NonNullable<Options['fetch']>;
function firstFrom(response: Promise<Response>, next: Fetch): Fetch {
  let first: Promise<Response> | undefined = response;
  return (input, init) => {
    const answer = first ?? next(input, init);
    first = undefined;
    return answer;
  };
}

/**
 * Sends a form with files (multipart/form-data, a document upload) to an endpoint under /v1 and
 * reads its JSON answer, through the same client: the token, its refresh and the error model apply.
 * The browser writes the content type with its boundary.
 */
export function postForm<P extends EndpointPath>(path: P, form: FormData, options: PostOptions = {}): Promise<EndpointResponse<P>> {
  return api.post(path.slice(1), { ...options, body: form }).json();
}
