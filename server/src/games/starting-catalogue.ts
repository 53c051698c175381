import type { GameVolatility } from '@app/contract';
import { tableRows, words } from '../platform/text-table.ts';

/**
 * The catalogue the platform starts with: the studios, the lobby's categories and every game, built
 * from word lists by rules alone (no randomness, no network), so that every start, every instance
 * and the artwork generator arrive at exactly the same games.
 */

export type GameEngine = 'slot' | 'baccarat' | 'keno' | 'original';
export const GAME_MOTIFS = ['rays', 'rings', 'diamonds', 'triangles', 'waves', 'stars', 'grid', 'hexagons', 'bubbles', 'stripes'] as const;
export type GameMotif = (typeof GAME_MOTIFS)[number];

/** The colours (two or three, darkest last) and the shape pattern the artwork and the provider's game page draw. */
export interface GameTheme {
  colors: string[];
  motif: GameMotif;
}

export interface CatalogueProvider {
  id: string;
  name: string;
  /** The order the lobby lists studios in (the house's originals last). */
  position: number;
  theme: GameTheme;
}

export interface CatalogueCategory {
  id: 'popular' | 'new' | 'slots' | 'live' | 'table' | 'instant' | 'originals';
  name: string;
  icon: string;
  position: number;
}

export interface CatalogueGame {
  id: string;
  name: string;
  providerId: string;
  categoryId: CatalogueCategory['id'];
  tags: string[];
  rtp: string;
  volatility: GameVolatility;
  /** USD, decimal text. */
  minBet: string | null;
  maxBet: string | null;
  hasDemo: boolean;
  isOriginal: boolean;
  engine: GameEngine;
  theme: GameTheme;
  popularity: number;
  releasedAt: Date;
  description: string;
  paylines: number | null;
  features: string[];
}

/** The house's own provably fair games: their provider and their ids. */
export const ORIGINALS_PROVIDER_ID = 'originals';
export const ORIGINAL_IDS = ['dice', 'limbo', 'mines', 'plinko'] as const;

export const CATEGORIES: readonly CatalogueCategory[] = [
  { id: 'popular', name: 'Popular', icon: 'flame', position: 1 },
  { id: 'new', name: 'New', icon: 'sparkles', position: 2 },
  { id: 'slots', name: 'Slots', icon: 'cherry', position: 3 },
  { id: 'live', name: 'Live casino', icon: 'video', position: 4 },
  { id: 'table', name: 'Table games', icon: 'cards', position: 5 },
  { id: 'instant', name: 'Instant win', icon: 'bolt', position: 6 },
  { id: 'originals', name: 'Originals', icon: 'star', position: 7 },
];

/** Categories that are lobby rows over the tag of the same name rather than a kind of game. */
export const TAG_CATEGORIES = new Set<string>(['popular', 'new']);

export const PROVIDERS: readonly CatalogueProvider[] = [
  { id: 'northlight', name: 'Northlight Studios', position: 1, theme: { colors: ['#38bdf8', '#1e3a8a'], motif: 'stars' } },
  { id: 'red-comet', name: 'Red Comet Gaming', position: 2, theme: { colors: ['#f87171', '#7f1d1d'], motif: 'rays' } },
  { id: 'goldvault', name: 'Goldvault Games', position: 3, theme: { colors: ['#fcd34d', '#78350f'], motif: 'diamonds' } },
  { id: 'blue-harbor', name: 'Blue Harbor Interactive', position: 4, theme: { colors: ['#5eead4', '#134e4a'], motif: 'waves' } },
  { id: 'pixelforge', name: 'Pixelforge Play', position: 5, theme: { colors: ['#c084fc', '#3b0764'], motif: 'grid' } },
  { id: 'lucky-lantern', name: 'Lucky Lantern', position: 6, theme: { colors: ['#fb923c', '#7c2d12'], motif: 'rings' } },
  { id: 'stormcrown', name: 'Stormcrown Entertainment', position: 7, theme: { colors: ['#a5b4fc', '#312e81'], motif: 'triangles' } },
  { id: 'velvet-live', name: 'Velvet Live', position: 8, theme: { colors: ['#f472b6', '#500724'], motif: 'stripes' } },
  { id: 'quickdraw', name: 'Quickdraw Instant', position: 9, theme: { colors: ['#4ade80', '#14532d'], motif: 'bubbles' } },
  { id: ORIGINALS_PROVIDER_ID, name: 'Originals', position: 100, theme: { colors: ['#facc15', '#0f172a'], motif: 'hexagons' } },
];

