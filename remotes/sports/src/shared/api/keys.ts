// The sports area's query keys (the player-scoped cache rule of @app/api): the sports, leagues,
// events and settings sit under ['sports', path, ...] for everyone; the player's bets under
// ['player', userId, 'sports', path, ...].
import { areaKeys, playerKey } from '@app/api';

export const { publicKey: sportsKey, playerKey: sportsPlayerKey } = areaKeys('sports');

/** The player's bets, open and settled (they change as bets are placed, settled and cashed out). */
export const betsKey = () => sportsPlayerKey('/sports/bets/list');
/** The shell's balances (the header's), fetched again after money has moved. */
export const balancesKey = () => playerKey('/wallet/balances/list');
