import { queryOptions } from '@tanstack/react-query';
import { post } from '@app/api';
import { casinoKey } from './keys.ts';

/** The originals' house edge and each currency's bet limits. */
export function originalsSettingsOptions() {
  return queryOptions({
    queryKey: casinoKey('/originals/settings/get'),
    queryFn: () => post('/originals/settings/get', {}, { context: { silent: true } }),
    staleTime: 10 * 60_000,
  });
}
