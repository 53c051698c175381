/*
 * The interfaces the platform publishes to its providers, or implements from theirs: a payment
 * provider's merchant interface and signed callbacks, a game provider's launch interface and the
 * seamless wallet's signed calls, and the odds feed's protocol. For servers only (signing uses
 * node:crypto): the platform and the simulated providers (server/simulators) both build on it.
 */
export * from './signature.ts';
export * from './payments.ts';
export * from './games.ts';
export * from './odds-feed.ts';