/** The day every release date counts back from, so the catalogue never depends on the clock. */
const CATALOGUE_DATE = Date.UTC(2026, 9, 30);
const DAY_MS = 86_400_000;

/** FNV-1a: a stable number for a string, the catalogue's only source of variety. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function pick<T>(items: readonly T[], key: string): T {
  return items[stableHash(key) % items.length] as T;
}

/** Lower case, accents dropped: what search compares ("Piñata" is found as "pinata"). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function slug(text: string): string {
  return foldText(text)
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A family of slots: the words their names are made of, their look and what their stories are about. */
interface SlotFamily {
  key: string;
  adjectives: readonly string[];
  nouns: readonly string[];
  palettes: ReadonlyArray<readonly string[]>;
  motif: GameMotif;
  story: string;
  providers: readonly string[];
}

function motifOf(word: string): GameMotif {
  const motif = GAME_MOTIFS.find((candidate) => candidate === word);
  if (!motif) throw new Error(`No motif is called ${word}`);
  return motif;
}

/** "motif colour colour ...": a game's look, colours darkest last. */
function themeOf(cell: string): GameTheme {
  const [motif = '', ...colors] = words(cell);
  return { colors, motif: motifOf(motif) };
}

/** key | adjectives | nouns | motif | providers | palettes (colours darkest last, parted by commas) | what the stories are about */
const SLOT_FAMILIES: readonly SlotFamily[] = tableRows(
  `
  egypt | Golden Eternal Sacred Desert | Pharaoh Scarab Pyramids Sphinx Anubis | triangles | goldvault northlight stormcrown | #f59e0b #92400e #1e1b4b, #fde68a #b45309 #0c4a6e | the tombs along the Nile still hide a pharaoh’s gold
  fruit | Hot Sizzling Triple Super | Sevens Fruits Cherries Bells Melons | rings | red-comet lucky-lantern goldvault | #ef4444 #9f1239 #450a0a, #facc15 #ea580c #7c2d12 | cherries, bells and lucky sevens spin the way they always have
  norse | Thunder Viking Frost Mighty | Hammer Valkyries Runes Longships Legends | triangles | stormcrown northlight | #93c5fd #1e40af #0f172a, #e2e8f0 #475569 #0f172a | the gods of Asgard throw lightning across frozen reels
  asia | Jade Lucky Imperial Crimson | Dragon Koi Tiger Lanterns Panda | rings | lucky-lantern red-comet | #f87171 #b91c1c #3f0d0d, #6ee7b7 #047857 #022c22 | red lanterns and jade dragons bring fortune to the palace gardens
  sweets | Sugar Candy Frosted Jelly | Blast Kingdom Parade Drop Factory | bubbles | pixelforge red-comet | #f9a8d4 #db2777 #4a044e, #a5f3fc #c084fc #581c87 | sweets tumble down the reels and burst into sugary chain reactions
  ocean | Deep Coral Pearl Tidal | Treasures Kraken Mermaid Lagoon Shipwreck | waves | blue-harbor northlight | #67e8f9 #0e7490 #082f49, #5eead4 #0f766e #042f2e | divers search the sunken wrecks of the reef for pearls and lost treasure
  space | Cosmic Neon Galactic Quantum | Voyager Nebula Orbit Rockets Comets | stars | pixelforge northlight stormcrown | #a78bfa #4c1d95 #020617, #22d3ee #6d28d9 #020617 | a crew of star pilots chases glowing gems through deep space
  west | Wild Outlaw Rusty Silver | Bounty Saloon Frontier Rodeo Canyon | rays | red-comet goldvault stormcrown | #fdba74 #c2410c #431407, #fcd34d #a16207 #292524 | outlaws, sheriffs and saloon cards meet at high noon in a dusty frontier town
  jungle | Aztec Jungle Emerald Savage | Temple Jaguar Idols Quest Totems | diamonds | northlight blue-harbor goldvault | #86efac #15803d #052e16, #bef264 #4d7c0f #1a2e05 | explorers cut through the rainforest to a temple of golden idols
  fantasy | Mystic Enchanted Celtic Fairy | Forest Clover Wishes Potions Castle | stars | stormcrown lucky-lantern pixelforge | #c4b5fd #7c3aed #1e1b4b, #86efac #0d9488 #1e1b4b | a wizard’s potions and four-leaf clovers turn into wild symbols
  pirates | Pirate Skull Buccaneer Cutlass | Plunder Cove Chest Voyage Island | waves | blue-harbor red-comet | #fca5a5 #7f1d1d #0c0a09, #fde68a #1e3a8a #0c0a09 | a pirate crew sails for a hidden cove where the captain’s chest is buried
  luxury | Diamond Royal Platinum Midnight | Nights Spins Vault Crown Empire | diamonds | goldvault lucky-lantern northlight | #e9d5ff #7e22ce #1e1b4b, #fef08a #a16207 #1c1917 | diamonds and gold bars light up a high-roller’s private suite
`,
  7,
).map(([key = '', adjectives = '', nouns = '', motif = '', providers = '', palettes = '', story = '']) => {
  const providerIds = words(providers);
  const unknown = providerIds.find((id) => !PROVIDERS.some((provider) => provider.id === id));
  if (unknown) throw new Error(`The ${key} slots name a studio that is not in the catalogue: ${unknown}`);
  return {
    key,
    adjectives: words(adjectives),
    nouns: words(nouns),
    palettes: palettes.split(',').map(words),
    motif: motifOf(motif),
    story,
    providers: providerIds,
  };
});

