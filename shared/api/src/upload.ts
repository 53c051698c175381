// Sending a large body (a document upload) with its progress. fetch reports no upload progress that
// works everywhere (request streams need HTTP/2), so the request goes through XMLHttpRequest, whose
// upload events do. It is a fetch for the shared client, so the token, its refresh and the error
// model apply as for every call.
import { TimeoutError } from 'ky';
import { API_TIMEOUT_MS } from './config.ts';

/** How much of a body has been sent. */
export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0 to 100, whole. */
  percent: number;
}

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) {
      try {
        headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      } catch {
        // A header the Headers class refuses is left out.
      }
    }
  }
  return headers;
}

/**
 * A fetch that sends with XMLHttpRequest and reports the bytes sent. There is no limit on the whole
 * call: it fails only when nothing moves for `idleMs` (no byte sent, none received, no answer once
 * the body has gone), so a large file on a slow phone is not cut off while it is still sending.
 */
export function uploadFetch(onProgress?: (progress: UploadProgress) => void, idleMs = API_TIMEOUT_MS): Fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      let timer: ReturnType<typeof setTimeout> | undefined;
      let settled = false;
      const finish = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        request.signal.removeEventListener('abort', aborted);
        outcome();
      };
      const stalled = () =>
        finish(() => {
          xhr.abort();
          reject(new TimeoutError(request));
        });
      const moved = () => {
        clearTimeout(timer);
        timer = setTimeout(stalled, idleMs);
      };
      const aborted = () =>
        finish(() => {
          xhr.abort();
          reject(
            request.signal.reason instanceof Error ? request.signal.reason : new DOMException('The upload was cancelled', 'AbortError'),
          );
        });
      if (request.signal.aborted) return aborted();
      request.signal.addEventListener('abort', aborted);

      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => {
        if (name !== 'content-length') xhr.setRequestHeader(name, value);
      });
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (event: ProgressEvent) => {
        moved();
        const total = event.lengthComputable ? event.total : (body?.size ?? 0);
        if (total > 0) onProgress?.({ loaded: event.loaded, total, percent: Math.min(100, Math.floor((event.loaded / total) * 100)) });
      };
      xhr.upload.onload = moved;
      xhr.onprogress = moved;
      xhr.onload = () =>
        finish(() => {
          const status = xhr.status;
          const noBody = status === 204 || status === 205 || status === 304;
          resolve(
            new Response(noBody ? null : (xhr.response as Blob | null), {
              status,
              statusText: xhr.statusText,
              headers: headersOf(xhr.getAllResponseHeaders()),
            }),
          );
        });
      xhr.onerror = () => finish(() => reject(new TypeError('Failed to fetch')));
      xhr.onabort = () => finish(() => reject(new DOMException('The upload was cancelled', 'AbortError')));
      moved();
      xhr.send(body);
    });
  };
}
