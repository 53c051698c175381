import type { UserRow } from '../db/schema.ts';
import type { EventBus } from '../platform/bus.ts';
import { InstanceCache } from '../platform/instance-cache.ts';
import type { SessionCheck } from './repository.ts';

/** The longest a session and its player's row are used on an instance that heard of no change (shared database). */
export const SESSION_MAX_AGE_MS = 1000;
/** The same when one process owns the database (every change is its own and drops the row at once). */
export const SESSION_OWNED_MAX_AGE_MS = 60_000;
/** The most sessions kept on an instance (about a kilobyte each); past it the one read longest ago goes. */
export const SESSION_CACHE_ENTRIES = 20_000;

export type SessionWithUser = { session: SessionCheck; user: UserRow };

/**
 * The session of each signed-in call with its player's row, kept on every instance so that the
 * shared request path does not read them on every call (InstanceCache's rule):
 *
 *   - a session that ends (sign-out, time-out, exclusion, a new password, refresh-token reuse)
 *     announces `session.revoked`, and any change to the player's row or their sessions' end
 *     (profile, currency, verification, VIP level, password, a session-time limit) `user.changed`:
 *     dropped at once on the instance that made it, on the others as the notice arrives;
 *   - on a shared database nothing is served from memory while the notices are not heard, and a
 *     session is read again once SESSION_MAX_AGE_MS old; with the embedded database, once
 *     SESSION_OWNED_MAX_AGE_MS old.
 *
 * Values are frozen: every request of the session shares them.
 */
export class SessionCache {
  readonly #cache: InstanceCache<SessionWithUser | undefined>;
  readonly #unsubscribe: () => void;

  constructor(
    bus: Pick<EventBus, 'crossInstance' | 'noticesLive' | 'onNoticeGap' | 'onNotice'>,
    options: { ownsDatabase: boolean; maxAgeMs?: number },
  ) {
    this.#cache = new InstanceCache(bus, {
      ownsDatabase: options.ownsDatabase,
      maxAgeMs: options.maxAgeMs ?? SESSION_MAX_AGE_MS,
      ownedMaxAgeMs: options.maxAgeMs ?? SESSION_OWNED_MAX_AGE_MS,
      maxEntries: SESSION_CACHE_ENTRIES,
    });
    this.#unsubscribe = bus.onNotice((notice) => {
      if (notice.type === 'session.revoked') this.#cache.drop(key(notice.sessionId, notice.userId));
      else if (notice.type === 'user.changed') this.#cache.dropTagged(notice.userId);
    });
  }

  /** Whether sessions are served from memory now. */
  get caching(): boolean {
    return this.#cache.caching;
  }

  /** The session with its player's row (nothing when either is gone: not kept, read again next time). */
  read(sessionId: string, userId: string, load: () => Promise<SessionWithUser | undefined>): Promise<SessionWithUser | undefined> {
    return this.#cache.read(
      key(sessionId, userId),
      async () => {
        const found = await load();
        return found && { session: Object.freeze(found.session), user: Object.freeze(found.user) };
      },
      { tag: userId, keep: (found) => found !== undefined },
    );
  }

  close(): void {
    this.#unsubscribe();
    this.#cache.close();
  }
}

const key = (sessionId: string, userId: string) => `${sessionId}:${userId}`;
