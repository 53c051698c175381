import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { fakeApi, type FakeApi } from '@app/api/testing';
import { renderAt, setupI18n } from '../__tests__/testUtils.tsx';

let api: FakeApi | undefined;

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

beforeAll(setupI18n);
afterEach(() => api?.restore());

describe('coming back from an outside flow', () => {
  it.each(['/\\evil.example', '//evil.example', 'https://evil.example', '/%5Cevil.example', '/\t/evil.example'])(
    'lands on the home page, not on %j',
    async (to) => {
      api = fakeApi({});
      renderAt(`/redirect-handler?to=${encodeURIComponent(to)}`, undefined, <CurrentLocation />);
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    },
  );

  it('lands on the path of this site it names, with its query', async () => {
    api = fakeApi({});
    renderAt(`/redirect-handler?to=${encodeURIComponent('/casino?x=1')}`, undefined, <CurrentLocation />);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/casino\?x=1$/));
  });
});
