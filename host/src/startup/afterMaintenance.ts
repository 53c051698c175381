import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { operatorAtom } from '@app/state';

/**
 * When the page leaves maintenance mode, every call that maintenance turned away runs again: the
 * start-up calls (balance, user info, currencies, account settings, rates) and whatever the
 * screen shows, so that the header and sign-up are whole without a reload.
 */
export function useRefetchAfterMaintenance(): void {
  const { isMaintenance } = useAtomValue(operatorAtom);
  const queryClient = useQueryClient();
  const wasInMaintenance = useRef(isMaintenance);
  useEffect(() => {
    if (wasInMaintenance.current && !isMaintenance) void queryClient.invalidateQueries();
    wasInMaintenance.current = isMaintenance;
  }, [isMaintenance, queryClient]);
}
