import { KENO_BASE_PAYS, KENO_MAX_PICKS, KENO_NUMBERS, KENO_SCALE_UNIT, kenoScales } from './keno.ts';
import { BASE_PAYTABLE, PAY_SCALE_UNIT, PAYLINES, SYMBOLS, slotConfig } from './slot.ts';
import { rtpRatio } from './slot.ts';
import type { DemoGame } from './model.ts';
import { fill, pageLanguage, scriptTexts, TEXTS, type PageLanguage, type TextKey } from './texts.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** The theme colours the launch carries ({ colors: [accent, table, ...] }); anything but a plain hex colour is ignored. */
function themeColours(theme: unknown): { accent: string; accentText: string; felt: string } {
  const source = (theme && typeof theme === 'object' ? theme : {}) as Record<string, unknown>;
  const hex = (value: unknown) => (typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value) ? value : undefined);
  const colors = Array.isArray(source.colors) ? (source.colors as unknown[]) : [];
  const accent = hex(colors[0]) ?? hex(source.primary) ?? '#2f6fde';
  const felt = hex(colors[1]) ?? hex(source.secondary) ?? '#0f5c3a';
  return { accent, felt, accentText: readableOn(accent) };
}

/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
function readableOn(hex: string): string {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.35 ? '#111111' : '#ffffff';
}

const multiplier = (pay: bigint, scale: bigint, unit: bigint) => (Number((pay * scale * 100n) / unit) / 100).toFixed(2);

/** What the page's script needs of the game: its engine, its pays (scaled), its lines. */
export function gameView(game: DemoGame): Record<string, unknown> {
  const base = { gameId: game.gameId, name: game.name, providerName: game.providerName, engine: game.engine, rtp: game.rtp };
  if (game.engine === 'slot') {
    const config = slotConfig(game);
    return {
      ...base,
      lines: config.lines,
      paylines: PAYLINES.slice(0, config.lines),
      symbols: SYMBOLS,
      paytable: SYMBOLS.map((symbol) => ({
        symbol,
        pays: BASE_PAYTABLE[symbol].map((pay) => multiplier(BigInt(pay), config.scale, PAY_SCALE_UNIT)),
      })),
    };
  }
  if (game.engine === 'keno') {
    const scales = kenoScales(rtpRatio(game.rtp));
    const paytable: Record<number, string[]> = {};
    for (let picks = 1; picks <= KENO_MAX_PICKS; picks += 1) {
      paytable[picks] = KENO_BASE_PAYS[picks]!.map((pay) => multiplier(BigInt(pay), scales[picks]!, KENO_SCALE_UNIT));
    }
    return { ...base, numbers: KENO_NUMBERS, maxPicks: KENO_MAX_PICKS, paytable };
  }
  return base;
}

/** The colour schemes the page can be shown in; the platform passes the app's own with ?theme=. */
export type PageTheme = 'light' | 'dark';

/** The theme a query value asks for: light or dark, anything else none (the phone's own preference then). */
export function pageTheme(value: unknown): PageTheme | undefined {
  return value === 'light' || value === 'dark' ? value : undefined;
}

const LIGHT = `--bg: #f3f5f9; --panel: #ffffff; --text: #141821; --muted: #4b5563; --line: #c9cfda; --cell: #eef1f6; --win: #b45309;`;
const DARK = `--bg: #0e1117; --panel: #181c25; --text: #e7eaf0; --muted: #b6bdc9; --line: #3a4150; --cell: #222836; --win: #fbbf24;`;
const DARK_SYMBOLS = `.s-seven, .s-heart { color: #f87171; } .s-diamond { color: #93c5fd; } .s-star { color: #fcd34d; } .s-club { color: #86efac; }`;

/** The page's colours: the theme asked for, or without one the phone's prefers-color-scheme. */
export function schemeStyle(theme: PageTheme | undefined): string {
  if (theme === 'light') return `:root { color-scheme: light; ${LIGHT} }`;
  if (theme === 'dark') return `:root { color-scheme: dark; ${DARK} } ${DARK_SYMBOLS}`;
  return `:root { color-scheme: light dark; ${LIGHT} } @media (prefers-color-scheme: dark) { :root { ${DARK} } ${DARK_SYMBOLS} }`;
}

