import type { UserInfo } from '@app/contract';

/** The verification steps, in order: each one reached raises the player's KYC level to its level. */
export const KYC_STEPS = [
  { step: 'email', level: 1, path: '/kyc/verify-email' },
  { step: 'profile', level: 2, path: '/kyc/verify-profile' },
  { step: 'identity', level: 3, path: '/kyc/verify-identity' },
] as const;

export type KycStep = (typeof KYC_STEPS)[number];
export type KycStepName = KycStep['step'];

/** The levels a player can be at: 0 none, 1 email verified, 2 profile verified, 3 identity verified. */
export const KYC_LEVELS = ['0', '1', '2', '3'] as const;
export const MAX_KYC_LEVEL = 3;

/** The player's level as the platform counts it, within the known levels. */
export function kycLevelOf(info: Pick<UserInfo, 'kycLevel'>): number {
  return Math.min(Math.max(Math.trunc(info.kycLevel), 0), MAX_KYC_LEVEL);
}

/** Whether a step is done: its level reached (the email step also once the address is verified). */
export function stepDone(step: KycStep, info: Pick<UserInfo, 'kycLevel' | 'emailVerified'>): boolean {
  return info.kycLevel >= step.level || (step.step === 'email' && info.emailVerified);
}

/** The step the player is on (the first not done), or null when every step is done. */
export function nextStep(info: Pick<UserInfo, 'kycLevel' | 'emailVerified'>): KycStep | null {
  return KYC_STEPS.find((step) => !stepDone(step, info)) ?? null;
}

/** The index of the step the player is on, as a stepper counts (the number of steps when all are done). */
export function currentStepIndex(info: Pick<UserInfo, 'kycLevel' | 'emailVerified'>): number {
  const next = nextStep(info);
  return next ? KYC_STEPS.indexOf(next) : KYC_STEPS.length;
}
