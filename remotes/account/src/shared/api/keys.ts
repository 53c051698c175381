// The account area's query keys (the player-scoped cache rule of @app/api). Every answer of the
// area is the signed-in player's (limits, tools, documents), so each sits under
// ['player', userId, 'account', path, ...]. The player's details are the exception: they share
// the host's key (see userInfo.ts).
import { areaKeys } from '@app/api';

export const { publicKey: accountPublicKey, playerKey: accountKey } = areaKeys('account');