/** The content of the color-scheme meta tag for a theme. */
export const schemeMeta = (theme: PageTheme | undefined) => theme ?? 'light dark';

const STYLE = `
:root { font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); min-height: 100vh; font-size: 16px; }
main { max-width: 430px; margin: 0 auto; padding: 12px; display: grid; gap: 12px; }
header { display: flex; justify-content: space-between; align-items: center; gap: 8px; padding: 10px 12px; border-radius: 12px;
  background: var(--accent); color: var(--accent-text); }
h1 { font-size: 1.1rem; margin: 0; } .studio { font-size: .75rem; margin: 0; opacity: .9; }
.balance { text-align: right; font-weight: 700; font-variant-numeric: tabular-nums; } .balance small { display: block; font-weight: 400; font-size: .75rem; }
.stage { background: var(--panel); border-radius: 12px; padding: 10px; border: 1px solid var(--line); }
.reels { display: grid; grid-template-columns: repeat(5, 1fr); gap: 4px; }
.cell { aspect-ratio: 1; display: grid; place-items: center; border-radius: 8px; background: var(--cell); font-size: clamp(1.2rem, 7vw, 2rem); font-weight: 800; }
.cell.hit { outline: 3px solid var(--win); outline-offset: -3px; }
.s-seven, .s-heart { color: #c81e1e; } .s-diamond { color: #1d4ed8; } .s-star { color: #a16207; } .s-club { color: #15803d; }
.reels.spinning .cell { animation: blur .12s linear infinite; }
@keyframes blur { 0% { transform: translateY(-12%); opacity: .5; } 100% { transform: translateY(12%); opacity: .9; } }
@media (prefers-reduced-motion: reduce) { .reels.spinning .cell { animation: none; opacity: .6; } }
.controls { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; align-items: end; }
label { font-size: .875rem; color: var(--muted); display: grid; gap: 4px; }
select, button { font: inherit; min-height: 48px; border-radius: 10px; }
select { padding: 0 10px; background: var(--panel); color: var(--text); border: 1px solid var(--line); }
button { border: 1px solid var(--line); background: var(--panel); color: var(--text); cursor: pointer; padding: 0 14px; }
button.primary { background: var(--accent); color: var(--accent-text); border-color: transparent; font-weight: 700; grid-column: 1 / -1; font-size: 1.1rem; }
button:disabled { opacity: .55; cursor: progress; }
:focus-visible { outline: 3px solid var(--text); outline-offset: 2px; box-shadow: 0 0 0 5px var(--bg); }
.result { min-height: 3rem; margin: 0; font-weight: 600; }
.wins { margin: 0; padding-left: 1.2rem; font-size: .875rem; }
.sides { display: grid; grid-template-columns: repeat(3, 1fr); gap: 6px; border: 0; padding: 0; margin: 0; }
.sides legend { font-size: .875rem; color: var(--muted); margin-bottom: 4px; }
.sides button[aria-pressed="true"], .numbers button[aria-pressed="true"] { background: var(--accent); color: var(--accent-text); border-color: transparent; }
.table { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; background: var(--felt); color: #fff; border-radius: 10px; padding: 10px; }
.hand h2 { font-size: .9rem; margin: 0 0 6px; } .cards { display: flex; gap: 4px; min-height: 3.4rem; flex-wrap: wrap; }
.card { background: #fff; color: #111; border-radius: 6px; width: 2.4rem; height: 3.3rem; display: grid; place-items: center; font-weight: 700; }
.card.red { color: #b91c1c; }
.numbers { display: grid; grid-template-columns: repeat(8, 1fr); gap: 4px; }
.numbers button { min-height: 44px; padding: 0; font-variant-numeric: tabular-nums; }
.numbers button.drawn { box-shadow: inset 0 0 0 3px var(--win); }
.numbers button.drawn[aria-pressed="true"] { font-weight: 800; text-decoration: underline; }
dialog { border: 1px solid var(--line); border-radius: 12px; background: var(--panel); color: var(--text); width: min(400px, 100vw - 24px); padding: 14px; }
dialog::backdrop { background: #0008; }
table { width: 100%; border-collapse: collapse; font-size: .875rem; } th, td { padding: 4px; text-align: right; border-bottom: 1px solid var(--line); }
th:first-child, td:first-child { text-align: left; }
.note { font-size: .75rem; color: var(--muted); margin: 0; }
.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

/** A text of the page's language, its values filled in, escaped for HTML. */
type Html = (key: TextKey, values?: Record<string, string | number>) => string;

function engineMarkup(game: DemoGame, html: Html): string {
  if (game.engine === 'slot') {
    return `<section class="stage" aria-label="${html('page.reels')}"><div class="reels" id="reels"></div></section>
      <ul class="wins" id="wins" aria-label="${html('page.lineWins')}"></ul>`;
  }
  if (game.engine === 'baccarat') {
    return `<section class="table" aria-label="${html('page.table')}">
        <div class="hand"><h2>${html('page.player')} <span id="player-total"></span></h2><div class="cards" id="player-cards"></div></div>
        <div class="hand"><h2>${html('page.banker')} <span id="banker-total"></span></h2><div class="cards" id="banker-cards"></div></div>
      </section>
      <fieldset class="sides" id="sides"><legend>${html('page.yourBet')}</legend>
        <button type="button" data-side="player" aria-pressed="true">${html('page.player')}</button>
        <button type="button" data-side="banker" aria-pressed="false">${html('page.banker')}</button>
        <button type="button" data-side="tie" aria-pressed="false">${html('page.tie')}</button>
      </fieldset>`;
  }
  // The count is a live element inside the label: the text is escaped first, then its {count} becomes the element.
  const pickLabel = fill(html('page.pickLabel', { max: KENO_MAX_PICKS }), { count: '<span id="pick-count">0</span>' });
  return `<section class="stage" aria-labelledby="pick-label"><p class="note" id="pick-label">${pickLabel}</p>
      <div class="numbers" id="numbers" role="group" aria-labelledby="pick-label"></div></section>
      <button type="button" id="clear">${html('page.clearPicks')}</button>`;
}

const ACTION = { slot: 'page.spin', baccarat: 'page.deal', keno: 'page.play' } as const satisfies Record<DemoGame['engine'], TextKey>;

/**
 * What the page shows for each refusal code the provider's API answers, in the page's language
 * (the API's own message is for logs and other clients). A code not listed here shows the generic
 * refusal, or the generic error when the answer is not a refusal.
 */
export function errorTexts(language: PageLanguage, game: DemoGame, currency: string, demo: boolean): Record<string, string> {
  const texts = TEXTS[language];
  const sessionEnded = texts['error.sessionEnded'];
  return {
    SESSION_NOT_FOUND: sessionEnded,
    SESSION_EXPIRED: sessionEnded,
    INVALID_STAKE: fill(texts['error.invalidStake'], { min: game.minBet, max: game.maxBet, currency }),
    INSUFFICIENT_FUNDS: demo ? texts['error.insufficientPlayMoney'] : texts['error.insufficientFunds'],
    LIMIT_REACHED: texts['error.limitReached'],
    PLAYER_BLOCKED: texts['error.playerBlocked'],
    ROUND_CANCELLED: texts['error.roundCancelled'],
    INVALID_BET:
      game.engine === 'baccarat'
        ? texts['error.invalidSide']
        : fill(texts['error.invalidPicks'], { max: KENO_MAX_PICKS, numbers: KENO_NUMBERS }),
  };
}

/** The JSON a page embeds for its script, safe inside a script element. */
const embeddedJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The game's page: self-contained (inline style and script under the page's nonce), framed by the
 * platform. Shown in the session's language (English for any language not offered) and in the
 * theme asked for (without one, the phone's colour scheme).
 */
export function playPage(input: {
  nonce: string;
  token: string;
  game: DemoGame;
  currency: string;
  demo: boolean;
  language: string;
  theme?: PageTheme | undefined;
}): string {
  const { nonce, game } = input;
  const language = pageLanguage(input.language);
  const html: Html = (key, values) => escapeHtml(fill(TEXTS[language][key], values));
  const colours = themeColours(game.theme);
  const currency = escapeHtml(input.currency);
  const config = embeddedJson({
    token: input.token,
    currency: input.currency,
    demo: input.demo,
    language,
    game: gameView(game),
    texts: scriptTexts(language),
    errors: errorTexts(language, game, input.currency, input.demo),
  });
  const title = escapeHtml(game.name);
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="${schemeMeta(input.theme)}">
<title>${title}</title><link rel="icon" href="data:,">
<style nonce="${nonce}">${STYLE} ${schemeStyle(input.theme)} :root { --accent: ${colours.accent}; --accent-text: ${colours.accentText}; --felt: ${colours.felt}; }</style>
</head><body><main>
<header><div><h1>${title}</h1><p class="studio">${escapeHtml(game.providerName)}${input.demo ? ` · ${html('page.playMoney')}` : ''}</p></div>
<p class="balance" aria-live="off"><small>${html('page.balance')}</small><span id="balance">…</span> ${currency}</p></header>
${engineMarkup(game, html)}
<p class="result" id="result" role="status" aria-live="polite"></p>
<div class="controls">
<label>${html('page.stake', { currency: input.currency })}<select id="stake"></select></label>
<button type="button" id="paytable-open" aria-haspopup="dialog">${html('page.paytable')}</button>
<button type="button" class="primary" id="play">${html(ACTION[game.engine])}</button>
</div>
<p class="note">${html('page.rtpNote', { rtp: game.rtp })}</p>
<dialog id="paytable" aria-labelledby="paytable-title"><h2 id="paytable-title">${html('page.paytable')}</h2><div id="paytable-body"></div>
<p><button type="button" id="paytable-close">${html('page.close')}</button></p></dialog>
</main>
<script type="application/json" id="config">${config}</script>
<script nonce="${nonce}">${SCRIPT}</script>
</body></html>`;
}

