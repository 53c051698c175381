import { EXCLUSION_TYPES, USER_RG_VALUES } from '@app/contract';
import type { ExclusionType } from '../../../shared/model/tools.ts';

export { EXCLUSION_TYPES };

/** The lengths the platform offers for each kind of break, in days. */
export function lengthsOf(type: ExclusionType): readonly number[] {
  return USER_RG_VALUES[type];
}

/** When a break started now would end. */
export function endOf(days: number, now: number = Date.now()): string {
  return new Date(now + days * 86_400_000).toISOString();
}
