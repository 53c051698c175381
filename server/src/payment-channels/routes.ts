import type { FastifyInstance } from 'fastify';
import type { DefineEndpoint } from '../http/endpoint.ts';
import type { PaymentChannels } from './service.ts';

/** The deposit and withdrawal channels, and the player's deposit address on a bank transfer channel. */
export function channelsRoutes(channels: PaymentChannels, defineEndpoint: DefineEndpoint) {
  return async (app: FastifyInstance) => {
    defineEndpoint(app, '/payment/channel/page', async ({ body }) => channels.page(body));

    defineEndpoint(app, '/payment/address/get', async ({ body, auth }) => channels.address(auth.user.id, body.currency, body.channelId));
  };
}
