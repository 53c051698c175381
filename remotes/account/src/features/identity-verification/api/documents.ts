import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '@app/api';
import { accountKey } from '../../../shared/api/keys.ts';

/** The key of the player's documents (an upload refreshes it). */
export const documentsKey = () => accountKey('/user/kyc/documents/list');

/** The player's identity documents, each with its review, and the level they have reached. */
export function documentsOptions() {
  return queryOptions({
    queryKey: documentsKey(),
    queryFn: () => post('/user/kyc/documents/list', {}, { context: { silent: true } }),
  });
}

export function useDocuments(enabled = true) {
  return useQuery({ ...documentsOptions(), enabled });
}
