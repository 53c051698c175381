// The wallet's query keys (the player-scoped cache rule of @app/api). Every answer of the wallet
// is the signed-in player's (channels, cards, transactions, balances, deposit addresses), so each
// sits under ['player', userId, 'wallet', path, ...], and goes when the player does.
import { areaKeys } from '@app/api';

export const { publicKey: walletPublicKey, playerKey: walletKey } = areaKeys('wallet');
