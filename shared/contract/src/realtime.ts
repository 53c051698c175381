import { z } from 'zod';
import { currencyCodeSchema, isoDateTimeSchema, moneySchema, tokenSchema } from './common.ts';
import { kycDocumentSchema, reviewedDocumentSchema } from './kyc.ts';
import type { OperatorPermission } from './operator-staff.ts';
import { reviewedWithdrawalSchema } from './payments-operator.ts';
import { healthFigureSchema } from './releases.ts';
import { userInfoSchema } from './user.ts';
import {
  sportsBetSettledPayloadSchema,
  sportsEventSnapshotPayloadSchema,
  sportsEventUpdatePayloadSchema,
  sportsListSnapshotPayloadSchema,
  sportsOddsUpdatePayloadSchema,
} from './sports.ts';
import { transactionSchema } from './wallet.ts';

/** Realtime messages travel as JSON { m: name, p: payload } over /ws (spec section 7). */
export const REALTIME_PATH = '/ws';
/** Keepalive: the client sends the text PING, the server answers PONG. */
export const REALTIME_PING = 'PING';
export const REALTIME_PONG = 'PONG';
/** The largest message the server reads, in bytes. */
export const REALTIME_MAX_MESSAGE_BYTES = 4096;

/** Client to server: authenticate the socket with the access token. */
export const userAuthRequestMessageSchema = z.object({
  m: z.literal('user.auth'),
  p: z.object({ token: tokenSchema.min(1).max(4096) }),
});

/**
 * A topic of live data any socket may follow, signed in or not (odds of a sports event, for
 * instance): dot-separated lower-case words, such as sports.event.123.
 */
export const REALTIME_TOPIC_PATTERN = /^[a-z0-9_-]+(\.[a-z0-9_-]+){0,7}$/;
export const REALTIME_TOPIC_MAX_LENGTH = 128;
/** The most topics one socket follows at once; one more subscription closes it (TOO_MANY_TOPICS). */
export const REALTIME_MAX_TOPICS_PER_SOCKET = 50;
export const topicSchema = z.string().max(REALTIME_TOPIC_MAX_LENGTH).regex(REALTIME_TOPIC_PATTERN, 'a topic such as sports.event.123');

/**
 * How many messages a client may send on one socket: a burst of REALTIME_MESSAGE_BURST (room for
 * user.auth and every topic asked for again on a reconnect), then REALTIME_MESSAGES_PER_SECOND. A
 * client sends one PING every few seconds; one sending more is closed with TOO_MANY_MESSAGES.
 */
export const REALTIME_MESSAGE_BURST = REALTIME_MAX_TOPICS_PER_SOCKET + 10;
export const REALTIME_MESSAGES_PER_SECOND = 5;

/** Client to server: from now on, send this socket the messages published to the topic. */
export const topicSubscribeMessageSchema = z.object({ m: z.literal('topic.subscribe'), p: z.object({ topic: topicSchema }) });
/** Client to server: stop sending this socket the topic's messages (no answer; unknown topics are ignored). */
export const topicUnsubscribeMessageSchema = z.object({ m: z.literal('topic.unsubscribe'), p: z.object({ topic: topicSchema }) });
/**
 * Client to server: a member of staff's session token (the back office). The socket follows the
 * operator's topics the member's role may read (OPERATOR_TOPICS), and is answered operator.auth.
 */
