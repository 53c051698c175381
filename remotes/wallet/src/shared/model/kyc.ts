import { ApiError } from '@app/api';

/** The levels of a KYC_LEVEL_REQUIRED refusal, when that is what it was. */
export function kycLevels(error: unknown) {
  if (!(error instanceof ApiError) || error.reason !== 'KYC_LEVEL_REQUIRED') return null;
  const requiredLevel = Number(error.meta?.requiredLevel);
  const currentLevel = Number(error.meta?.currentLevel ?? 0);
  return Number.isFinite(requiredLevel) ? { requiredLevel, currentLevel: Number.isFinite(currentLevel) ? currentLevel : 0 } : null;
}

/**
 * Runs a payment, leaving a KYC_LEVEL_REQUIRED refusal to the notice (which names the level and
 * links to /kyc) instead of the form's failure message; every other failure goes on to the form.
 */
export async function explainingKyc<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    if (kycLevels(error)) return undefined;
    throw error;
  }
}
