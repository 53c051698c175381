// Every text the area's code asks for exists in all six languages, is not left in English, and
// every text in the files is one the code asks for.
import { join } from 'node:path';
import { describeAreaTexts } from '@app/ui/testing';
import { ODDS_FORMATS } from '../src/shared/model/odds.ts';

const MARKET_TYPES = ['match_result', 'total', 'handicap', 'both_teams_score'];
const BET_STATUSES = ['open', 'won', 'lost', 'void', 'cashed_out'];

/** The values each key built at run time can take: a template the table does not know fails the test. */
const TEMPLATES: Record<string, readonly string[]> = {
  'markets.*': MARKET_TYPES,
  'marketGroups.*': MARKET_TYPES,
  'marketStatus.*': ['open', 'suspended', 'settled', 'void'],
  'outcomes.*': ['home', 'draw', 'away', 'over', 'under', 'yes', 'no'],
  'settings.formats.*': ODDS_FORMATS,
  'sportNames.*': ['football', 'basketball', 'tennis', 'ice-hockey', 'esports'],
  'status.*': ['live', 'upcoming', 'finished', 'cancelled'],
  'slip.block.*': ['tooFew', 'sameEvent', 'tooMany'],
  'slip.kind.*': ['single', 'accumulator'],
  'slip.oddsChanges.*': ['none', 'better', 'any'],
  'slip.stakeProblem.*': ['empty', 'belowMin', 'aboveMax', 'aboveBalance'],
  'bets.status.*': BET_STATUSES,
  'bets.legResult.*': ['open', 'won', 'lost', 'void'],
};

describeAreaTexts({ area: 'sports', areaDir: join(__dirname, '..'), templates: TEMPLATES });