export const operatorAuthRequestMessageSchema = z.object({
  m: z.literal('operator.auth'),
  p: z.object({ token: tokenSchema.min(1).max(4096) }),
});
export const clientMessageSchema = z.discriminatedUnion('m', [
  userAuthRequestMessageSchema,
  topicSubscribeMessageSchema,
  topicUnsubscribeMessageSchema,
  operatorAuthRequestMessageSchema,
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** Server to client: the socket is authenticated; p is the user's info, which the client keeps. */
export const userAuthMessageSchema = z.object({ m: z.literal('user.auth'), p: userInfoSchema });
export const paymentSettlePayloadSchema = z.object({
  type: z.string(),
  amount: moneySchema,
  currency: currencyCodeSchema,
  status: z.string(),
});
export const paymentSettleMessageSchema = z.object({ m: z.literal('payment.settle'), p: paymentSettlePayloadSchema });
export const walletBalanceUpdatePayloadSchema = z.object({
  currency: currencyCodeSchema,
  afterCash: moneySchema,
  afterOperatorBonus: moneySchema,
});
export const walletBalanceUpdateMessageSchema = z.object({ m: z.literal('wallet.balance.update'), p: walletBalanceUpdatePayloadSchema });
/** A payment moved a step (a deposit settled, a withdrawal approved, paid or rejected): the whole transaction as it stands. */
export const paymentTransactionUpdateMessageSchema = z.object({ m: z.literal('payment.transaction.update'), p: transactionSchema });
/** The sportsbook's live data, published to its topics (see sports.ts for which). */
export const sportsOddsUpdateMessageSchema = z.object({ m: z.literal('sports.odds.update'), p: sportsOddsUpdatePayloadSchema });
export const sportsEventUpdateMessageSchema = z.object({ m: z.literal('sports.event.update'), p: sportsEventUpdatePayloadSchema });
/** To one socket, right after it subscribes to an event's topic. */
export const sportsEventSnapshotMessageSchema = z.object({ m: z.literal('sports.event.snapshot'), p: sportsEventSnapshotPayloadSchema });
/** To one socket, right after it subscribes to a league's topic or the live topic. */
export const sportsListSnapshotMessageSchema = z.object({ m: z.literal('sports.list.snapshot'), p: sportsListSnapshotPayloadSchema });
/** A user event: one of the player's identity documents was approved or rejected (the reason in it), and the level it left. */
export const kycDocumentUpdateMessageSchema = z.object({
  m: z.literal('kyc.document.update'),
  p: z.object({ document: kycDocumentSchema, kycLevel: z.number().int().min(0) }),
});

/**
 * The operator's live topics, each with the permission a member's role needs to follow it: no
 * socket may topic.subscribe to them; operator.auth makes a socket follow those its role allows.
 */
export const OPERATOR_TOPICS = {
  /** A withdrawal requested (into the queue) or decided. */
  'operator.withdrawals': 'withdrawals.decide',
  /** An identity document uploaded (into the queue) or decided. */
  'operator.kyc': 'kyc.decide',
  /** The dashboard's figures changed (money moved): at most one message per OPERATOR_DASHBOARD_THROTTLE_MS. */
  'operator.dashboard': 'reports.read',
  /** An area's release health changed (visitors' reports, a rollback): per area, at most one per OPERATOR_DASHBOARD_THROTTLE_MS. */
  'operator.releases': 'releases.manage',
} as const satisfies Record<string, OperatorPermission>;
export type OperatorTopic = keyof typeof OPERATOR_TOPICS;
/** The prefix of every operator topic. */
export const OPERATOR_TOPIC_PREFIX = 'operator.';
export const OPERATOR_DASHBOARD_THROTTLE_MS = 5000;

/** Server to client: the socket follows the operator's topics listed (those the member's role may read). */
export const operatorAuthMessageSchema = z.object({
  m: z.literal('operator.auth'),
  p: z.object({ role: z.string(), topics: z.array(z.string()) }),
});
export const operatorWithdrawalMessageSchema = z.object({
  m: z.literal('operator.withdrawal'),
  p: z.object({ event: z.enum(['requested', 'decided']), withdrawal: reviewedWithdrawalSchema }),
});
export const operatorKycDocumentMessageSchema = z.object({
  m: z.literal('operator.kyc.document'),
  p: z.object({ event: z.enum(['uploaded', 'decided']), document: reviewedDocumentSchema }),
});
/** Read /operator/dashboard/summary again. */
export const operatorDashboardChangedMessageSchema = z.object({
  m: z.literal('operator.dashboard.changed'),
  p: z.object({ at: isoDateTimeSchema }),
});
export const operatorReleaseHealthMessageSchema = z.object({
  m: z.literal('operator.release.health'),
  p: z.object({ area: z.string(), figures: z.array(healthFigureSchema) }),
});

/** A user event: one of the player's sports bets was settled, cashed out or voided. */
export const sportsBetSettledMessageSchema = z.object({ m: z.literal('sports.bet.settled'), p: sportsBetSettledPayloadSchema });
/** The messages published to a topic, or sent to one socket when it subscribes. */
export const topicMessageSchema = z.discriminatedUnion('m', [
  sportsOddsUpdateMessageSchema,
  sportsEventUpdateMessageSchema,
  sportsEventSnapshotMessageSchema,
  sportsListSnapshotMessageSchema,
  operatorWithdrawalMessageSchema,
  operatorKycDocumentMessageSchema,
  operatorDashboardChangedMessageSchema,
  operatorReleaseHealthMessageSchema,
]);
export type TopicMessage = z.infer<typeof topicMessageSchema>;
/** The events pushed to an authenticated user (everything but the user.auth answer). */
export const userEventSchema = z.discriminatedUnion('m', [
  paymentSettleMessageSchema,
  walletBalanceUpdateMessageSchema,
  paymentTransactionUpdateMessageSchema,
  sportsBetSettledMessageSchema,
  kycDocumentUpdateMessageSchema,
]);
export type UserEvent = z.infer<typeof userEventSchema>;
/** Every message the server sends: the answer to user.auth, a user event or a topic's message. */
export const serverMessageSchema = z.discriminatedUnion('m', [
  userAuthMessageSchema,
  operatorAuthMessageSchema,
  ...userEventSchema.options,
  ...topicMessageSchema.options,
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
export type PaymentSettlePayload = z.infer<typeof paymentSettlePayloadSchema>;
export type WalletBalanceUpdatePayload = z.infer<typeof walletBalanceUpdatePayloadSchema>;

/** Why the server closed a socket. */
export const REALTIME_CLOSE_CODES = {
  /** Neither user.auth nor topic.subscribe within the authentication window after opening. */
  AUTH_TIMEOUT: 4001,
  /** A message that is not JSON { m, p } of a known name, nor PING. */
  MALFORMED_MESSAGE: 4002,
  /** A message larger than REALTIME_MAX_MESSAGE_BYTES. */
  MESSAGE_TOO_LARGE: 4003,
  /** The token in user.auth is not a valid access token. */
  AUTH_FAILED: 4004,
  /** The access token has expired (at user.auth, or later while the socket is open). */
  TOKEN_EXPIRED: 4005,
  /** The session was signed out or revoked. */
  SESSION_REVOKED: 4006,
  /** A topic.subscribe beyond REALTIME_MAX_TOPICS_PER_SOCKET. */
  TOO_MANY_TOPICS: 4007,
  /**
   * The operator turned maintenance on: every open socket closes, and a new one closes at once while it
   * lasts. The close reason is the maintenance end time (ISO 8601). Do not reconnect: show maintenance.
   */
  MAINTENANCE: 4008,
  /** The player's password has expired (at user.auth): sign out and ask for a reset. Do not reconnect. */
  PASSWORD_EXPIRED: 4009,
  /** The server is shutting down; reconnect. */
  SERVER_RESTART: 4010,
  /**
   * The platform could not check the token just now (its database, a realtime worker cut off from
   * the server): WebSocket's own internal-error code. Says nothing about the session; reconnect.
   */
  INTERNAL_ERROR: 1011,
  /**
   * More messages than REALTIME_MESSAGE_BURST and REALTIME_MESSAGES_PER_SECOND allow: WebSocket's
   * own policy-violation code (1008), the one code outside the applications' range.
   */
  TOO_MANY_MESSAGES: 1008,
} as const;
