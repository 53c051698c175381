// How a transaction's status reads: its tone and whether it can still change.
import type { Tone } from '@app/ui/display';
import type { Transaction, TransactionStatus, TransactionType } from '@app/contract';

export const TRANSACTION_TYPES = [
  'deposit',
  'withdraw',
  'bonus',
  'bonus_transfer',
  'bet',
  'win',
  'refund',
  'adjustment',
] as const satisfies readonly TransactionType[];
export const TRANSACTION_STATUSES = [
  'pending',
  'reviewing',
  'approved',
  'success',
  'failed',
  'rejected',
  'cancelled',
] as const satisfies readonly TransactionStatus[];

const TONES: Record<TransactionStatus, Tone> = {
  pending: 'warning',
  reviewing: 'info',
  approved: 'primary',
  success: 'success',
  failed: 'danger',
  rejected: 'danger',
  cancelled: 'neutral',
};

export function statusTone(status: TransactionStatus): Tone {
  return TONES[status];
}

/** A status no later step follows. */
export function isFinalStatus(status: TransactionStatus): boolean {
  return status === 'success' || status === 'failed' || status === 'rejected' || status === 'cancelled';
}

/** A transaction whose latest news is newer than another copy of it (realtime and polling may cross). */
export function isNewer(candidate: Pick<Transaction, 'updatedAt' | 'steps'>, current: Pick<Transaction, 'updatedAt' | 'steps'>): boolean {
  if (candidate.steps.length !== current.steps.length) return candidate.steps.length > current.steps.length;
  return Date.parse(candidate.updatedAt) >= Date.parse(current.updatedAt);
}
