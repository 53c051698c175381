import type { SportId } from '@app/contract';
import { hashSeed } from './random.ts';

/** A competition the feed covers: its teams (or players) from the strongest to the weakest. */
export interface LeagueEntry {
  id: string;
  sportId: SportId;
  name: string;
  /** ISO 3166 alpha-2, or "int". */
  country: string;
  teams: readonly string[];
}

/**
 * The competitions of the simulated feed. Every league and team is invented (no real club, player
 * or competition), in the style of the countries they are set in.
 */
export const LEAGUES: readonly LeagueEntry[] = [
  {
    id: 'fb-albion-super',
    sportId: 'football',
    name: 'Albion Super League',
    country: 'gb',
    teams: [
      'Kingsbridge City',
      'Ashford Rovers',
      'Redcastle Athletic',
      'Millbrook United',
      'Harrow Vale',
      'Stonehaven FC',
      'Fenwick Wanderers',
      'Eastmoor Town',
      'Lowther Albion',
      'Whitcombe Rangers',
      'Bramley Forest',
      'Castleford Park',
    ],
  },
  {
    id: 'fb-primera-costa',
    sportId: 'football',
    name: 'Primera Costa',
    country: 'es',
    teams: [
      'Real Montejo',
      'Atlético Sierra',
      'Deportivo Valmar',
      'CD Puerto Alto',
      'Racing Costa Blanca',
      'UD Almendra',
      'CF Torrevella',
      'Sporting Olivar',
      'Real Peñaluz',
      'CD Arenales',
    ],
  },
  {
    id: 'fb-serie-azzurra',
    sportId: 'football',
    name: 'Serie Azzurra',
    country: 'it',
    teams: [
      'AC Montebello',
      'Virtus Lagomare',
      'US Castelverde',
      'Atletico Roccaforte',
      'FC Valdoria',
      'Pro Santa Chiara',
      'AS Borgonuovo',
      'Unione Marefiore',
      'Calcio Altavilla',
      'SS Pietrascura',
    ],
  },
  {
    id: 'fb-ligue-atlantique',
    sportId: 'football',
    name: 'Ligue Atlantique',
    country: 'fr',
    teams: [
      'Olympique Rivemont',
      'AS Belcourt',
      'FC Port-Marin',
      'Stade Lavandou',
      'Racing Saint-Aubert',
      'US Clairval',
      'En Avant Morlac',
      'SC Haut-Vignoble',
      'FC Sablières',
      'Girondins de Lormont',
    ],
  },
  {
    id: 'fb-continental-cup',
    sportId: 'football',
    name: 'Continental Champions Cup',
    country: 'int',
    teams: [
      'Kingsbridge City',
      'Real Montejo',
      'AC Montebello',
      'Olympique Rivemont',
      'Atlético Sierra',
      'Ashford Rovers',
      'Virtus Lagomare',
      'AS Belcourt',
      'Deportivo Valmar',
      'Redcastle Athletic',
    ],
  },
  {
    id: 'bb-pacific',
    sportId: 'basketball',
    name: 'Pacific Basketball League',
    country: 'us',
    teams: [
      'Bayview Mariners',
      'Redwood Giants',
      'Capital Comets',
      'Desert Hawks',
      'Harbor Kings',
      'Summit Peaks',
      'Metro Blaze',
      'Prairie Storm',
      'Lakeside Lynx',
      'Iron City Forge',
      'Golden Coast Suns',
      'Northgate Nighthawks',
    ],
  },
  {
    id: 'bb-eurohoops',
    sportId: 'basketball',
    name: 'EuroHoops League',
    country: 'int',
    teams: [
      'Valmar Basket',
      'Kallberg Royals',
      'Montebello Aquile',
      'Rivemont BC',
      'Stonehaven Knights',
      'Dunavia Titans',
      'Balta Riga Wolves',
      'Olimpia Marefiore',
      'Hellas Akrotiri',
      'Praga Lions',
    ],
  },
  {
    id: 'ih-nordic',
    sportId: 'ice-hockey',
    name: 'Nordic Hockey League',
    country: 'se',
    teams: [
      'Kallberg IK',
      'Fjellby Eagles',
      'Vesijärvi Hawks',
      'Norrvik HC',
      'Solbacka Lynx',
      'Istorp Vikings',
      'Granholm IF',
      'Lappmark Bears',
      'Ekdal Wolves',
      'Strömsvik Blue',
    ],
  },
  {
    id: 'ih-northern-ice',
    sportId: 'ice-hockey',
    name: 'Northern Ice League',
    country: 'ca',
    teams: [
      'Lakeshore Wolves',
      'Timber Bay Bears',
      'Frostvale Kings',
      'Granite Ridge Huskies',
      'Polar City Blades',
      'North Harbour Storm',
      'Tundra Falcons',
      'Maple Crest Moose',
      'Cold River Rush',
      'Aurora Heights',
    ],
  },
  {
    id: 'tn-coastal-open',
    sportId: 'tennis',
    name: 'Coastal Open',
    country: 'int',
    teams: [
      'Lukas Brenner',
      'Tomás Ibarra',
      'Kenji Morita',
      'Alexei Varga',
      'Henri Dufresne',
      'Oliver Hale',
      'Nikola Petrak',
      'Rafael Quintero',
      'Jonas Lindqvist',
      'Sami Okafor',
      'Daniel Kerr',
      'Felipe Andrade',
      'Marek Novotny',
      'Arjun Mehta',
    ],
  },
  {
    id: 'tn-riviera-ladies',
    sportId: 'tennis',
    name: 'Riviera Ladies Championship',
    country: 'fr',
    teams: [
      'Elena Marchetti',
      'Sofia Lindgren',
      'Amara Osei',
      'Chloé Bernard',
      'Hana Sato',
      'Irina Kovač',
      'Maya Fischer',
      'Lucía Romero',
      'Grace Whitfield',
      'Nadia Sokolova',
      'Ingrid Halvorsen',
      'Priya Raman',
    ],
  },
  {
    id: 'es-vertex-pro',
    sportId: 'esports',
    name: 'Vertex Pro League',
    country: 'int',
    teams: [
      'Nightfall Gaming',
      'Team Solaris',
      'Vortex Esports',
      'Crimson Owls',
      'Phantom Five',
      'Zenith Club',
      'Iron Lotus',
      'Quantum Rush',
      'Blue Halcyon',
      'Arcadia Esports',
    ],
  },
  {
    id: 'es-nova-masters',
    sportId: 'esports',
    name: 'Nova Masters',
    country: 'int',
    teams: [
      'Rogue Circuit',
      'Pixel Vanguard',
      'Eclipse Syndicate',
      'Hollow Point',
      'Starlance',
      'Mirage Collective',
      'Frostbyte',
      'Obsidian Order',
    ],
  },
];

/**
 * A team's strength from -1 (the weakest of its league) to 1 (the strongest), with a little of its
 * name in it so that neighbours in the table differ. The same name always has the same strength,
 * so a restarted feed prices an event it carries on with as before.
 */
export function strengthOf(league: Pick<LeagueEntry, 'teams'>, team: string): number {
  const index = league.teams.indexOf(team);
  const jitter = ((hashSeed(team) % 1000) / 1000 - 0.5) * 0.3;
  if (index < 0) return jitter;
  const span = Math.max(1, league.teams.length - 1);
  return 1 - (2 * index) / span + jitter;
}
