// Every text the wallet's code asks for exists in all six languages, is not left in English, and
// every text in the files is one the code asks for.
import { join } from 'node:path';
import { paymentChannelKindSchema, paymentChannelSchema } from '@app/contract';
import { describeAreaTexts } from '@app/ui/testing';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../src/shared/model/status.ts';

/**
 * The values each key built at run time can take (`status.${status}`): a template the table does
 * not know fails the test, so a new one is added here with its values.
 */
const TEMPLATES: Record<string, readonly string[]> = {
  'status.*': TRANSACTION_STATUSES,
  'transactions.type.*': TRANSACTION_TYPES,
  'methods.eta.*': paymentChannelSchema.shape.eta.options,
  'methods.kind.*': paymentChannelKindSchema.options,
  'kyc.text.*': ['deposit', 'withdraw'],
  'depositStatus.*.title': ['waiting', 'success', 'failed', 'cancelled'],
  'depositStatus.*.text': ['waiting', 'success', 'failed', 'cancelled'],
  'withdrawProgress.outcome.*.title': ['reviewing', 'approved', 'success', 'rejected', 'other'],
  'withdrawProgress.outcome.*.text': ['reviewing', 'approved', 'success', 'rejected', 'other'],
  'transactions.segment.*': ['all', 'deposit', 'withdraw'],
  'withdrawProgress.steps.*': ['reviewing', 'approved', 'paid', 'rejected'],
  'visitor.steps.*.title': ['request', 'review', 'paid'],
  'visitor.steps.*.text': ['request', 'review', 'paid'],
};

describeAreaTexts({ area: 'wallet', areaDir: join(__dirname, '..'), templates: TEMPLATES });
