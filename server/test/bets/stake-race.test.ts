import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, it } from 'node:test';
import { BetWriter, type BetRules } from '../../src/bets/index.ts';
import { inTransaction } from '../../src/db/transaction.ts';
import { ApiError } from '../../src/http/errors.ts';
import type { Ledger } from '../../src/ledger/index.ts';
import { assertLedgerBalanced, operatorAdjust, register, suiteServer } from '../helpers.ts';

/**
 * A stake the cash could not cover a moment ago, covered by the time the balance is read (a
 * deposit or a win of the player's committed in between): the stake is taken from the cash, once,
 * and the bet is placed, not failed with a transfer of nothing from the bonus money.
 */
describe('a stake whose cash arrives between the first try and the balance read', () => {
  const server = suiteServer();
  afterEach(() => assertLedgerBalanced(server));

  it('takes the stake from the cash once, with no bonus part', async () => {
    const player = await register(server);
    assert.equal((await operatorAdjust(server, { user: player.user.userId, currency: 'USD', amount: '10.00' })).status, 200);
    const { ledger, database } = server.platform;
    // The first try at the cash is refused as it was when the cash was short; every other call is the real ledger's.
    let refused = false;
    const racing: Pick<Ledger, 'transfer' | 'decimals' | 'balances'> = {
      transfer: (tx, transfer) => {
        if (!refused && transfer.from.type === 'player_cash') {
          refused = true;
          return Promise.reject(new ApiError('INSUFFICIENT_FUNDS', 'The balance is too low for this bet'));
        }
        return ledger.transfer(tx, transfer);
      },
      decimals: (currency, tx) => ledger.decimals(currency, tx),
      balances: (userId, currency, tx) => ledger.balances(userId, currency, tx),
    };
    const none = async () => undefined;
    const rules: BetRules = {
      count: none,
      addWagering: none,
      bonus: { expire: none, staked: none, returned: none },
    } as unknown as BetRules;
    const writer = new BetWriter(database.db, racing, rules);
    const betId = randomUUID();
    const bet = await inTransaction(database.db, (tx) =>
      writer.place(tx, {
        betId,
        userId: player.user.userId,
        gameId: 'reef-riches',
        gameName: 'Reef Riches',
        isOriginal: false,
        provider: null,
        currency: 'USD',
        amount: 500n,
        reference: `race:${betId}`,
      }),
    );
    assert.ok(refused);
    assert.equal(BigInt(bet.bonus_amount), 0n);
    const [balance] = await ledger.balances(player.user.userId, 'USD');
    assert.equal(balance!.cash, 500n, 'ten less the five staked, taken once');
  });
});
