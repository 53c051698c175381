import { post } from '@app/api';
import type { UserRgConfig } from '@app/contract';

export type SessionToolType = 'session_reminder' | 'session_limit';

/**
 * Sets the reality check (changed at once) or the session limit (lowered at once, raised only
 * after the cooling period: the answer then carries the pending value and when it applies).
 */
export async function setTool(type: SessionToolType, value: number): Promise<UserRgConfig> {
  return (await post('/user/responsible-gambling/config/add', { type, value }, { context: { silent: true } })).config;
}