/** The page shown for a session that has ended or does not exist: in its language and theme when known. */
export function endedPage(input: { nonce: string; language: string; theme?: PageTheme | undefined }): string {
  const language = pageLanguage(input.language);
  const html = (key: TextKey) => escapeHtml(TEXTS[language][key]);
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="${schemeMeta(input.theme)}"><title>${html('ended.title')}</title>
<style nonce="${input.nonce}">${schemeStyle(input.theme)} :root{font-family:system-ui,sans-serif}body{margin:0;display:grid;place-items:center;min-height:100vh;padding:16px;text-align:center;background:var(--bg);color:var(--text)}</style>
</head><body><main><h1>${html('ended.heading')}</h1><p>${html('ended.text')}</p></main></body></html>`;
}

/** The page's script: it only shows what the provider's server decided, in the texts its config carries. */
const SCRIPT = String.raw`(() => {
'use strict';
const config = JSON.parse(document.getElementById('config').textContent);
const game = config.game;
const $ = (id) => document.getElementById(id);
const reduceMotion = matchMedia('(prefers-reduced-motion: reduce)');
// A text of the page's language with its {placeholders} filled in.
const t = (key, values) => String(config.texts[key] ?? key).replace(/\{(\w+)\}/g, (match, name) => (values && name in values ? String(values[name]) : match));
// Glyphs every system font has (no emoji font needed), each symbol in its own colour class.
const GLYPHS = { seven: '7', diamond: '\u25C6', star: '\u2605', heart: '\u2665', club: '\u2663', ace: 'A', king: 'K', queen: 'Q' };
const symbolName = (symbol) => t('symbol.' + symbol);
const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['\u2660', '\u2665', '\u2666', '\u2663'];
const SUIT_KEYS = ['suit.spades', 'suit.hearts', 'suit.diamonds', 'suit.clubs'];
let side = 'player';
const picks = new Set();
let busy = false;

function el(tag, attributes, text) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes || {})) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}
function announce(text) { $('result').textContent = text; }
function setBalance(balance) { $('balance').textContent = balance === null ? t('status.updating') : balance; }

