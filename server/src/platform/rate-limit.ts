import type { Redis } from 'ioredis';

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window resets. */
  retryAfter: number;
}

/** Fixed-window counters, in-process or shared through Redis across instances. */
export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateDecision>;
  close(): Promise<void>;
}

export function createMemoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = Date.now();
  return {
    async hit(key, limit, windowSeconds) {
      const now = Date.now();
      if (now - lastSweep > 60_000) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        lastSweep = now;
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      return { allowed: window.count <= limit, retryAfter: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
    },
    async close() {
      windows.clear();
    },
  };
}

export function createRedisRateLimiter(redis: Redis, prefix: string): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      const full = `${prefix}:rl:${key}`;
      const result = await redis
        .multi()
        .incr(full)
        .pexpire(full, windowSeconds * 1000, 'NX')
        .pttl(full)
        .exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      const ttl = Number(result?.[2]?.[1] ?? windowSeconds * 1000);
      return { allowed: count <= limit, retryAfter: Math.max(1, Math.ceil(ttl / 1000)) };
    },
    async close() {
      redis.disconnect();
    },
  };
}
