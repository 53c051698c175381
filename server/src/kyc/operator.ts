import { writeFileSync } from 'node:fs';
import { intOption, need, option, UsageError, words, type OperatorCommand, type OperatorHandlers } from '../platform/operator-commands.ts';
import type { Kyc } from './service.ts';

type KycPath = '/operator/kyc/list' | '/operator/kyc/view' | '/operator/kyc/file' | '/operator/kyc/approve' | '/operator/kyc/reject';

/** The operator's review of identity documents. */
export function kycOperatorHandlers(kyc: Pick<Kyc, 'list' | 'view' | 'file' | 'decide'>): OperatorHandlers<KycPath> {
  return {
    '/operator/kyc/list': async (body) => ({ documents: await kyc.list({ status: body.status, limit: body.limit ?? 50 }) }),
    '/operator/kyc/view': (body) => kyc.view(body.documentId),
    '/operator/kyc/file': (body) => kyc.file(body.documentId),
    '/operator/kyc/approve': (body) => kyc.decide(body.documentId, { approve: true }),
    '/operator/kyc/reject': (body) => kyc.decide(body.documentId, { approve: false, reason: body.reason }),
  };
}

export const kycCommands: readonly OperatorCommand[] = [
  {
    name: 'kyc list',
    args: '[--status pending|approved|rejected]',
    help: 'identity documents, oldest first',
    run(args, call) {
      const status = option(args, '--status');
      const limit = intOption(args, '--limit');
      if (status && !['pending', 'approved', 'rejected'].includes(status))
        throw new UsageError('--status is pending, approved or rejected');
      return call('/operator/kyc/list', {
        ...(status ? { status: status as 'pending' | 'approved' | 'rejected' } : {}),
        ...(limit ? { limit } : {}),
      });
    },
  },
  {
    name: 'kyc view',
    args: '<documentId> [--out <file>]',
    help: "a document's details, and the file written to <file>",
    async run(args, call) {
      const out = option(args, '--out');
      const [documentId] = words(args, 1, 'kyc view needs <documentId> [--out <file>]');
      const viewed = await call('/operator/kyc/view', { documentId });
      if (!out) return viewed.document;
      writeFileSync(out, Buffer.from(viewed.data, 'base64'), { mode: 0o600 });
      return { document: viewed.document, writtenTo: out };
    },
  },
  {
    name: 'kyc approve',
    args: '<documentId>',
    help: 'approve (an identity document verifies the player: level 3)',
    run(args, call) {
      const [documentId] = words(args, 1, 'kyc approve needs <documentId>');
      return call('/operator/kyc/approve', { documentId });
    },
  },
  {
    name: 'kyc reject',
    args: '<documentId> --reason "…"',
    help: 'reject, with the reason the player sees',
    run(args, call) {
      const reason = option(args, '--reason');
      const usage = 'kyc reject needs <documentId> --reason "<text the player sees>"';
      const [documentId] = words(args, 1, usage);
      return call('/operator/kyc/reject', { documentId, reason: need(reason, usage) });
    },
  },
];