// What the page shows for a refused call: the text for the answer's code in the page's language.
function errorText(error) {
  if (error.code && Object.hasOwn(config.errors, error.code)) return config.errors[error.code];
  return t(error.status === 409 ? 'error.refused' : 'error.generic');
}

async function api(path, body) {
  let response;
  try {
    response = await fetch('/demogames/api/' + path, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ session: config.token, ...body }),
    });
  } catch {
    throw Object.assign(new Error('network'), { status: 0 });
  }
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw Object.assign(new Error(String(answer.code || response.status)), { code: answer.code, status: response.status });
  return answer;
}

function drawGrid(grid, hits) {
  const reels = $('reels');
  reels.replaceChildren();
  for (let row = 0; row < 3; row += 1) {
    for (let reel = 0; reel < 5; reel += 1) {
      const symbol = grid ? grid[reel][row] : game.symbols[(reel + row * 2) % game.symbols.length];
      const cell = el('div', { class: 'cell s-' + symbol + (hits && hits.has(reel + ':' + row) ? ' hit' : ''), role: 'img', 'aria-label': symbolName(symbol) }, GLYPHS[symbol]);
      reels.append(cell);
    }
  }
}

const cardName = (card) => t('card.name', { rank: RANKS[card.rank], suit: t(SUIT_KEYS[card.suit]) });
function cardNode(card) {
  const red = card.suit === 1 || card.suit === 2;
  return el('div', { class: 'card' + (red ? ' red' : ''), role: 'img', 'aria-label': cardName(card) }, RANKS[card.rank] + SUITS[card.suit]);
}
const cardsText = (cards) => cards.map(cardName).join(', ');
const won = (result) => Number(result.win) > 0;
const amount = (result) => ({ win: result.win, currency: config.currency });

