import type { Db } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import { Kyc, type KycDeps } from './service.ts';
import { DocumentStore } from './storage.ts';

export { kycRoutes } from './routes.ts';
export { kycCommands, kycOperatorHandlers } from './operator.ts';
export type { Kyc } from './service.ts';

/** Identity documents: the players' uploads and the operator's review. `dir` keeps the files. */
export function createKyc(deps: {
  db: Db;
  dir: string;
  users: { raiseKycLevel(userId: string, level: number): Promise<number>; find(ref: string): Promise<UserRow | undefined> };
  bus?: KycDeps['bus'];
}): Kyc {
  return new Kyc({ db: deps.db, store: new DocumentStore(deps.dir), users: deps.users, ...(deps.bus ? { bus: deps.bus } : {}) });
}
