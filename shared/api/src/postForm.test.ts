import { i18n } from '@app/i18n';
import { signInWith, store, authAtom, signedOut } from '@app/state';
import { postForm } from './client.ts';
import { ApiError } from './errors.ts';
import { setNotifier } from './notify.ts';
import { errorResponse, fakeApi, jsonResponse, type FakeApi } from './testing/index.ts';

const UPLOAD = '/user/kyc/filestore/upload';

const session = {
  accessToken: 'old-access',
  refreshToken: 'old-refresh',
  expiresIn: 3600,
  user: { userId: 'u1', email: 'p@example.com', currency: 'USD', emailVerified: true },
};
const freshTokens = { accessToken: 'new-access', refreshToken: 'new-refresh', expiresIn: 3600 };
const document = {
  documentId: 'd1',
  kind: 'identity_front',
  contentType: 'image/png',
  size: 4,
  status: 'pending',
  reason: null,
  uploadedAt: '2026-06-01T00:00:00.000Z',
  reviewedAt: null,
};

/** What one request carried: its path, token, content type and form fields (a file as name, type and text). */
async function received(request: Request) {
  const form = await request.clone().formData();
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries())
    fields[name] = typeof value === 'string' ? value : { name: value.name, type: value.type, text: await value.text() };
  return {
    path: new URL(request.url).pathname,
    authorization: request.headers.get('authorization'),
    contentType: request.headers.get('content-type') ?? '',
    fields,
  };
}

function photoForm(): FormData {
  const form = new FormData();
  form.append('kind', 'identity_front');
  form.append('file', new Blob(['\x89PNG'], { type: 'image/png' }), 'front.png');
  return form;
}

let api: FakeApi | undefined;
const toasts: string[] = [];

beforeAll(async () => {
  await i18n.init({ lng: 'en', ns: ['common', 'error_codes'], resources: { en: { common: {}, error_codes: {} } } });
});
beforeEach(() => {
  toasts.length = 0;
  setNotifier((message) => toasts.push(message));
  store.set(authAtom, signedOut);
});
afterEach(() => api?.restore());

describe('sending a form with a file', () => {
  it('POSTs multipart/form-data to /v1/<path> with the token, the fields and the file, and reads the JSON answer', async () => {
    signInWith(session);
    const seen: Awaited<ReturnType<typeof received>>[] = [];
    api = fakeApi({}, async ({ request }) => {
      seen.push(await received(request));
      return jsonResponse({ document, kycLevel: 2 });
    });
    await expect(postForm(UPLOAD, photoForm())).resolves.toEqual({ document, kycLevel: 2 });
    expect(seen).toEqual([
      {
        path: `/v1${UPLOAD}`,
        authorization: 'old-access',
        contentType: expect.stringMatching(/^multipart\/form-data; boundary=/),
        fields: { kind: 'identity_front', file: { name: 'front.png', type: 'image/png', text: '\x89PNG' } },
      },
    ]);
  });

  it('refreshes an expired token and sends the same form again', async () => {
    signInWith(session);
    const seen: Awaited<ReturnType<typeof received>>[] = [];
    api = fakeApi({}, async ({ path, request }) => {
      if (path === '/v1/user/auth/refresh') return jsonResponse(freshTokens);
      seen.push(await received(request));
      return seen.length === 1 ? errorResponse(401, 'TOKEN_EXPIRED') : jsonResponse({ document, kycLevel: 2 });
    });
    await expect(postForm(UPLOAD, photoForm())).resolves.toEqual({ document, kycLevel: 2 });
    expect(seen.map((call) => call.authorization)).toEqual(['old-access', 'new-access']);
    expect(seen[1]?.fields).toEqual(seen[0]?.fields);
  });

  it('turns a refusal into the error model, kept out of the toasts when silent', async () => {
    signInWith(session);
    api = fakeApi({}, () => errorResponse(413, 'PAYLOAD_TOO_LARGE'));
    const refusal = await postForm(UPLOAD, photoForm(), { context: { silent: true } }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 413, reason: 'PAYLOAD_TOO_LARGE' });
    expect(toasts).toEqual([]);
  });
});
