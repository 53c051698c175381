import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { GAME_ART_SIZES, type Game, type GameDetail } from '@app/contract';
import { ART_DIR, gameArt, PROVIDER_LOGO_SIZE, providerLogo, type ArtFile } from '../../src/games/artwork.ts';
import { GAMES, PROVIDERS } from '../../src/games/starting-catalogue.ts';
import { seedGames } from '../../src/games/index.ts';
import { login, moneyCall, register, startServer, type SignedIn, type TestServer } from '../helpers.ts';

interface Page<T> {
  list: T[];
  page: number;
  pageSize: number;
  total: number;
}
interface Session {
  sessionId: string;
  launchUrl: string;
  demo: boolean;
}
interface Refusal {
  reason: string;
  meta?: Record<string, unknown>;
}

/** A WebP picture's size, read from its header (a lossy, lossless or extended picture). */
function webpSize(picture: Buffer): { width: number; height: number } {
  assert.equal(picture.subarray(0, 4).toString('latin1'), 'RIFF');
  assert.equal(picture.subarray(8, 12).toString('latin1'), 'WEBP');
  const chunk = picture.subarray(12, 16).toString('latin1');
  if (chunk === 'VP8X') return { width: picture.readUIntLE(24, 3) + 1, height: picture.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8L') {
    const bits = picture.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  assert.equal(chunk, 'VP8 ');
  return { width: picture.readUInt16LE(26) & 0x3fff, height: picture.readUInt16LE(28) & 0x3fff };
}

/** The casino catalogue: the lobby's lists, artwork, favourites and recent games, and the gates on opening a game. */
describe('the games catalogue', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({ env: { DEMOPAY_SETTLE_DELAY_MS: '0' } });
  });
  after(() => server.close());

  const list = async (body: Record<string, unknown>) => {
    const answer = await server.post<Page<Game>>('/game/list', body);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body;
  };
  const settings = async (gameSettings: Record<string, unknown>) => {
    const answer = await server.operator('/operator/account-settings/update', { gameSettings });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
  };
  const open = (player: SignedIn, body: Record<string, unknown>) =>
    server.post<Session & Refusal>('/game/create-session', { currency: 'USD', ...body }, player.accessToken);

  /** A deposit paid on the demo provider's page and settled by its callback. */
  const deposit = async (player: SignedIn) => {
    const started = await moneyCall<{ redirectUrl: string; transaction: { transactionId: string } }>(
      server,
      player,
      '/payment/deposit/initiate',
      {
        channelId: 'usd-fiat-deposit',
        currency: 'USD',
        amount: '50.00',
      },
    );
    assert.equal(started.status, 200, JSON.stringify(started.body));
    const paid = await fetch(`${server.url}${started.body.redirectUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
    });
    assert.equal(paid.status, 303);
    for (let attempt = 0; attempt < 100; attempt += 1) {
      await server.platform.demoPay.deliverDue();
      const page = await server.post<{ list: Array<{ status: string }> }>(
        '/payment/transaction/page',
        { transactionId: started.body.transaction.transactionId },
        player.accessToken,
      );
      if (page.body.list[0]?.status === 'success') return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.fail('the deposit never settled');
  };

  it('seeds the catalogue: nine studios and the house, the seven categories, the four originals', async () => {
    assert.ok(GAMES.length >= 130);
    // Every start writes the catalogue again: the second time changes nothing.
    await seedGames({ db: server.platform.database.db });
    const all = await list({ pageSize: 100 });
    assert.equal(all.total, GAMES.length);
    const originals = await list({ categoryId: 'originals' });
    assert.deepEqual(originals.list.map((game) => game.gameId).sort(), ['dice', 'limbo', 'mines', 'plinko']);
    for (const game of originals.list) {
      assert.equal(game.isOriginal, true);
      assert.equal(game.hasDemo, false);
      assert.equal(game.providerId, 'originals');
    }
    const detail = await server.post<{ game: GameDetail }>('/game/get', { gameId: 'golden-pharaoh' });
    assert.equal(detail.status, 200);
    assert.equal(detail.body.game.name, 'Golden Pharaoh');
    assert.equal(detail.body.game.categoryId, 'slots');
    assert.ok(detail.body.game.paylines && detail.body.game.paylines <= 20);
    assert.ok(detail.body.game.description.length > 40);
    assert.ok(Number(detail.body.game.rtp) >= 94 && Number(detail.body.game.rtp) <= 98.5);
    assert.match(detail.body.game.thumbnailUrl, /^\/game-art\/golden-pharaoh\.thumb\.[0-9a-f]{8}\.webp$/);
    const missing = await server.post<Refusal>('/game/get', { gameId: 'no-such-game' });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.reason, 'GAME_NOT_FOUND');
  });

  it('pages, filters and sorts the list', async () => {
    const first = await list({ page: 1, pageSize: 10 });
    const second = await list({ page: 2, pageSize: 10 });
    assert.equal(first.list.length, 10);
    assert.equal(second.page, 2);
    assert.equal(new Set([...first.list, ...second.list].map((game) => game.gameId)).size, 20);
    const popularity = first.list.map((game) => GAMES.find((known) => known.id === game.gameId)?.popularity ?? 0);
    assert.deepEqual(
      popularity,
      [...popularity].sort((a, b) => b - a),
    );

    const newest = await list({ sort: 'newest', pageSize: 30 });
    const dates = newest.list.map((game) => game.releasedAt);
    assert.deepEqual(dates, [...dates].sort().reverse());

    const byName = await list({ sort: 'name', pageSize: 100, categoryId: 'slots' });
    const folded = byName.list.map((game) => game.name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
    assert.deepEqual(folded, [...folded].sort());

    const slots = await list({ categoryId: 'slots', pageSize: 100 });
    assert.ok(slots.list.every((game) => game.categoryId === 'slots'));
    const studio = await list({ providerId: 'velvet-live', pageSize: 100 });
    assert.ok(studio.total > 0 && studio.list.every((game) => game.providerId === 'velvet-live'));
    const megaways = await list({ tag: 'megaways', pageSize: 100 });
    assert.ok(megaways.total > 0 && megaways.list.every((game) => game.tags.includes('megaways')));
    // The lobby's popular and new rows, asked as a category or as a tag.
    for (const row of ['popular', 'new']) {
      const asCategory = await list({ categoryId: row, pageSize: 100 });
      const asTag = await list({ tag: row, pageSize: 100 });
      assert.ok(asCategory.total >= 12, row);
      assert.deepEqual(asCategory.list, asTag.list);
      assert.ok(asCategory.list.every((game) => game.tags.includes(row)));
    }
  });

  it('searches names and studios without regard to case or accents', async () => {
    const pinata = await list({ search: 'PINATA' });
    assert.deepEqual(
      pinata.list.map((game) => game.name),
      ['Piñata Party'],
    );
    const creme = await list({ search: 'creme brulee' });
    assert.deepEqual(
      creme.list.map((game) => game.name),
      ['Crème Brûlée Bonanza'],
    );
    const prive = await list({ search: 'privé baccarat' });
    assert.ok(prive.list.some((game) => game.name === 'Salon Privé Baccarat Live'));
    const studio = await list({ search: 'quickdraw', pageSize: 100 });
    assert.ok(studio.total > 0 && studio.list.every((game) => game.providerName === 'Quickdraw Instant'));
    assert.equal((await list({ search: '100%_' })).total, 0);
  });

  it('counts the games of each category and studio; the house originals come last', async () => {
    const categories = await server.post<{ categories: Array<{ categoryId: string; gameCount: number; name: string }> }>(
      '/game/categories/list',
      {},
    );
    assert.deepEqual(
      categories.body.categories.map((category) => category.categoryId),
      ['popular', 'new', 'slots', 'live', 'table', 'instant', 'originals'],
    );
    for (const category of categories.body.categories) {
      assert.equal(category.gameCount, (await list({ categoryId: category.categoryId, pageSize: 1 })).total, category.categoryId);
    }
    const providers = await server.post<{ providers: Array<{ providerId: string; gameCount: number; logoUrl: string }> }>(
      '/game/providers/list',
      {},
    );
    assert.ok(providers.body.providers.length >= 9);
    assert.equal(providers.body.providers.at(-1)?.providerId, 'originals');
    for (const provider of providers.body.providers) {
      assert.equal(provider.gameCount, (await list({ providerId: provider.providerId, pageSize: 1 })).total);
      assert.match(provider.logoUrl, /^\/game-art\/[a-z-]+\.logo\.[0-9a-f]{8}\.webp$/);
    }
  });

  it('ships every game’s thumbnail and cover, and every studio’s logo, as pictures of the fixed sizes rendered from the current drawings', () => {
    const dir = fileURLToPath(ART_DIR);
    const check = (file: ArtFile, size: { width: number; height: number }, budget: number) => {
      const path = `${dir}${file.file}`;
      assert.ok(existsSync(path), `${file.file} is missing: run node scripts/src/game-art.ts`);
      const picture = readFileSync(path);
      assert.deepEqual(webpSize(picture), size, `${file.file} is ${size.width}x${size.height}`);
      assert.ok(picture.length < budget, `${file.file} is ${picture.length} bytes`);
      // The drawing it is rendered from: its size, and nothing that could run.
      assert.ok(file.svg.includes(`width="${size.width}" height="${size.height}"`), `${file.file} is drawn at its size`);
      assert.doesNotMatch(file.svg, /<script|on[a-z]+=|href=/i);
    };
    for (const game of GAMES) {
      const art = gameArt(game);
      check(art.thumbnail, GAME_ART_SIZES.thumbnail, 16_000);
      check(art.cover, GAME_ART_SIZES.cover, 40_000);
    }
    for (const provider of PROVIDERS) check(providerLogo(provider), PROVIDER_LOGO_SIZE, 8_000);
    // Nothing else in the folder: every file is one the catalogue names.
    const named = new Set(
      [...GAMES.flatMap((game) => Object.values(gameArt(game))), ...PROVIDERS.map(providerLogo)].map((file) => file.file),
    );
    assert.deepEqual(
      readdirSync(dir).filter((name) => !named.has(name)),
      [],
      'stale files: run node scripts/src/game-art.ts',
    );
  });

  it('serves the artwork as immutable WebP pictures', async () => {
    const game = (await list({ pageSize: 1 })).list[0] as Game;
    for (const url of [game.thumbnailUrl, game.imageUrl]) {
      const response = await fetch(`${server.url}${url}`);
      assert.equal(response.status, 200, url);
      assert.equal(response.headers.get('content-type'), 'image/webp');
      assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.match(response.headers.get('content-security-policy') ?? '', /default-src 'none'.*sandbox/);
      assert.equal(
        Buffer.from(await response.arrayBuffer())
          .subarray(8, 12)
          .toString('latin1'),
        'WEBP',
      );
    }
    assert.equal((await fetch(`${server.url}/game-art/no-such.thumb.00000000.webp`)).status, 404);
    assert.equal((await fetch(`${server.url}/game-art/../package.json`)).status, 404);
  });

  it('keeps favourites and the recently played games of a signed-in player', async () => {
    const player = await register(server);
    const set = (gameId: string, favorite: boolean) => server.post('/game/favorites/set', { gameId, favorite }, player.accessToken);
    assert.equal((await set('golden-pharaoh', true)).status, 200);
    assert.equal((await set('turbo-keno', true)).status, 200);
    assert.equal((await set('turbo-keno', true)).status, 200);
    assert.equal((await set('no-such-game', true)).body.reason, 'GAME_NOT_FOUND');
    const favorites = await server.post<Page<Game>>('/game/favorites/list', { page: 1, pageSize: 10 }, player.accessToken);
    assert.deepEqual(
      favorites.body.list.map((game) => game.gameId),
      ['turbo-keno', 'golden-pharaoh'],
    );
    assert.equal(favorites.body.total, 2);
    await set('turbo-keno', false);
    const after = await server.post<Page<Game>>('/game/favorites/list', {}, player.accessToken);
    assert.deepEqual(
      after.body.list.map((game) => game.gameId),
      ['golden-pharaoh'],
    );
    assert.equal((await server.post('/game/favorites/list', {})).status, 401);

    // Opened games (real or demo) and games bet on, each once, the latest first, at most twelve.
    assert.deepEqual((await server.post<{ list: Game[] }>('/game/recent/list', {}, player.accessToken)).body.list, []);
    await settings({ noGameWithoutDeposit: false, minGameKycLevel: 0 });
    const opened = GAMES.filter((game) => game.hasDemo)
      .slice(0, 14)
      .map((game) => game.id);
    for (const gameId of opened) assert.equal((await open(player, { gameId, demo: true })).status, 200);
    assert.equal((await open(player, { gameId: opened[0] })).status, 200);
    const recent = await server.post<{ list: Game[] }>('/game/recent/list', {}, player.accessToken);
    assert.deepEqual(
      recent.body.list.map((game) => game.gameId),
      [opened[0], ...opened.slice(3).reverse()],
    );
    await settings({ noGameWithoutDeposit: true });
  });

  it('opens a game only through every gate the operator sets, each refusal naming the next step', async () => {
    const registered = await register(server);
    let player: SignedIn = registered;
    const game = GAMES.find((candidate) => candidate.engine === 'slot') as (typeof GAMES)[number];
    await settings({ noGameWithoutDeposit: true, minGameKycLevel: 1 });

    const unauthenticated = await server.post<Refusal>('/game/create-session', { gameId: game.id, currency: 'USD' });
    assert.equal(unauthenticated.status, 401);

    const kyc = await open(player, { gameId: game.id });
    assert.equal(kyc.status, 403);
    assert.equal(kyc.body.reason, 'KYC_LEVEL_REQUIRED');
    assert.deepEqual(kyc.body.meta, { requiredLevel: 1, currentLevel: 0 });
    await settings({ minGameKycLevel: 0 });

    const noDeposit = await open(player, { gameId: game.id });
    assert.equal(noDeposit.status, 403);
    assert.equal(noDeposit.body.reason, 'GAME_DEPOSIT_REQUIRED');
    // Play money needs no deposit.
    const demo = await open(player, { gameId: game.id, demo: true });
    assert.equal(demo.status, 200);
    assert.equal(demo.body.demo, true);
    await deposit(player);

    const currency = await open(player, { gameId: game.id, currency: 'XYZ' });
    assert.equal(currency.body.reason, 'CURRENCY_NOT_AVAILABLE');

    const opened = await open(player, { gameId: game.id });
    assert.equal(opened.status, 200, JSON.stringify(opened.body));
    assert.equal(opened.body.demo, false);
    assert.ok(opened.body.sessionId);
    assert.ok(opened.body.launchUrl.startsWith('/'));

    const original = await open(player, { gameId: 'mines' });
    assert.equal(original.status, 200);
    assert.equal(original.body.launchUrl, '/originals/mines');
    assert.match(original.body.sessionId, /^[0-9a-f-]{36}$/);

    // A time-out closes every game until it ends, play money included.
    const timeOut = await server.post(
      '/user/responsible-gambling/config/add',
      { type: 'cooling_off', value: 7, confirm: true },
      player.accessToken,
    );
    assert.equal(timeOut.status, 200, JSON.stringify(timeOut.body));
    player = await login(server, registered.user.email, registered.password);
    for (const body of [{ gameId: game.id }, { gameId: game.id, demo: true }]) {
      const excluded = await open(player, body);
      assert.equal(excluded.status, 403);
      assert.equal(excluded.body.reason, 'RG_EXCLUDED');
    }
    await settings({ noGameWithoutDeposit: true, minGameKycLevel: 0 });
  });

  it('offers play money only where a game has a demo', async () => {
    const slot = GAMES.find((game) => game.engine === 'slot') as (typeof GAMES)[number];
    const demo = await server.post<Session>('/game/demo-session/create', { gameId: slot.id });
    assert.equal(demo.status, 200);
    assert.equal(demo.body.demo, true);
    assert.ok(demo.body.launchUrl.includes(slot.id));
    const live = GAMES.find((game) => game.categoryId === 'live') as (typeof GAMES)[number];
    for (const gameId of [live.id, 'dice']) {
      const refused = await server.post<Refusal>('/game/demo-session/create', { gameId });
      assert.equal(refused.status, 400);
      assert.equal(refused.body.reason, 'GAME_DEMO_NOT_AVAILABLE');
    }
    assert.equal((await server.post<Refusal>('/game/demo-session/create', { gameId: 'no-such-game' })).body.reason, 'GAME_NOT_FOUND');
    const player = await register(server);
    assert.equal((await open(player, { gameId: 'plinko', demo: true })).body.reason, 'GAME_DEMO_NOT_AVAILABLE');
  });

  it('lists the player’s bets', async () => {
    const player = await register(server);
    const bets = await server.post<Page<unknown>>('/game/bets/list', { page: 1, pageSize: 5 }, player.accessToken);
    assert.equal(bets.status, 200);
    assert.deepEqual(bets.body, { list: [], page: 1, pageSize: 5, total: 0, nextCursor: null });
  });
});
