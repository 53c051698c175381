// The vip area's query keys (the player-scoped cache rule of @app/api): the programme sits under
// ['vip', path, ...] for everyone; the player's level, rewards and bonus balances under
// ['player', userId, 'vip', path, ...].
import { areaKeys, playerKey } from '@app/api';

export const { publicKey: vipKey, playerKey: vipPlayerKey } = areaKeys('vip');

/** The player's level and progress (it moves as bets settle). */
export const levelKey = () => vipPlayerKey('/user/vip/level/get');
/** The rewards waiting to be claimed (one leaves the list once paid). */
export const claimableKey = () => vipPlayerKey('/user/vip/reward/claimable/get');
/** Every currency's balance details: the bonus money and the wagering it still asks for. */
export const balanceDetailsKey = () => vipPlayerKey('/wallet/balance/details');
/** The shell's balances (the header's), fetched again after money has moved. */
export const balancesKey = () => playerKey('/wallet/balances/list');
