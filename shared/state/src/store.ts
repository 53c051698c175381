import { getDefaultStore } from 'jotai';
import { recordSingleton } from '@app/contract/singletons';

/**
 * The one jotai store of the page: jotai's default store, so that a component reading an atom
 * outside any Provider still meets the same state. The host provides it; remotes read and write
 * the same atoms.
 */
export const store = getDefaultStore();
recordSingleton('jotai-store', store);
