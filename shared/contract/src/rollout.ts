// Which build of an area a visitor runs. A module of its own, with no imports, so that the early
// loader (outside the app) resolves the remotes config the same way as the app without loading zod.

/** A canary: another build shown to the visitors whose bucket is below `percent`. */
export interface Canary {
  entry: string;
  percent: number;
}

/**
 * Where one area lives: a manifest URL (the original format, still valid), or its stable build
 * and an optional canary, with their release versions for the health reports.
 */
export type AreaRemote = string | { stable: string; canary?: Canary; stableVersion?: string; canaryVersion?: string };
export type RemotesConfig = Record<string, AreaRemote>;

/** The build a visitor runs for one area. */
export interface ResolvedRemote {
  entry: string;
  /** The release version, or null for an area not run from a release. */
  version: string | null;
  canary: boolean;
}

/** A visitor's bucket is a whole number from 0 to BUCKET_COUNT - 1. */
export const BUCKET_COUNT = 100;
/**
 * Local storage key of the visitor's bucket: a random number with nothing about the visitor in it,
 * kept on the device so the same visitor keeps the same builds across reloads and areas. It is
 * never sent to the server (no cookie).
 */
export const BUCKET_STORAGE_KEY = 'rollout-bucket';

/** The build a visitor in `bucket` runs: the canary when the bucket falls within its share. */
export function resolveAreaRemote(remote: AreaRemote, bucket: number): ResolvedRemote {
  if (typeof remote === 'string') return { entry: remote, version: null, canary: false };
  if (remote.canary && bucket < remote.canary.percent) {
    return { entry: remote.canary.entry, version: remote.canaryVersion ?? null, canary: true };
  }
  return { entry: remote.stable, version: remote.stableVersion ?? null, canary: false };
}

/** The visitor's bucket: the stored one, or a new random one stored for next time. */
export function visitorBucket(storage: Pick<Storage, 'getItem' | 'setItem'> | null, random: () => number = Math.random): number {
  const stored = storage?.getItem(BUCKET_STORAGE_KEY) ?? '';
  if (/^\d{1,2}$/.test(stored) && Number(stored) < BUCKET_COUNT) return Number(stored);
  const bucket = Math.min(BUCKET_COUNT - 1, Math.floor(random() * BUCKET_COUNT));
  try {
    storage?.setItem(BUCKET_STORAGE_KEY, String(bucket));
  } catch {
    // Storage full or refused: the visitor keeps this bucket for this page only.
  }
  return bucket;
}

/** Where the host sends its health reports (POST JSON; see healthReportSchema). */
export const HEALTH_PATH = '/health/areas';

/** Every manifest URL a remotes config names (stable and canary builds), for the page's CSP. */
export function remoteEntries(config: RemotesConfig): string[] {
  return Object.values(config).flatMap((remote) =>
    typeof remote === 'string' ? [remote] : [remote.stable, ...(remote.canary ? [remote.canary.entry] : [])],
  );
}
