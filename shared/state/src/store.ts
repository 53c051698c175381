import { createStore } from 'jotai';
import { recordSingleton } from './singleton.ts';

/** The one jotai store of the page. The host provides it; remotes read and write the same atoms. */
export const store = createStore();
recordSingleton('jotai-store', store);
