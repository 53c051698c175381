import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { DemoGame } from '../index.ts';
import { errorTexts } from '../page.ts';
import { PAGE_LANGUAGES, placeholders, SAME_AS_ENGLISH, TEXTS, type TextKey } from '../texts.ts';
import { startServer, type TestServer } from '../../../test/helpers.ts';
import { REEF_RICHES as SLOT } from '../../../test/support/game-wallet.ts';

const BACCARAT: DemoGame = { ...SLOT, gameId: 'royal-baccarat', name: 'Royal Baccarat', engine: 'baccarat', paylines: null };
const KENO: DemoGame = { ...SLOT, gameId: 'lucky-keno', name: 'Lucky Keno', engine: 'keno', paylines: null };

interface Page {
  status: number;
  html: string;
  lang: string | undefined;
  config: { language: string; texts: Record<string, string>; errors: Record<string, string> };
}

/**
 * The provider's game page in the player's language (from the launch) and the app's theme (from
 * ?theme=), the page it shows for a session that has ended, and the texts table behind both.
 */
describe('the demo game page: languages and theme', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    await server.close();
  });

  const load = async (path: string, headers: Record<string, string> = {}): Promise<Page> => {
    const response = await fetch(`${server.url}${path}`, { headers });
    const html = await response.text();
    const config = /<script type="application\/json" id="config">(.*?)<\/script>/s.exec(html)?.[1];
    return {
      status: response.status,
      html,
      lang: /<html lang="([^"]*)"/.exec(html)?.[1],
      config: config ? (JSON.parse(config) as Page['config']) : { language: '', texts: {}, errors: {} },
    };
  };
  /** A play-money session of the game in the language, its page at the launch URL (plus any query). */
  const open = async (game: DemoGame, language: string, query = '') => {
    const { launchUrl } = await server.platform.demoGames.openDemo({ language, game });
    return { launchUrl, page: await load(`${launchUrl}${query}`) };
  };
  const play = async (launchUrl: string, body: object) => {
    const session = new URL(launchUrl, server.url).searchParams.get('session');
    const response = await fetch(`${server.url}/demogames/api/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session, ...body }),
    });
    return { status: response.status, body: (await response.json()) as { code?: string } };
  };

  it('shows a slot in Spanish: the page, its script texts and its errors', async () => {
    const { launchUrl, page } = await open(SLOT, 'es');
    assert.equal(page.status, 200);
    assert.equal(page.lang, 'es');
    for (const text of ['>Girar</button>', '<small>Saldo</small>', 'Apuesta (FUN)', '>Tabla de pagos<', 'Demo Games · Dinero ficticio']) {
      assert.ok(page.html.includes(text), text);
    }
    assert.ok(page.html.includes('RTP del 96.50 %. Los resultados se deciden en el servidor.'));
    assert.ok(page.html.includes('aria-label="Rodillos"'));
    for (const english of ['>Spin<', '>Balance<', 'Play money', 'Results are decided']) assert.ok(!page.html.includes(english), english);
    assert.equal(page.config.language, 'es');
    assert.equal(page.config.texts['result.noWin'], 'Sin premio.');
    assert.equal(page.config.texts['slot.winLines'], 'Has ganado {win} {currency} en {lines} líneas.');
    assert.equal(page.config.texts['symbol.seven'], 'siete');
    // Only what the script shows travels in the config; the page's own texts are already in the HTML.
    assert.equal(page.config.texts['page.spin'], undefined);

    // The API answers a code; the page shows that code's text in its language.
    const refused = await play(launchUrl, { stake: '500.00' });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.code, 'INVALID_STAKE');
    assert.equal(page.config.errors.INVALID_STAKE, 'Las apuestas van de 0.10 a 100.00 FUN.');
    assert.equal(page.config.errors.INSUFFICIENT_FUNDS, 'No tienes dinero ficticio suficiente para esta apuesta.');
    assert.equal(page.config.texts['error.generic'], 'Algo ha fallado. Inténtalo de nuevo.');
  });

  it('shows a slot in Hindi', async () => {
    const { page } = await open(SLOT, 'hi');
    assert.equal(page.lang, 'hi');
    for (const text of ['>स्पिन करें</button>', '<small>बैलेंस</small>', 'दांव (FUN)', '>भुगतान तालिका<', 'RTP 96.50 %। नतीजे सर्वर पर तय होते हैं।']) {
      assert.ok(page.html.includes(text), text);
    }
    assert.equal(page.config.texts['result.win'], 'आपने {win} {currency} जीते।');
    assert.equal(page.config.errors.SESSION_NOT_FOUND, 'यह गेम सेशन ख़त्म हो गया है। गेम फिर से खोलें।');
  });

  it('shows baccarat in Spanish and in Hindi', async () => {
    const spanish = await open(BACCARAT, 'es');
    assert.equal(spanish.page.lang, 'es');
    for (const text of [
      '>Repartir</button>',
      '<legend>Tu apuesta</legend>',
      'data-side="banker" aria-pressed="false">Banca<',
      '>Empate<',
      'aria-label="Mesa"',
    ]) {
      assert.ok(spanish.page.html.includes(text), text);
    }
    assert.equal(spanish.page.config.texts['baccarat.bankerWins'], 'Gana la banca');
    assert.equal(spanish.page.config.texts['card.name'], '{rank} de {suit}');
    assert.equal(spanish.page.config.errors.INVALID_BET, 'Apuesta al jugador, a la banca o al empate.');
    const refused = await play(spanish.launchUrl, { stake: '1.00', side: 'dragon' });
    assert.equal(refused.body.code, 'INVALID_BET');

    const hindi = await open(BACCARAT, 'hi');
    assert.equal(hindi.page.lang, 'hi');
    for (const text of ['>पत्ते बाँटें</button>', '<legend>आपका दांव</legend>', '>प्लेयर<', '>बैंकर<', '>टाई<']) {
      assert.ok(hindi.page.html.includes(text), text);
    }
    assert.equal(hindi.page.config.texts['suit.spades'], 'हुकुम');
    assert.equal(hindi.page.config.texts['baccarat.playerWins'], 'प्लेयर जीता');
  });

  it('renders keno’s pick count inside its translated label', async () => {
    const { page } = await open(KENO, 'pt');
    assert.equal(page.lang, 'pt');
    assert.ok(page.html.includes('Escolha de 1 a 10 números: <span id="pick-count">0</span> escolhidos'));
    assert.equal(page.config.errors.INVALID_BET, 'Escolha de 1 a 10 números entre 1 e 40.');
  });

  it('falls back to English for a language it does not offer, and reads a regional tag by its language', async () => {
    for (const language of ['de', '', 'xx-YY']) {
      const { page } = await open(SLOT, language);
      assert.equal(page.lang, 'en', language);
      assert.ok(page.html.includes('>Spin</button>'));
      assert.ok(page.html.includes('Demo Games · Play money'));
      assert.ok(page.html.includes('RTP 96.50 %. Results are decided on the server.'));
      assert.equal(page.config.texts['result.noWin'], 'No win.');
      assert.equal(page.config.texts['slot.winLines'], 'You win {win} {currency} on {lines} lines.');
    }
    const regional = await open(SLOT, 'pt-BR');
    assert.equal(regional.page.lang, 'pt');
    assert.ok(regional.page.html.includes('>Girar</button>'));
  });

  it('keeps the English page as players know it', async () => {
    const { page } = await open(SLOT, 'en');
    assert.equal(page.lang, 'en');
    for (const text of ['>Spin</button>', '<small>Balance</small>', 'Stake (FUN)', '>Paytable<', '>Close<', 'aria-label="Line wins"']) {
      assert.ok(page.html.includes(text), text);
    }
    assert.equal(page.config.errors.INVALID_STAKE, 'Stakes go from 0.10 to 100.00 FUN.');
  });

  it('forces the theme ?theme= asks for, and otherwise follows the phone', async () => {
    const dark = await open(SLOT, 'es', '&theme=dark');
    assert.equal(dark.page.status, 200);
    assert.ok(dark.page.html.includes('<meta name="color-scheme" content="dark">'));
    assert.ok(dark.page.html.includes('color-scheme: dark; --bg: #0e1117'));
    assert.ok(!dark.page.html.includes('prefers-color-scheme'));
    assert.ok(!dark.page.html.includes('--bg: #f3f5f9'));

    const light = await open(SLOT, 'es', '&theme=light');
    assert.ok(light.page.html.includes('<meta name="color-scheme" content="light">'));
    assert.ok(light.page.html.includes('color-scheme: light; --bg: #f3f5f9'));
    assert.ok(!light.page.html.includes('prefers-color-scheme'));
    assert.ok(!light.page.html.includes('--bg: #0e1117'));

    for (const query of ['', '&theme=purple', '&theme=DARK', '&theme=', '&theme=dark&theme=light', '&theme=%3C%2Fstyle%3E']) {
      const { page } = await open(BACCARAT, 'en', query);
      assert.equal(page.status, 200, query);
      assert.ok(page.html.includes('<meta name="color-scheme" content="light dark">'), query);
      assert.ok(page.html.includes('@media (prefers-color-scheme: dark)'), query);
      assert.ok(!page.html.includes('</style%3E') && !page.html.includes('purple'), query);
    }
  });

  it('shows an ended session in the session’s or else the browser’s language, in the theme asked for', async () => {
    const ended = await load('/demogames/play/reef-riches?session=nope&theme=dark', { 'accept-language': 'de-DE,hi;q=0.9,en;q=0.8' });
    assert.equal(ended.status, 404);
    assert.equal(ended.lang, 'hi');
    assert.ok(ended.html.includes('<title>गेम उपलब्ध नहीं है</title>'));
    assert.ok(ended.html.includes('<h1>यह गेम सेशन ख़त्म हो गया है</h1>'));
    assert.ok(ended.html.includes('color-scheme: dark;'));
    assert.ok(!ended.html.includes('prefers-color-scheme'));

    const english = await load('/demogames/play/reef-riches?session=nope');
    assert.equal(english.lang, 'en');
    assert.ok(english.html.includes('<title>Game not available</title>'));
    assert.ok(english.html.includes('<h1>This game session has ended</h1>'));
    assert.ok(english.html.includes('@media (prefers-color-scheme: dark)'));

    // A session of another game: its own language.
    const { launchUrl } = await server.platform.demoGames.openDemo({ language: 'vi', game: SLOT });
    const other = await load(launchUrl.replace('/reef-riches?', '/royal-baccarat?'), { 'accept-language': 'es' });
    assert.equal(other.status, 404);
    assert.equal(other.lang, 'vi');
    assert.ok(other.html.includes('Phiên chơi này đã kết thúc'));
  });
});

describe('the demo game page’s texts', () => {
  const english = TEXTS.en;
  const keys = Object.keys(english).sort();

  it('has every key of English, with the same placeholders, in every language', () => {
    assert.deepEqual(Object.keys(TEXTS).sort(), [...PAGE_LANGUAGES].sort());
    for (const language of PAGE_LANGUAGES) {
      assert.deepEqual(Object.keys(TEXTS[language]).sort(), keys, language);
      for (const key of keys as TextKey[]) {
        assert.deepEqual(placeholders(TEXTS[language][key]), placeholders(english[key]), `${language} ${key}`);
        assert.ok(TEXTS[language][key].trim().length > 0, `${language} ${key} is empty`);
      }
    }
  });

  it('translates every text, but for names that read the same in the language', () => {
    for (const language of PAGE_LANGUAGES.filter((code) => code !== 'en')) {
      const same = SAME_AS_ENGLISH[language] ?? [];
      for (const key of keys as TextKey[]) {
        if (same.includes(key)) assert.equal(TEXTS[language][key], english[key], `${language} ${key} is listed as reading the same`);
        else assert.notEqual(TEXTS[language][key], english[key], `${language} ${key} is still English`);
      }
    }
  });

  it('has a text for every refusal the provider’s API answers', () => {
    // The studio's sources together: its rounds, its sessions and its wallet calls.
    const folder = new URL('../', import.meta.url);
    const source = readdirSync(folder)
      .filter((name) => name.endsWith('.ts'))
      .map((name) => readFileSync(new URL(name, folder), 'utf8'))
      .join('\n');
    const thrown = [...source.matchAll(/new PlayError\('([A-Z_]+)'/g)].map((match) => match[1]);
    const refusals = /const REFUSALS[^{]*\{([^}]*)\}/.exec(source)?.[1] ?? '';
    const answered = [...refusals.matchAll(/^\s*([A-Z_]+):/gm)].map((match) => match[1]);
    assert.ok(thrown.length > 0 && answered.length > 0);
    for (const language of PAGE_LANGUAGES) {
      for (const game of [SLOT, BACCARAT, KENO]) {
        for (const demo of [true, false]) {
          const errors = errorTexts(language, game, 'USD', demo);
          for (const code of new Set([...thrown, ...answered])) assert.ok(errors[code!], `${language} ${game.engine} ${code}`);
        }
      }
    }
  });
});
