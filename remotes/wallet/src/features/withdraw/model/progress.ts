// Where a withdrawal stands, as the progress page draws it: the steps of its path and how far along
// it is (reviewing → approved → paid, or reviewing → rejected), from its status alone.
import type { TransactionStatus } from '@app/contract';

export type ProgressStep = 'reviewing' | 'approved' | 'paid' | 'rejected';
export type ProgressOutcome = 'reviewing' | 'approved' | 'success' | 'rejected' | 'other';

export interface Progress {
  outcome: ProgressOutcome;
  /** The steps shown, in order. */
  steps: readonly ProgressStep[];
  /** The step under way (0-based); the number of steps once the withdrawal is over. */
  current: number;
}

const PAID_PATH = ['reviewing', 'approved', 'paid'] as const;
const REJECTED_PATH = ['reviewing', 'rejected'] as const;

export function withdrawalProgress(status: TransactionStatus): Progress {
  switch (status) {
    case 'reviewing':
    case 'pending':
      return { outcome: 'reviewing', steps: PAID_PATH, current: 0 };
    case 'approved':
      return { outcome: 'approved', steps: PAID_PATH, current: 1 };
    case 'success':
      return { outcome: 'success', steps: PAID_PATH, current: PAID_PATH.length };
    case 'rejected':
      return { outcome: 'rejected', steps: REJECTED_PATH, current: REJECTED_PATH.length };
    default:
      return { outcome: 'other', steps: PAID_PATH, current: 0 };
  }
}
