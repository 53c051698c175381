import type { OperatorCommand, OperatorHandlers } from '../platform/operator-commands.ts';
import type { Ledger } from './service.ts';

/** The operator's check of every ledger invariant. */
export function ledgerOperatorHandlers(ledger: Pick<Ledger, 'check'>): OperatorHandlers<'/operator/ledger/check'> {
  return { '/operator/ledger/check': () => ledger.check() };
}

export const ledgerCommands: readonly OperatorCommand[] = [
  { name: 'ledger check', help: 'every ledger invariant; exits 1 on any breach', run: (_args, call) => call('/operator/ledger/check', {}) },
];
