import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { studioStake, type ListedGame } from '../../bench/soak/players.ts';
import { serverWithPlayer, type SignedIn, type TestServer } from '../helpers.ts';

/**
 * The soak's players play the studio's games with stakes the games take: a round refused
 * INVALID_STAKE is the player model's mistake, not the platform's, and would hide real refusals.
 */
describe("the soak's studio stakes", () => {
  let server: TestServer;
  let player: SignedIn;
  serverWithPlayer('500.00', (started) => ({ server, player } = started));

  it('are within the limits of every studio game of the catalogue, and the studio takes them', async () => {
    const games = await server.post<{ list: Array<ListedGame & { isOriginal: boolean }> }>('/game/list', { page: 1, pageSize: 100 });
    const studio = games.body.list.filter((game) => !game.isOriginal);
    assert.ok(
      studio.some((game) => game.minBet !== null && Number(game.minBet) > 1),
      'a game that takes no less than its minimum above 1.00',
    );
    const refused: string[] = [];
    for (const game of studio) {
      const stake = studioStake(game);
      if (game.minBet !== null) assert.ok(Number(stake) >= Number(game.minBet), `${game.gameId}: ${stake} below ${game.minBet}`);
      if (game.maxBet !== null) assert.ok(Number(stake) <= Number(game.maxBet), `${game.gameId}: ${stake} above ${game.maxBet}`);
      const launched = await server.post<{ launchUrl?: string }>(
        '/game/create-session',
        { gameId: game.gameId, currency: 'USD' },
        player.accessToken,
      );
      assert.equal(launched.status, 200, JSON.stringify(launched.body));
      const session = new URL(launched.body.launchUrl!, server.url).searchParams.get('session');
      const response = await fetch(`${server.url}/demogames/api/play`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session, stake, side: 'player', picks: [1, 2, 3] }),
      });
      const body = (await response.json()) as { code?: string };
      if (body.code === 'INVALID_STAKE') refused.push(`${game.gameId} (${game.minBet}..${game.maxBet}) refused ${stake}`);
    }
    assert.deepEqual(refused, []);
  });
});
