import { authAtom, signedOut, signInWith, store } from '@app/state';
import { postForm } from './client.ts';
import { setNotifier } from './notify.ts';
import { XhrStandIn } from './testing/xhr.ts';
import type { UploadProgress } from './upload.ts';

const UPLOAD = '/user/kyc/filestore/upload';
const TEN_MB = 10 * 1024 * 1024;
const document = {
  documentId: 'd1',
  kind: 'identity_front',
  contentType: 'image/jpeg',
  size: TEN_MB,
  status: 'pending',
  reason: null,
  uploadedAt: '2026-06-01T00:00:00.000Z',
  reviewedAt: null,
};

/** An XMLHttpRequest the test drives: it says when bytes go out and when the answer comes. */
class SlowXhr extends XhrStandIn {
  static latest: SlowXhr | undefined;
  body: Blob | null = null;
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  send(body: Blob | null) {
    this.body = body;
    SlowXhr.latest = this;
  }
  /** `loaded` of `total` bytes have gone. */
  sends(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answers(body: unknown, status = 200) {
    this.status = status;
    this.response = new Blob([JSON.stringify(body)], { type: 'application/json' });
    this.onload?.();
  }
}

const realXhr = globalThis.XMLHttpRequest;
const realFetch = globalThis.fetch;
const fetched = jest.fn();

function tenMegabyteForm(): FormData {
  const form = new FormData();
  form.append('kind', 'identity_front');
  form.append('file', new Blob([new Uint8Array(16)], { type: 'image/jpeg' }), 'front.jpg');
  return form;
}

/** Lets the client's promise work run between the timer steps. */
const settle = async () => {
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
};

async function started(): Promise<SlowXhr> {
  for (let turn = 0; turn < 50 && !SlowXhr.latest; turn += 1) await jest.advanceTimersByTimeAsync(0);
  if (!SlowXhr.latest) throw new Error('The upload was not sent with XMLHttpRequest');
  return SlowXhr.latest;
}

beforeEach(() => {
  jest.useFakeTimers();
  SlowXhr.latest = undefined;
  globalThis.XMLHttpRequest = SlowXhr as unknown as typeof XMLHttpRequest;
  globalThis.fetch = fetched as unknown as typeof fetch;
  setNotifier(() => undefined);
  signInWith({
    accessToken: 'access',
    refreshToken: 'refresh',
    expiresIn: 3600,
    user: { userId: 'u1', email: 'p@example.com', currency: 'USD', emailVerified: true },
  });
});
afterEach(() => {
  jest.useRealTimers();
  globalThis.XMLHttpRequest = realXhr;
  globalThis.fetch = realFetch;
  store.set(authAtom, signedOut);
});

describe('uploading a form', () => {
  it('reports the share sent as it goes, with the token, to /v1/<path>', async () => {
    const progress: UploadProgress[] = [];
    const answer = postForm(UPLOAD, tenMegabyteForm(), { onUploadProgress: (sent) => progress.push(sent) });
    const xhr = await started();
    expect(xhr.method).toBe('POST');
    expect(new URL(xhr.url).pathname).toBe(`/v1${UPLOAD}`);
    expect(xhr.headers.authorization).toBe('access');
    expect(xhr.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    xhr.sends(0, TEN_MB);
    xhr.sends(TEN_MB / 4, TEN_MB);
    xhr.sends(TEN_MB, TEN_MB);
    xhr.answers({ document, kycLevel: 2 });
    await expect(answer).resolves.toEqual({ document, kycLevel: 2 });
    expect(progress.map((sent) => sent.percent)).toEqual([0, 25, 100]);
    expect(fetched).not.toHaveBeenCalled();
  });

  it('is not cut off after 10 s while bytes are still going: a 10 MB file over 60 s arrives', async () => {
    const progress: number[] = [];
    const answer = postForm(UPLOAD, tenMegabyteForm(), { onUploadProgress: (sent) => progress.push(sent.percent) });
    const xhr = await started();
    // A slow phone: a twentieth of the file every 3 s, a minute in all.
    for (let step = 1; step <= 20; step += 1) {
      await jest.advanceTimersByTimeAsync(3000);
      xhr.sends((TEN_MB * step) / 20, TEN_MB);
    }
    await jest.advanceTimersByTimeAsync(4000);
    xhr.answers({ document, kycLevel: 2 });
    await settle();
    await expect(answer).resolves.toEqual({ document, kycLevel: 2 });
    expect(xhr.aborted).toBe(false);
    expect(progress.at(-1)).toBe(100);
  });

  it('gives up when nothing has moved for 10 s, as any call without an answer', async () => {
    const answer = postForm(UPLOAD, tenMegabyteForm(), { context: { silent: true } });
    const failed = expect(answer).rejects.toThrow();
    const xhr = await started();
    xhr.sends(TEN_MB / 2, TEN_MB);
    await jest.advanceTimersByTimeAsync(9_999);
    expect(xhr.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(xhr.aborted).toBe(true);
    await failed;
  });
});