/** Names hand-picked to round out the families (some carry accents, which search must fold). */
const EXTRA_SLOTS: ReadonlyArray<{ name: string; family: string }> = [
  { name: 'Piñata Party', family: 'sweets' },
  { name: 'Noche Mágica', family: 'fantasy' },
  { name: 'Día de Fiesta', family: 'west' },
  { name: 'Fjörd Raiders', family: 'norse' },
  { name: 'Café Royale', family: 'luxury' },
  { name: 'Crème Brûlée Bonanza', family: 'sweets' },
];

/** What a name may take after it, for a sequel or a mechanic in the title. */
const SUFFIXES = ['Megaways', 'Deluxe', 'Hold & Win', 'Xtreme'];
const SLOT_PAYLINES = [5, 9, 10, 15, 20];
const SLOT_FEATURES = [
  'free-spins',
  'multipliers',
  'wilds',
  'sticky-wilds',
  'expanding-wilds',
  'scatter-pays',
  'cascading-reels',
  'respins',
];
const VOLATILITIES: readonly GameVolatility[] = ['low', 'medium', 'high'];

/** How many names each family gives, so that slots come to about a hundred. */
const NAMES_PER_FAMILY = 8;

function familyNames(family: SlotFamily): string[] {
  const names: string[] = [];
  for (let index = 0; names.length < NAMES_PER_FAMILY && index < family.adjectives.length * family.nouns.length; index += 1) {
    // Four adjectives and five nouns: stepping both at once visits every pairing once (4 and 5 are
    // coprime), and consecutive names share neither word.
    const adjective = family.adjectives[index % family.adjectives.length] as string;
    const noun = family.nouns[index % family.nouns.length] as string;
    const base = `${adjective} ${noun}`;
    const suffixed = stableHash(`${family.key}:${base}`) % 4 === 0 ? `${base} ${pick(SUFFIXES, base)}` : base;
    if (!names.some((name) => name.startsWith(base))) names.push(suffixed);
  }
  return names;
}

