// Every text the casino's code asks for exists in all six languages, is not left in English, and
// every text in the files is one the code asks for.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gameBetStatusSchema, gameVolatilitySchema, plinkoRiskSchema } from '@app/contract';
import { describeAreaTexts } from '@app/ui/testing';
import { CATEGORY_IDS } from '../src/features/catalogue/model/categories.ts';
import { SORTS } from '../src/features/catalogue/model/lobby.ts';
import { ORIGINAL_IDS } from '../src/shared/model/links.ts';

const BANNERS = ['welcome', 'originals', 'vip'];
const CONDITIONS = ['under', 'over'];
const OUTCOMES = ['won', 'lost'];

/** The values each key built at run time can take: a template the table does not know fails the test. */
const TEMPLATES: Record<string, readonly string[]> = {
  'banners.*.eyebrow': BANNERS,
  'banners.*.title': BANNERS,
  'banners.*.text': BANNERS,
  'banners.*.cta': BANNERS,
  'rows.*': ['popular', 'new', 'originals', 'slots', 'live'],
  'categories.*': CATEGORY_IDS,
  'sort.*': SORTS,
  'volatility.*': gameVolatilitySchema.options,
  'history.status.*': gameBetStatusSchema.options,
  'history.result.*': ['win', 'loss', 'even'],
  'fairness.bounce.*': ['left', 'right'],
  'originals.names.*': ORIGINAL_IDS,
  'originals.rules.*': ORIGINAL_IDS,
  'mines.tile.*': ['hidden', 'safe', 'mine', 'mineHit'],
  'plinko.riskLevel.*': plinkoRiskSchema.options,
  'dice.target.*': CONDITIONS,
  'dice.value.*': CONDITIONS,
  'dice.announce.*': OUTCOMES,
  'limbo.announce.*': OUTCOMES,
};

describeAreaTexts({ area: 'casino', areaDir: join(__dirname, '..'), templates: TEMPLATES });

describe('the lobby’s names', () => {
  it.each(['en', 'es', 'hi', 'pt', 'tr', 'vi'])(
    'never name a sort as a category in %s (Popular is a category; the sort is Most played)',
    (language) => {
      const texts = JSON.parse(readFileSync(join(__dirname, '..', 'locales', language, 'casino.json'), 'utf8')) as {
        sort: Record<string, string>;
        categories: Record<string, string>;
      };
      const categories = new Set(Object.values(texts.categories).map((name) => name.toLocaleLowerCase(language)));
      const clashes = Object.values(texts.sort).filter((name) => categories.has(name.toLocaleLowerCase(language)));
      expect(clashes).toEqual([]);
    },
  );
});
