import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import type { EndpointPath, EndpointRequest, EndpointResponse, IdempotentPath, ErrorResponse } from '@app/contract';
import { IDEMPOTENCY_KEY_HEADER } from '@app/contract/http';
import { recordSingleton } from '@app/contract/singletons';
import { authAtom, endSession, enterMaintenance, expirePassword, needsRefresh, store } from '@app/state';
import { API_TIMEOUT_MS, apiBaseUrl } from './config.ts';
import { takeEarlyCall } from './early.ts';
import { ApiError, NETWORK_ERROR, readErrorBody, SCREEN_HANDLED_REASONS, SESSION_ENDING_REASONS } from './errors.ts';
import { errorText, notify } from './notify.ts';
import { uploadFetch, type UploadProgress } from './upload.ts';
import { isLeaving, REFRESH_PATH, refreshOutcome, type RefreshOutcome } from './session.ts';

export { API_TIMEOUT_MS, apiBaseUrl } from './config.ts';

/** Per-call options the hooks read: `silent` keeps failures out of the toasts (the caller shows them). */
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

function isSilent(options: { context?: unknown }): boolean {
  return (options.context as CallContext | undefined)?.silent === true;
}

/**
 * Tells the player about a failure the error catalogue names (spec section 8), unless the caller
 * shows it itself: the code's text, else the message, else the catalogue's words for a server's
 * failure or a refused request. Answers the error the caller gets, marked handled when announced.
 */
function announce(status: number, body: ErrorResponse, silent: boolean): ApiError {
  if (silent) return new ApiError(status, body, false);
  const reason = body.reason ?? body.code;
  if (reason) notify(errorText(reason, body.message, body.meta));
  else if (body.message) notify(body.message);
  // No words from the platform (a gateway's error page, an empty answer): the catalogue's for its kind.
  else notify(errorText(status >= 500 ? 'INTERNAL_ERROR' : 'REQUEST_FAILED', undefined));
  return new ApiError(status, body, true);
}

/**
 * A refresh that got no answer (offline, a timeout, a server error) keeps the session, but the
 * call that needed it has failed: the caller gets that failure (a connection failure as it came, a
 * server's answer as an ApiError), announced unless the caller shows it itself.
 */
function unansweredRefresh(outcome: Extract<RefreshOutcome, { status: 'unanswered' }>, silent: boolean): Error {
  if (outcome.body?.meta?.status === 'maintain') return new ApiError(outcome.httpStatus ?? 503, outcome.body, true);
  if (outcome.httpStatus !== undefined) return announce(outcome.httpStatus, outcome.body ?? {}, silent);
  return connectionFailure(outcome.error, silent);
}

/**
 * A call that got no answer (offline, a timeout, a connection cut): a silent caller gets the error
 * as it came and shows its own words; for any other, a toast says so (error_codes NETWORK_ERROR)
 * and the caller gets a handled ApiError with status 0. A call cut off because the page is being
 * left, or cancelled by its caller, is nobody's news.
 */
function connectionFailure(error: unknown, silent: boolean): Error {
  const original = error instanceof Error ? error : new Error(String(error));
  if (silent || isLeaving() || original.name === 'AbortError') return original;
  notify(errorText(NETWORK_ERROR, undefined));
  const failure = new ApiError(0, { reason: NETWORK_ERROR, message: original.message }, true);
  (failure as { cause?: unknown }).cause = original;
  return failure;
}

/**
 * The one HTTP client of the page. Its hooks are the one place where the token lifecycle and the
 * error catalogue of spec sections 4 and 8 live, for the host and every area alike. Every failed
 * call ends in something the player sees: a toast, the caller's own message (a `silent` call), the
 * maintenance screen, the password reminder, or the sign-in screen saying why the session ended.
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
        if (!isRefreshCall(request) && needsRefresh(store.get(authAtom))) {
          const outcome = await refreshOutcome();
          // The platform refused the session: the player is on the way to the sign-in screen.
          if (outcome.status === 'refused') throw new ApiError(401, { reason: 'TOKEN_EXPIRED' }, true);
        }
        withToken(request);
      },
    ],
    beforeRetry: [({ request }) => withToken(request)],
    afterResponse: [
      async ({ request, response, retryCount, options }) => {
        if (response.ok) return;
        const body = await readErrorBody(response);
        const reason = body.reason ?? body.code;
        const silent = isSilent(options);

        if (body.meta?.status === 'maintain') {
          enterMaintenance(body.meta.endtime ?? null);
          throw new ApiError(response.status, body, true);
        }
        if (reason === 'TOKEN_EXPIRED' && retryCount === 0) {
          const outcome = await refreshOutcome();
          if (outcome.status === 'refreshed') return ky.retry({ delay: 0 });
          if (outcome.status === 'refused') throw new ApiError(response.status, body, true);
          throw unansweredRefresh(outcome, silent);
        }
        if (reason === 'PASSWORD_EXPIRED') {
          expirePassword();
          throw new ApiError(response.status, body, true);
        }
        const carried = request.headers.get('authorization');
        if (reason && SESSION_ENDING_REASONS.has(reason) && carried) {
          // The session this call was made in is over: sign out at once and say why. A call of a
          // session already ended or replaced has nothing more to say.
          if (carried === store.get(authAtom).accessToken) endSession(reason);
          throw new ApiError(response.status, body, true);
        }
        if (reason && SCREEN_HANDLED_REASONS.has(reason)) throw new ApiError(response.status, body, false);
        throw announce(response.status, body, silent);
      },
    ],
    beforeError: [
      ({ error, options }) => {
        if (error instanceof ApiError) return error;
        // An answer no hook turned into an ApiError (none today): the catalogue as for any other.
        if (error instanceof HTTPError) return announce(error.response.status, {}, isSilent(options));
        return connectionFailure(error, isSilent(options));
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
/** A money-moving call's options: its Idempotency-Key, one per player intent (see useMoneyCall). */
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

/** A form's options: `onUploadProgress` hears how much of the form has been sent. */
export type FormPostOptions = Omit<PostOptions, 'onUploadProgress'> & { onUploadProgress?: (progress: UploadProgress) => void };

/**
 * Sends a form with files (multipart/form-data, a document upload) to an endpoint under /v1 and
 * reads its JSON answer, through the same client: the token, its refresh and the error model apply.
 * The browser writes the content type with its boundary. The 10 s limit of other calls does not
 * apply while the form is still sending (a 10 MB file takes longer on a slow phone): it fails only
 * when nothing has moved for 10 s (`uploadFetch`).
 */
export function postForm<P extends EndpointPath>(path: P, form: FormData, options: FormPostOptions = {}): Promise<EndpointResponse<P>> {
  const { onUploadProgress, ...rest } = options;
  return api.post(path.slice(1), { ...rest, body: form, timeout: false, fetch: uploadFetch(onUploadProgress) }).json();
}