function rtpFor(key: string, low: number, high: number): string {
  const hundredths = Math.round(low * 100) + (stableHash(`rtp:${key}`) % (Math.round((high - low) * 100) + 1));
  return (hundredths / 100).toFixed(2);
}

/** A release date within the last `days` days of the catalogue's date. */
function releasedWithin(key: string, days: number): Date {
  return new Date(CATALOGUE_DATE - (stableHash(`released:${key}`) % days) * DAY_MS);
}

function popularityOf(key: string): number {
  return 100 + (stableHash(`popularity:${key}`) % 9900);
}

function slotTags(name: string, volatility: GameVolatility, features: string[]): string[] {
  const tags: string[] = [];
  if (name.includes('Megaways')) tags.push('megaways');
  if (name.includes('Hold & Win') || stableHash(`jackpot:${name}`) % 7 === 0) tags.push('jackpot');
  if (features.includes('bonus-buy')) tags.push('bonus-buy');
  if (/Sevens|Fruits|Cherries|Bells|Melons/.test(name)) tags.push('classic');
  if (volatility === 'high' && stableHash(`hot:${name}`) % 3 === 0) tags.push('hot');
  return tags;
}

function slotDescription(name: string, family: SlotFamily, volatility: GameVolatility, paylines: number, features: string[]): string {
  const feature = features.includes('free-spins')
    ? 'free spins'
    : features.includes('multipliers')
      ? 'growing multipliers'
      : 'wild symbols';
  return `${name} is a ${volatility}-volatility slot on ${paylines} paylines where ${family.story}. Land three scatters to trigger ${feature}.`;
}

function slotFeatures(name: string): string[] {
  const first = pick(SLOT_FEATURES, `feature-a:${name}`);
  const second = pick(
    SLOT_FEATURES.filter((feature) => feature !== first),
    `feature-b:${name}`,
  );
  const features = [first, second];
  if (stableHash(`bonus-buy:${name}`) % 4 === 0) features.push('bonus-buy');
  return features;
}

function slotGame(name: string, family: SlotFamily): CatalogueGame {
  const volatility = pick(VOLATILITIES, `volatility:${name}`);
  const paylines = pick(SLOT_PAYLINES, `paylines:${name}`);
  const features = slotFeatures(name);
  return {
    id: slug(name),
    name,
    providerId: pick(family.providers, `provider:${name}`),
    categoryId: 'slots',
    tags: slotTags(name, volatility, features),
    rtp: rtpFor(name, 94.5, 97.2),
    volatility,
    minBet: pick(['0.10', '0.20', '0.25'], `min:${name}`),
    maxBet: pick(['100.00', '200.00', '250.00', '500.00'], `max:${name}`),
    hasDemo: true,
    isOriginal: false,
    engine: 'slot',
    theme: { colors: [...pick(family.palettes, `palette:${name}`)], motif: family.motif },
    popularity: popularityOf(name),
    releasedAt: releasedWithin(name, 4 * 365),
    description: slotDescription(name, family, volatility, paylines, features),
    paylines,
    features,
  };
}

function slotGames(): CatalogueGame[] {
  const games = SLOT_FAMILIES.flatMap((family) => familyNames(family).map((name) => slotGame(name, family)));
  for (const extra of EXTRA_SLOTS) {
    const family = SLOT_FAMILIES.find((candidate) => candidate.key === extra.family) as SlotFamily;
    games.push(slotGame(extra.name, family));
  }
  return games;
}

