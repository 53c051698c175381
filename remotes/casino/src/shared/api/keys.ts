// The casino's query keys (the player-scoped cache rule of @app/api): the catalogue and the
// originals' settings sit under ['casino', path, ...] for everyone; the player's own answers
// (bets, favourites, seeds, recent games) under ['player', userId, 'casino', path, ...].
import { areaKeys } from '@app/api';

export const { publicKey: casinoKey, playerKey: casinoPlayerKey } = areaKeys('casino');

/** Every cached list of the player's bets (refreshed after each bet). */
export const betsKey = () => casinoPlayerKey('/game/bets/list');
