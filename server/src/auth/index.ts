export { authRoutes } from './routes.ts';
export { authCommands, authOperatorHandlers } from './operator.ts';
export { DEMO_PLAYER, seedDemoPlayer } from './seed.ts';
export { createAuth, type Auth } from './service.ts';
export { SessionCache } from './session-cache.ts';
export { decoyHash, hashPassword, verifyPassword } from './passwords.ts';
