// Every text the area's code asks for exists in all six languages, is not left in English, and
// every text in the files is one the code asks for.
import { join } from 'node:path';
import { describeAreaTexts } from '@app/ui/testing';
import { DEPOSIT_REWARD_STATES } from '../src/features/deposit-rewards/model/sequence.ts';

/** The values each key built at run time can take: a template the table does not know fails the test. */
const TEMPLATES: Record<string, readonly string[]> = {
  'deposits.state.*': DEPOSIT_REWARD_STATES,
  'ladder.standing.*': ['reached', 'current', 'next', 'ahead'],
  'rewards.kind.*': ['level_up', 'weekly', 'monthly', 'rakeback'],
  'visitor.steps.*.title': ['play', 'climb', 'claim'],
  'visitor.steps.*.text': ['play', 'climb', 'claim'],
};

describeAreaTexts({ area: 'vip', areaDir: join(__dirname, '..'), templates: TEMPLATES });