function showSlot(result) {
  const hits = new Set();
  const wins = $('wins');
  wins.replaceChildren();
  for (const line of result.outcome.lines) {
    const rows = game.paylines[line.line];
    for (let reel = 0; reel < line.count; reel += 1) hits.add(reel + ':' + rows[reel]);
    wins.append(el('li', {}, t('slot.lineWin', { line: line.line + 1, count: line.count, symbol: symbolName(line.symbol), win: line.win, currency: config.currency })));
  }
  drawGrid(result.outcome.grid, hits);
  const symbols = [0, 1, 2].map((row) => result.outcome.grid.map((reel) => symbolName(reel[row])).join(', ')).join('; ');
  const lines = result.outcome.lines.length;
  const outcome = won(result) ? t(lines === 1 ? 'slot.winOneLine' : 'slot.winLines', { ...amount(result), lines }) : t('result.noWin');
  return outcome + ' ' + t('slot.rows', { rows: symbols });
}

function showBaccarat(result) {
  const outcome = result.outcome;
  $('player-cards').replaceChildren(...outcome.player.map(cardNode));
  $('banker-cards').replaceChildren(...outcome.banker.map(cardNode));
  $('player-total').textContent = String(outcome.playerTotal);
  $('banker-total').textContent = String(outcome.bankerTotal);
  const winner = t(outcome.winner === 'tie' ? 'baccarat.tie' : outcome.winner === 'player' ? 'baccarat.playerWins' : 'baccarat.bankerWins');
  const paid = won(result) ? (Number(result.win) === Number(result.stake) ? t('baccarat.stakeReturned') : t('result.win', amount(result))) : t('baccarat.betLoses');
  return [
    t('baccarat.score', { winner, player: outcome.playerTotal, banker: outcome.bankerTotal }),
    paid,
    t('baccarat.playerCards', { cards: cardsText(outcome.player) }),
    t('baccarat.bankerCards', { cards: cardsText(outcome.banker) }),
  ].join(' ');
}

