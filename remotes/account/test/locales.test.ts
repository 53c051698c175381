// Every text the account's code asks for exists in all six languages, is not left in English, and
// every text in the files is one the code asks for.
import { join } from 'node:path';
import { EXCLUSION_TYPES } from '@app/contract';
import { PASSWORD_RULES } from '@app/ui/forms';
import { describeAreaTexts } from '@app/ui/testing';
import { GUIDE_TOOLS, HELP_KEYS, WARNING_SIGNS } from '../src/features/responsible-gambling/model/guide.ts';
import { DOCUMENT_KINDS, DOCUMENT_STATUSES, UPLOAD_KINDS } from '../src/features/identity-verification/model/documents.ts';
import { GATES } from '../src/features/kyc/model/gates.ts';
import { EARLIER_STEP_WORDS } from '../src/shared/components/EarlierStepNotice.tsx';
import { KYC_LEVELS, KYC_STEPS } from '../src/shared/model/kyc.ts';
import { LIMIT_PERIODS, LIMIT_TYPES } from '../src/shared/model/limits.ts';

const SESSION_TOOLS = ['session_reminder', 'session_limit'];
const STEP_NAMES = KYC_STEPS.map((step) => step.step);

/**
 * The values each key built at run time can take (`kyc.levels.${level}`): a template the table
 * does not know fails the test, so a new one is added here with its values.
 */
const TEMPLATES: Record<string, readonly string[]> = {
  'kyc.levels.*': KYC_LEVELS,
  'password.rule.*': PASSWORD_RULES,
  'limits.kind.*': LIMIT_TYPES,
  'limits.about.*': LIMIT_TYPES,
  'limits.empty.*': LIMIT_TYPES,
  'limits.period.*': LIMIT_PERIODS,
  'rg.summary.*': LIMIT_TYPES,
  'tools.*.title': SESSION_TOOLS,
  'tools.*.about': SESSION_TOOLS,
  'rg.tools.*.name': GUIDE_TOOLS,
  'rg.tools.*.about': GUIDE_TOOLS,
  'rg.signs.*': WARNING_SIGNS,
  'rg.help.*.name': HELP_KEYS,
  'rg.help.*.about': HELP_KEYS,
  'exclusion.kind.*': EXCLUSION_TYPES,
  'exclusion.about.*': EXCLUSION_TYPES,
  'exclusion.start.*': EXCLUSION_TYPES,
  'exclusion.confirm.*': EXCLUSION_TYPES,
  'kyc.steps.*.title': STEP_NAMES,
  'kyc.steps.*.about': STEP_NAMES,
  'kyc.status.*': ['done', 'current', 'later'],
  'kyc.gate.*': GATES,
  'verifyIdentity.kinds.*.title': DOCUMENT_KINDS,
  'verifyIdentity.kinds.*.about': UPLOAD_KINDS,
  'verifyIdentity.status.*': DOCUMENT_STATUSES,
  '*Title': EARLIER_STEP_WORDS,
  '*Text': EARLIER_STEP_WORDS,
  '*Action': EARLIER_STEP_WORDS,
};

describeAreaTexts({ area: 'account', areaDir: join(__dirname, '..'), templates: TEMPLATES });