const BACCARAT_PALETTES: ReadonlyArray<readonly string[]> = [
  ['#34d399', '#065f46', '#022c22'],
  ['#f472b6', '#831843', '#1f0a14'],
  ['#fcd34d', '#7f1d1d', '#1c1917'],
  ['#93c5fd', '#1e3a8a', '#020617'],
];
const LIVE_TABLES = [
  'Velvet',
  'Salon Privé',
  'Emerald',
  'Monaco',
  'Macau',
  'Grand',
  'Midnight',
  'Imperial',
  'Speed',
  'Squeeze',
  'Golden',
  'Riviera',
];
const RNG_TABLES = ['Punto Banco', 'No Commission', 'Mini', 'Classic', 'High Roller', 'Multi-Hand', 'Dragon', 'Jade', 'Royal', 'Turbo'];

function baccaratGame(name: string, live: boolean): CatalogueGame {
  const features = live ? ['live-dealer', 'side-bets', pick(['squeeze', 'road-maps'], name)] : ['side-bets', 'road-maps'];
  const highLimit = /Privé|High Roller|Imperial|Monaco/.test(name);
  return {
    id: slug(name),
    name,
    providerId: live
      ? pick(['velvet-live', 'velvet-live', 'stormcrown'], `provider:${name}`)
      : pick(['goldvault', 'lucky-lantern', 'velvet-live'], `provider:${name}`),
    categoryId: live ? 'live' : 'table',
    tags: highLimit ? ['classic', 'high-limit'] : ['classic'],
    // Banker bets return 98.94%, player bets 98.76%: the figure shown is the player's side, rounded down.
    rtp: '98.50',
    volatility: 'low',
    minBet: highLimit ? '25.00' : pick(['1.00', '2.00', '5.00'], `min:${name}`),
    maxBet: highLimit ? '25000.00' : pick(['2500.00', '5000.00'], `max:${name}`),
    // A live table is dealt by a person to real stakes: no play-money seats.
    hasDemo: !live,
    isOriginal: false,
    engine: 'baccarat',
    theme: { colors: [...pick(BACCARAT_PALETTES, `palette:${name}`)], motif: live ? 'stripes' : 'diamonds' },
    popularity: popularityOf(name),
    releasedAt: releasedWithin(name, 5 * 365),
    description: live
      ? `${name} is dealt live from a studio table with a real croupier. Bet on the player, the banker or a tie, with pair side bets.`
      : `${name} is the classic card game against the house, dealt instantly. Back the player, the banker or a tie.`,
    paylines: null,
    features,
  };
}

function tableGames(): CatalogueGame[] {
  return [
    ...LIVE_TABLES.map((table) => baccaratGame(`${table} Baccarat Live`, true)),
    ...RNG_TABLES.map((table) => baccaratGame(`${table} Baccarat`, false)),
  ];
}

const KENO_NAMES = ['Turbo', 'Lucky', 'Cosmic', 'Neon', 'Jungle', 'Pharaoh', 'Club', 'Fire', 'Crystal', 'Rapid', 'Ocean', 'Vegas'];
const KENO_PALETTES: ReadonlyArray<readonly string[]> = [
  ['#4ade80', '#0f766e', '#042f2e'],
  ['#fb923c', '#be123c', '#1c1917'],
  ['#60a5fa', '#7c3aed', '#0f172a'],
];

function kenoGame(word: string): CatalogueGame {
  const name = `${word} Keno`;
  return {
    id: slug(name),
    name,
    providerId: pick(['quickdraw', 'quickdraw', 'pixelforge'], `provider:${name}`),
    categoryId: 'instant',
    tags: stableHash(`hot:${name}`) % 3 === 0 ? ['hot'] : [],
    rtp: rtpFor(name, 94, 96.5),
    volatility: pick(VOLATILITIES, `volatility:${name}`),
    minBet: '0.10',
    maxBet: pick(['100.00', '200.00'], `max:${name}`),
    hasDemo: true,
    isOriginal: false,
    engine: 'keno',
    theme: { colors: [...pick(KENO_PALETTES, `palette:${name}`)], motif: 'grid' },
    popularity: popularityOf(name),
    releasedAt: releasedWithin(name, 3 * 365),
    description: `Pick up to ten numbers from forty and watch ten balls drop in ${name}. The more numbers you match, the bigger the multiplier.`,
    paylines: null,
    features: ['quick-pick', 'multipliers', 'auto-play'],
  };
}

