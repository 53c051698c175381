import { waitFor } from '@testing-library/react';
import { fakeApi, type FakeApi } from '@app/api/testing';
import { currentLocation, renderAt, setupI18n } from '../__tests__/testUtils.tsx';

let api: FakeApi | undefined;

beforeAll(setupI18n);
afterEach(() => api?.restore());

describe('coming back from an outside flow', () => {
  it.each(['/\\evil.example', '//evil.example', 'https://evil.example', '/%5Cevil.example', '/\t/evil.example'])(
    'lands on the home page, not on %j',
    async (to) => {
      api = fakeApi({});
      renderAt(`/redirect-handler?to=${encodeURIComponent(to)}`);
      await waitFor(() => expect(currentLocation()).toMatch(/^\/$/));
    },
  );

  it('lands on the path of this site it names, with its query', async () => {
    api = fakeApi({});
    renderAt(`/redirect-handler?to=${encodeURIComponent('/casino?x=1')}`);
    await waitFor(() => expect(currentLocation()).toMatch(/^\/casino\?x=1$/));
  });
});