function showKeno(result) {
  const drawn = new Set(result.outcome.drawn);
  for (const button of $('numbers').children) button.classList.toggle('drawn', drawn.has(Number(button.dataset.number)));
  return [
    t('keno.drawn', { numbers: result.outcome.drawn.join(', ') }),
    t('keno.hits', { hits: result.outcome.hits, picks: result.outcome.picks.length }),
    won(result) ? t('result.win', amount(result)) : t('result.noWin'),
  ].join(' ');
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function play() {
  if (busy) return;
  const body = { stake: $('stake').value };
  if (game.engine === 'baccarat') body.side = side;
  if (game.engine === 'keno') {
    if (picks.size === 0) { announce(t('keno.pickOne')); return; }
    body.picks = [...picks];
  }
  busy = true;
  $('play').disabled = true;
  announce(t(game.engine === 'slot' ? 'status.spinning' : 'status.playing'));
  if (game.engine === 'slot') $('reels').classList.add('spinning');
  try {
    const started = Date.now();
    const result = await api('play', body);
    if (game.engine === 'slot' && !reduceMotion.matches) await wait(Math.max(0, 700 - (Date.now() - started)));
    const text = game.engine === 'slot' ? showSlot(result) : game.engine === 'baccarat' ? showBaccarat(result) : showKeno(result);
    setBalance(result.balance);
    announce(text + (result.balance === null ? ' ' + t('status.balancePending') : ''));
  } catch (error) {
    announce(errorText(error));
  } finally {
    if (game.engine === 'slot') $('reels').classList.remove('spinning');
    busy = false;
    $('play').disabled = false;
  }
}

function fillPaytable() {
  const body = $('paytable-body');
  if (game.engine === 'slot') {
    const table = el('table');
    const head = el('tr');
    for (const text of [t('paytable.symbol'), '×3', '×4', '×5']) head.append(el('th', { scope: 'col' }, text));
    table.append(head);
    for (const row of game.paytable) {
      const tr = el('tr');
      tr.append(el('th', { scope: 'row' }, GLYPHS[row.symbol] + ' ' + symbolName(row.symbol)));
      for (const pay of row.pays) tr.append(el('td', {}, '×' + pay));
      table.append(tr);
    }
    body.append(table, el('p', { class: 'note' }, t('paytable.slotNote', { lines: game.lines })));
  } else if (game.engine === 'baccarat') {
    const table = el('table');
    for (const [bet, pays] of [[t('paytable.player'), '1:1'], [t('paytable.banker'), t('paytable.bankerPays')], [t('paytable.tie'), '8:1']]) {
      const tr = el('tr');
      tr.append(el('th', { scope: 'row' }, bet), el('td', {}, pays));
      table.append(tr);
    }
    body.append(table, el('p', { class: 'note' }, t('paytable.baccaratNote')));
  } else {
    const table = el('table');
    const head = el('tr');
    head.append(el('th', { scope: 'col' }, t('paytable.picks')), el('th', { scope: 'col' }, t('paytable.hits')));
    table.append(head);
    for (const [count, pays] of Object.entries(game.paytable)) {
      const tr = el('tr');
      const text = pays.map((pay, hits) => (Number(pay) > 0 ? hits + ': ×' + pay : '')).filter(Boolean).join(', ');
      tr.append(el('th', { scope: 'row' }, count), el('td', {}, text));
      table.append(tr);
    }
    body.append(table);
  }
}

function setUpBaccarat() {
  for (const button of $('sides').querySelectorAll('button')) {
    button.addEventListener('click', () => {
      side = button.dataset.side;
      for (const other of $('sides').querySelectorAll('button')) other.setAttribute('aria-pressed', String(other === button));
    });
  }
}

function setUpKeno() {
  const grid = $('numbers');
  for (let number = 1; number <= game.numbers; number += 1) {
    const button = el('button', { type: 'button', 'aria-pressed': 'false', 'data-number': String(number) }, String(number));
    button.addEventListener('click', () => {
      if (picks.has(number)) picks.delete(number);
      else if (picks.size < game.maxPicks) picks.add(number);
      else { announce(t('keno.pickMax', { max: game.maxPicks })); return; }
      button.setAttribute('aria-pressed', String(picks.has(number)));
      $('pick-count').textContent = String(picks.size);
    });
    grid.append(button);
  }
  $('clear').addEventListener('click', () => {
    picks.clear();
    for (const button of grid.children) { button.setAttribute('aria-pressed', 'false'); button.classList.remove('drawn'); }
    $('pick-count').textContent = '0';
  });
}

async function start() {
  $('play').addEventListener('click', play);
  $('paytable-open').addEventListener('click', () => $('paytable').showModal());
  $('paytable-close').addEventListener('click', () => $('paytable').close());
  fillPaytable();
  if (game.engine === 'slot') drawGrid(null);
  if (game.engine === 'baccarat') setUpBaccarat();
  if (game.engine === 'keno') setUpKeno();
  try {
    const state = await api('session', {});
    for (const stake of state.stakes) $('stake').append(el('option', { value: stake }, stake));
    setBalance(state.balance);
  } catch (error) {
    announce(errorText(error));
    $('play').disabled = true;
  }
}
start();
})();`;