type OriginalId = (typeof ORIGINAL_IDS)[number];

/** id | name | features | look (motif, then colours darkest last) | description */
const ORIGINALS: ReadonlyArray<Pick<CatalogueGame, 'name' | 'description' | 'features' | 'theme'> & { id: OriginalId }> = tableRows(
  `
  dice | Dice | provably-fair auto-bet | grid #38bdf8 #1d4ed8 #0f172a | Pick a target and roll over or under it: the lower your chance, the higher the payout. Every roll is provably fair.
  limbo | Limbo | provably-fair auto-bet | rays #facc15 #ea580c #1c1917 | Set a target multiplier and hope the result climbs past it. Every round is provably fair.
  mines | Mines | provably-fair cash-out | hexagons #4ade80 #047857 #022c22 | Uncover gems on a five-by-five grid and cash out before you hit a mine. Every board is provably fair.
  plinko | Plinko | provably-fair risk-levels | bubbles #f472b6 #7c3aed #1e1b4b | Drop a ball through the pegs and land on a multiplier at the bottom. Every drop is provably fair.
`,
  5,
).map(([id = '', name = '', features = '', theme = '', description = '']) => {
  const originalId = ORIGINAL_IDS.find((candidate) => candidate === id);
  if (!originalId) throw new Error(`No original is called ${id}`);
  return { id: originalId, name, description, features: words(features), theme: themeOf(theme) };
});

function originalGames(): CatalogueGame[] {
  return ORIGINALS.map((original, index) => ({
    ...original,
    providerId: ORIGINALS_PROVIDER_ID,
    categoryId: 'originals',
    tags: ['provably-fair'],
    rtp: '99.00',
    volatility: 'medium',
    minBet: '0.01',
    maxBet: '1000.00',
    hasDemo: false,
    isOriginal: true,
    engine: 'original',
    // The originals are the house's headline games: kept near the top of the popular order.
    popularity: 9500 + 100 * (ORIGINALS.length - index),
    releasedAt: new Date(CATALOGUE_DATE - (200 + 30 * index) * DAY_MS),
    paylines: null,
  }));
}

/** How many games the popular and new lobby rows hold. */
export const POPULAR_COUNT = 24;
export const NEW_COUNT = 24;

/** Tags the most played games popular (the top ones also hot) and the latest releases new. */
function tagLobbyRows(games: CatalogueGame[]): void {
  const thirdParty = games.filter((game) => !game.isOriginal);
  const byPopularity = [...thirdParty].sort((a, b) => b.popularity - a.popularity || a.id.localeCompare(b.id));
  byPopularity.slice(0, POPULAR_COUNT).forEach((game, rank) => {
    game.tags.push('popular');
    if (rank < 6 && !game.tags.includes('hot')) game.tags.push('hot');
  });
  const byRelease = [...thirdParty].sort((a, b) => b.releasedAt.getTime() - a.releasedAt.getTime() || a.id.localeCompare(b.id));
  for (const game of byRelease.slice(0, NEW_COUNT)) game.tags.push('new');
}

function buildCatalogue(): CatalogueGame[] {
  const games = [...slotGames(), ...tableGames(), ...KENO_NAMES.map(kenoGame), ...originalGames()];
  tagLobbyRows(games);
  const ids = new Set<string>();
  for (const game of games) {
    if (ids.has(game.id)) throw new Error(`Two catalogue games share the id ${game.id}`);
    ids.add(game.id);
  }
  return games;
}

/** Every game of the catalogue, in a stable order. */
export const GAMES: readonly CatalogueGame[] = buildCatalogue();
