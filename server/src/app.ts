import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import websocket from '@fastify/websocket';
import { constants as zlib } from 'node:zlib';
import { API_PREFIX } from '@app/contract';
import { PAYMENT_SIGNATURE_HEADER, verifyPaymentCallback } from '@app/contract/providers';
import { authRoutes } from './auth/index.ts';
import { bonusRoutes } from './bonus/index.ts';
import { vipRoutes } from './vip/index.ts';
import { cardsRoutes } from './cards/index.ts';
import { createPlatform, type Platform } from './compose.ts';
import type { ServerConfig } from './config.ts';
import { currenciesRoutes } from './currencies/index.ts';
import { apiDocumentRoutes } from './http/api-document.ts';
import { endpointRegistrar } from './http/endpoint.ts';
import { errorsPlugin } from './http/errors.ts';
import { gameArtRoutes, gamesRoutes } from './games/index.ts';
import { securityPlugin } from './http/security.ts';
import { sitePlugin } from './http/site.ts';
import { staticPlugin } from './http/static.ts';
import { drainGuard } from './http/shutdown.ts';
import { roundTripsPlugin } from './http/round-trips.ts';
import { requestDeadlines, serverTimeouts } from './http/timeouts.ts';
import { kycRoutes } from './kyc/index.ts';
import { maintenanceGuard } from './maintenance/index.ts';
import { operatorRoutes } from './operator/index.ts';
import { staffRoutes } from './staff/index.ts';
import { originalsRoutes } from './originals/index.ts';
import { channelsRoutes } from './payment-channels/index.ts';
import { gameWalletRoutes, verifyWalletSignature } from './game-wallet/index.ts';
import { paymentCallbackRoutes, paymentsRoutes } from './payments/index.ts';
import { releasesRoutes } from './releases/index.ts';
import { responsibleGamblingRoutes } from './responsible-gambling/index.ts';
import { closeRealtimeSockets, createRealtime, REALTIME_MAX_FRAME_BYTES, realtimeSocketError } from './realtime/index.ts';
import { settingsRoutes } from './settings/index.ts';
import { sportsRoutes } from './sports/index.ts';
import { usersRoutes } from './users/index.ts';
import { walletRoutes } from './wallet/index.ts';
// The demo's third parties serve their own pages from this server too (a real one, from its own site).
import { demoGamesRoutes } from '../simulators/demogames/index.ts';
import { demoPayRoutes } from '../simulators/demopay/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
}

/** API answers smaller than this go uncompressed (the headers and the work would outweigh it). */
export const API_COMPRESS_THRESHOLD_BYTES = 1024;

