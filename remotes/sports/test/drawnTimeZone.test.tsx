// A page drawn in the server for a visitor whose time zone it did not know shows no start times;
// the app takes that markup over as it is (hydration draws what the server drew), then shows the
// times in the device's zone.
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'jotai';
import { drawnTimeZoneAtom, store, timeZoneAtom } from '@app/state';
import { useTimeZone } from '../src/shared/hooks/useNames.ts';

// Hydration is driven by hand here (no testing library renders it).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Zone() {
  return <span>{useTimeZone() ?? 'no zone'}</span>;
}

const page = (
  <Provider store={store}>
    <Zone />
  </Provider>
);

afterEach(() => {
  store.set(timeZoneAtom, undefined);
  store.set(drawnTimeZoneAtom, undefined);
});

it.each([
  [null, 'no zone'],
  ['America/Sao_Paulo', 'America/Sao_Paulo'],
])('draws in the zone it was drawn in (%s) while it takes the page over, then in the page’s own', async (drawnIn, drawnText) => {
  // The server's draw: the zone of the request.
  store.set(timeZoneAtom, drawnIn);
  const html = renderToString(page);
  expect(html).toContain(drawnText);

  // The browser: its own zone, the page's drawn one while it takes the markup over.
  store.set(timeZoneAtom, 'Asia/Ho_Chi_Minh');
  store.set(drawnTimeZoneAtom, drawnIn);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const drawnNode = container.firstChild;
  const mismatches: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) });
  });
  expect(mismatches).toEqual([]);
  expect(container.textContent).toBe('Asia/Ho_Chi_Minh');
  // Taken over, not drawn anew.
  expect(container.firstChild).toBe(drawnNode);
  act(() => root?.unmount());
  container.remove();
});
