import { EXCLUSION_TYPES, type UserRgConfig, type UserRgType } from '@app/contract';

export type ExclusionType = (typeof EXCLUSION_TYPES)[number];

export function isExclusion(type: UserRgType): type is ExclusionType {
  return (EXCLUSION_TYPES as readonly string[]).includes(type);
}

/** The time-out or self-exclusion in force (the one that ends last), or null. */
export function activeExclusion(tools: readonly UserRgConfig[], now: number = Date.now()): UserRgConfig | null {
  const active = tools.filter((tool) => isExclusion(tool.type) && tool.endsAt !== null && Date.parse(tool.endsAt) > now);
  return active.sort((a, b) => Date.parse(b.endsAt ?? '') - Date.parse(a.endsAt ?? ''))[0] ?? null;
}

/** The player's setting of one tool (reality check, session limit), or null. */
export function toolOf(tools: readonly UserRgConfig[], type: UserRgType): UserRgConfig | null {
  return tools.find((tool) => tool.type === type) ?? null;
}
