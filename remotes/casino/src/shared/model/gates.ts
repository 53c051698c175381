import { ApiError } from '@app/api';

/** What stands between the player and a game, with the step that lifts it. */
export type PlayGate =
  | { kind: 'signIn' }
  | { kind: 'verify'; requiredLevel: number; currentLevel: number; to: string }
  | { kind: 'deposit' }
  | { kind: 'excluded'; exclusion: 'cooling_off' | 'self_exclusion' | 'other'; endsAt: Date | null };

/** The verification step that comes after a level (email, then profile, then identity). */
export function verificationStep(currentLevel: number): string {
  if (currentLevel <= 0) return '/kyc/verify-email';
  if (currentLevel === 1) return '/kyc/verify-profile';
  return '/kyc/verify-identity';
}

function numberOf(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** The gate a refused launch names; null for another failure (said in words by the page). */
export function gateOf(error: unknown): PlayGate | null {
  if (!(error instanceof ApiError)) return null;
  const meta = error.meta ?? {};
  switch (error.reason) {
    case 'UNAUTHORIZED':
    case 'TOKEN_INVALID':
    case 'SESSION_REVOKED':
      return { kind: 'signIn' };
    case 'KYC_LEVEL_REQUIRED': {
      const currentLevel = numberOf(meta.currentLevel, 0);
      return {
        kind: 'verify',
        requiredLevel: numberOf(meta.requiredLevel, currentLevel + 1),
        currentLevel,
        to: verificationStep(currentLevel),
      };
    }
    case 'GAME_DEPOSIT_REQUIRED':
      return { kind: 'deposit' };
    case 'RG_EXCLUDED': {
      const endsAt = typeof meta.endsAt === 'string' && !Number.isNaN(Date.parse(meta.endsAt)) ? new Date(meta.endsAt) : null;
      const exclusion = meta.type === 'cooling_off' || meta.type === 'self_exclusion' ? meta.type : 'other';
      return { kind: 'excluded', exclusion, endsAt };
    }
    default:
      return null;
  }
}
