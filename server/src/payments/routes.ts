import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DefineEndpoint } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import type { Deposits, PreparedDeposit } from './deposits.ts';
import type { CheckedPayment } from './rules.ts';
import type { PaymentStore } from './store.ts';
import type { Withdrawals } from './withdrawals.ts';

/** The player's deposits, withdrawals and transaction history. */
export function paymentsRoutes(
  payments: { deposits: Deposits; withdrawals: Withdrawals; store: PaymentStore },
  defineEndpoint: DefineEndpoint,
) {
  const { deposits, withdrawals, store } = payments;
  return async (app: FastifyInstance) => {
    defineEndpoint<'/payment/deposit/initiate', PreparedDeposit>(
      app,
      '/payment/deposit/initiate',
      ({ tx, auth, prepared }) => deposits.record(tx, auth.user, prepared),
      { prepare: ({ auth, body }) => deposits.prepare(auth.user, body) },
    );

    defineEndpoint<'/review/withdraw', CheckedPayment>(
      app,
      '/review/withdraw',
      ({ tx, auth, prepared }) => withdrawals.request(tx, auth.user, prepared),
      { prepare: ({ auth, body }) => withdrawals.prepare(auth.user, body) },
    );

    defineEndpoint(app, '/payment/transaction/page', ({ auth, body }) => store.page(auth.user.id, body));
  };
}

/** What a provider's callback carries (the demo provider's event shape). */
const providerEventSchema = z.object({
  id: z.string().max(100),
  type: z.string().max(100),
  data: z.object({
    paymentId: z.string().max(100),
    reference: z.string().max(100),
    amount: z.string().max(40),
    currency: z.string().max(10),
    status: z.enum(['paid', 'declined']),
  }),
});

/**
 * The provider's signed callbacks (outside /v1: the provider calls them, not the player). The body is
 * read as sent, checked against its signature, and only then parsed; a forged or stale one is
 * refused and changes nothing. A settled, replayed or unknown payment is acknowledged so the
 * provider stops retrying.
 */
export function paymentCallbackRoutes(deps: {
  deposits: Deposits;
  provider: string;
  verify(body: string, signature: string | undefined): Promise<boolean>;
  signatureHeader: string;
}) {
  return async (app: FastifyInstance) => {
    app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body));
    app.post(`/payment-callbacks/${deps.provider}`, async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers[deps.signatureHeader];
      if (!(await deps.verify(raw, typeof signature === 'string' ? signature : undefined))) {
        throw new ApiError('PAYMENT_SIGNATURE_INVALID', 'The callback signature is missing, wrong or stale');
      }
      let event: z.infer<typeof providerEventSchema>;
      try {
        event = providerEventSchema.parse(JSON.parse(raw));
      } catch {
        throw new ApiError('VALIDATION_FAILED', 'Not a payment event');
      }
      const settled = await deps.deposits.settle(event.data);
      return { received: true, settled };
    });
  };
}
