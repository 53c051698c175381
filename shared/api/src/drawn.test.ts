import { QueryClient, dehydrate } from '@tanstack/react-query';
import { cameWithPage, hydrateDrawnAnswers } from './drawn.ts';

/** A page's answers as the server's draw writes them: a cache with these queries answered, dehydrated. */
function drawnState(answers: Record<string, unknown>) {
  const server = new QueryClient();
  for (const [path, data] of Object.entries(answers)) server.setQueryData(['public', path], data);
  return dehydrate(server);
}

describe('the answers a page drawn in the server came with', () => {
  it('are in the query cache before the first render, and each says once that it came with the page', () => {
    const client = new QueryClient();
    hydrateDrawnAnswers(client, drawnState({ '/sports/events/list': { list: [{ id: 'ev-1' }] } }));
    expect(client.getQueryData(['public', '/sports/events/list'])).toEqual({ list: [{ id: 'ev-1' }] });
    expect(cameWithPage(['public', '/sports/events/list'])).toBe(true);
    // A later visit of the same list within the page is not the page's first screen.
    expect(cameWithPage(['public', '/sports/events/list'])).toBe(false);
    expect(cameWithPage(['public', '/game/list'])).toBe(false);
  });

  it('replace an earlier set: only the latest page draw counts', () => {
    const client = new QueryClient();
    hydrateDrawnAnswers(client, drawnState({ '/game/list': { list: [] } }));
    hydrateDrawnAnswers(client, drawnState({ '/sports/list': { list: [] } }));
    expect(cameWithPage(['public', '/game/list'])).toBe(false);
    expect(cameWithPage(['public', '/sports/list'])).toBe(true);
  });
});