/** Builds the server: every domain's routes are registered here, in one place. */
export async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: 64 * 1024,
    trustProxy: config.trustProxy,
    // A stopping server answers in the contract's shape (drainGuard), not Fastify's own.
    return503OnClosing: false,
    ...serverTimeouts(config.httpTimeouts),
  });
  const platform = await createPlatform(config, app.log);
  app.decorate('platform', platform);
  app.addHook('onClose', () => platform.close());
  // The provider's callbacks reach this server at its own address unless PAYMENT_CALLBACK_URL is set.
  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (address && typeof address === 'object') platform.listening(`http://127.0.0.1:${address.port}`);
  });

  // Counting a request's statements is for measuring: its hooks run only when a count is reported
  // or the statements are logged, so a call's path carries nothing of it otherwise.
  const traceStatements = config.logLevel === 'trace';
  if (config.reportRoundTrips || traceStatements) await app.register(roundTripsPlugin(config.reportRoundTrips, traceStatements));
  await app.register(drainGuard);
  await app.register(errorsPlugin);
  await app.register(requestDeadlines(config.httpTimeouts));
  await app.register(securityPlugin(config, () => platform.releases.remotesConfig()));
  await app.register(maintenanceGuard(platform.maintenance));
  await app.register(sitePlugin(config));
  await app.register(websocket, {
    options: { maxPayload: REALTIME_MAX_FRAME_BYTES },
    errorHandler: realtimeSocketError,
    preClose: closeRealtimeSockets,
  });

  const { auth, users, accountSettings, currencies, wallet } = platform;
  const defineEndpoint = endpointRegistrar({
    authenticate: auth.authenticate,
    operatorToken: platform.operatorToken,
    operatorTokenPermissions: config.operatorTokenPermissions,
    staffSession: (token) => platform.staff.sessionActor(token),
    db: platform.database.db,
  });
  // The API: every call of the contract under /v1, one set of routes per domain.
  await app.register(
    async (v1) => {
      // Answers of the API are compressed for a browser that takes it (a list of fifty matches is
      // 23 KB of JSON, 3 KB as brotli): brotli at a quality that costs well under a millisecond
      // for such an answer, gzip otherwise; small answers go as they are.
      await v1.register(compress, {
        encodings: ['br', 'gzip'],
        threshold: API_COMPRESS_THRESHOLD_BYTES,
        brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
      });
      await v1.register(authRoutes(auth, defineEndpoint));
      await v1.register(usersRoutes(users, auth, defineEndpoint));
      await v1.register(settingsRoutes(accountSettings, defineEndpoint));
      await v1.register(currenciesRoutes(currencies, defineEndpoint));
      await v1.register(walletRoutes(wallet, defineEndpoint));
      await v1.register(cardsRoutes(platform.cards, defineEndpoint));
      await v1.register(channelsRoutes(platform.channels, defineEndpoint));
      await v1.register(paymentsRoutes(platform.payments, defineEndpoint));
      await v1.register(bonusRoutes(platform.bonus, defineEndpoint));
      await v1.register(vipRoutes(platform.vip, defineEndpoint));
      await v1.register(originalsRoutes(platform.originals, defineEndpoint));
      await v1.register(gamesRoutes(platform.games, defineEndpoint));
      await v1.register(sportsRoutes(platform.sports, defineEndpoint));
      await v1.register(
        responsibleGamblingRoutes(platform.responsibleGambling, defineEndpoint, {
          times: (sessionId, userId) => auth.sessionTimes(sessionId, userId),
          results: (userId, since) => platform.bets.history.resultsSince(userId, since),
          decimals: (currency) => platform.ledger.decimals(currency),
        }),
      );
      // The document upload has its own body parser, size limit (multipart, up to 10 MB) and, once
      // the player is signed in, time to arrive (UPLOAD_TIMEOUT_MS).
      await v1.register(kycRoutes(platform.kyc, defineEndpoint, auth.authenticate));
      // The API's OpenAPI document and the reference page that renders it.
      await v1.register(apiDocumentRoutes(API_PREFIX));
    },
    { prefix: API_PREFIX },
  );
  await app.register(operatorRoutes(platform.operator, defineEndpoint));
  await app.register(staffRoutes(platform.staff, defineEndpoint));
  await app.register(releasesRoutes(platform.releases));
  await app.register(
    paymentCallbackRoutes({
      deposits: platform.payments.deposits,
      provider: 'demopay',
      signatureHeader: PAYMENT_SIGNATURE_HEADER,
      verify: async (body, signature) => verifyPaymentCallback(platform.paymentWebhookSecret, body, signature),
    }),
  );
  // The demo provider's hosted payment page (a real provider serves it from its own site).
  await app.register(demoPayRoutes(platform.demoPay));
  // The game provider's calls to the seamless wallet (signed), and its game pages (a real studio
  // serves them from its own site; the platform frames them).
  await app.register(
    gameWalletRoutes({
      wallet: platform.gameWallet,
      verify: async (body, signature) => verifyWalletSignature(platform.gameProviderSecret, body, signature),
    }),
  );
  await app.register(demoGamesRoutes(platform.demoGames));
  // The lobby's artwork ships with the server (its URLs are in the catalogue), whether or not it serves the builds.
  await app.register(gameArtRoutes());
  const realtime = createRealtime({
    auth,
    users,
    maintenance: platform.maintenance,
    bus: platform.bus,
    authTimeoutMs: config.realtimeAuthTimeoutMs,
    staffSession: (token, touch) => (touch ? platform.staff.sessionActor(token) : platform.staff.peekSessionActor(token)),
    operatorRecheckMs: config.realtimeOperatorRecheckMs,
    allowedOrigins: config.corsOrigins,
    workers: config.realtimeWorkers,
    maxFrameBytes: REALTIME_MAX_FRAME_BYTES,
    // A socket subscribing to a sportsbook topic first gets the event or list as it stands.
    snapshots: [{ prefix: 'sports.', snapshot: (topic) => platform.sports.snapshot(topic) }],
  });
  await app.register(realtime.routes);
  // The dashboard counts the sockets this process holds (workers hold theirs apart and do not report them).
  platform.countSockets(() => (config.realtimeWorkers > 0 ? null : app.websocketServer.clients.size));

  if (config.serveStatic) await app.register(staticPlugin(config, () => platform.releases.remotesConfig()));
  return app;
}
