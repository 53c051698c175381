import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Bomb, Gem } from 'lucide-react';
import type { MinesRound } from '@app/contract';
import { usePlayer } from '@app/state';
import { Button, Money, useMoneyFormatter } from '@app/ui';
import { InlineError, SettingSelect } from '@app/ui/display';
import { useFailureText } from '@app/api';
import { useAreaTranslation } from '../../../area.ts';
import { activeMinesKey, activeMinesOptions, cashoutMines, revealMines, startMines } from '../api/originals.ts';
import { useBetIntent } from '../hooks/useBetIntent.ts';
import { useStakeRules } from '../hooks/useStakeRules.ts';
import { DEFAULT_MINES, firstMultiplier, MINE_COUNTS, tileStates, type TileState } from '../model/mines.ts';
import { payoutOf } from '../model/stake.ts';
import { countOptions } from '../model/counts.ts';
import { BetForm } from './BetForm.tsx';
import '../originals.css';

const TILE_ICONS: Partial<Record<TileState, typeof Gem>> = { safe: Gem, mine: Bomb, mineHit: Bomb };

/**
 * Mines: a stake and a number of mines start a round on a 5 × 5 grid; each safe tile raises the
 * multiplier, a cash-out takes it, a mine loses the stake. The mines show when the round ends. An
 * open round (left on another page) resumes where it was.
 */
export default function MinesGame() {
  const { t, i18n } = useAreaTranslation();
  const client = useQueryClient();
  const rules = useStakeRules();
  const money = useMoneyFormatter();
  const failureText = useFailureText(t);
  const { signedIn } = usePlayer();
  const active = useQuery({ ...activeMinesOptions(), enabled: signedIn });
  const [played, setRound] = useState<MinesRound | null>(null);
  // A round left open elsewhere resumes until this page plays one of its own.
  const round = played ?? active.data ?? null;
  const [chosenMines, setMines] = useState<number | null>(null);
  const mines = chosenMines ?? round?.mines ?? DEFAULT_MINES;
  const [hit, setHit] = useState<number | null>(null);
  const [picking, setPicking] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const running = round?.status === 'active';
  const start = useBetIntent({ mines, currency: rules.currency, game: 'mines' }, (amount: string, key) =>
    startMines({ amount, currency: rules.currency, mines }, key),
  );
  const cashout = useBetIntent({ roundId: round?.roundId, cashout: true }, (roundId: string, key) => cashoutMines(roundId, key));

  const show = (next: MinesRound) => {
    setRound(next);
    client.setQueryData(activeMinesKey(), next.status === 'active' ? next : null);
  };
  const pick = async (tile: number) => {
    if (!round || !running || picking !== null) return;
    setPicking(tile);
    setProblem(null);
    try {
      const { round: next } = await revealMines(round.roundId, tile);
      if (next.status === 'busted') setHit(tile);
      show(next);
    } catch (caught) {
      setProblem(failureText(caught));
    } finally {
      setPicking(null);
    }
  };
  const takeWin = async () => {
    if (!round) return;
    setProblem(null);
    try {
      const answer = await cashout.run(round.roundId);
      if (answer) show(answer.round);
    } catch (caught) {
      setProblem(failureText(caught));
    }
  };

  const states = tileStates(round, hit);
  const ended = round && round.status !== 'active';
  const preview = firstMultiplier(mines, rules.houseEdge);
  // Cut, not rounded, to two places: the multiplier shown never promises more than the cash-out pays.
  const twoPlaces = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2, roundingMode: 'trunc' });
  const multiplierText = (value: string) => `${twoPlaces.format(Number(value))}×`;
  const statusText = !round
    ? t('mines.pickToStart')
    : round.status === 'active'
      ? t('mines.running', { found: round.revealed.length })
      : round.status === 'busted'
        ? t('mines.busted')
        : t('mines.cashedOut', { payout: money.format(round.payout, round.currency) });

  return (
    <div className="original original--mines">
      <p className="visually-hidden" role="status" aria-live="polite">
        {statusText}
      </p>
      <div className="mines-grid" role="group" aria-label={t('mines.grid')}>
        {states.map((state, tile) => {
          const Icon = TILE_ICONS[state];
          return (
            <button
              key={tile}
              type="button"
              className={`mines-tile mines-tile--${state}`}
              aria-label={t(`mines.tile.${state}`, { number: tile + 1 })}
              aria-disabled={!running || state !== 'hidden' || picking !== null || undefined}
              aria-busy={picking === tile || undefined}
              onClick={() => (state === 'hidden' ? void pick(tile) : undefined)}
            >
              {Icon ? <Icon aria-hidden="true" /> : null}
            </button>
          );
        })}
      </div>
      {ended ? (
        <p className={`result-line result-line--${round.status === 'cashed_out' ? 'won' : 'lost'}`}>
          {round.status === 'cashed_out' ? (
            <>
              {t('originals.youWon')} <Money amount={round.payout} currency={round.currency} />
            </>
          ) : (
            t('mines.busted')
          )}
        </p>
      ) : running && round ? (
        // The round's multiplier and the next gem's, where the result will be: above the stake and
        // the cash-out, on the first screen with the board.
        <dl className="result-line mines-odds">
          <div>
            <dt>{t('mines.multiplier')}</dt>
            <dd data-testid="mines-multiplier">{multiplierText(round.multiplier)}</dd>
          </div>
          <div>
            <dt>{t('mines.next')}</dt>
            <dd data-testid="mines-next">{round.nextMultiplier ? multiplierText(round.nextMultiplier) : '–'}</dd>
          </div>
        </dl>
      ) : (
        <p className="result-line result-line--none" aria-hidden="true" />
      )}
      <InlineError>{problem}</InlineError>
      <BetForm
        rules={rules}
        action={ended ? t('mines.playAgain') : t('mines.start')}
        locked={running}
        onBet={async (amount) => {
          setHit(null);
          setProblem(null);
          const answer = await start.run(amount);
          if (answer) show(answer.round);
        }}
        replaceAction={
          running ? (
            <Button block busy={cashout.pending} disabled={round.revealed.length === 0 || picking !== null} onClick={() => void takeWin()}>
              {round.revealed.length === 0
                ? t('mines.cashoutNeedsTile')
                : t('mines.cashout', { payout: money.format(payoutOf(round.amount, round.multiplier, rules.decimals), round.currency) })}
            </Button>
          ) : undefined
        }
      >
        <SettingSelect
          id="mines-count"
          label={t('mines.count')}
          value={String(mines)}
          options={countOptions(MINE_COUNTS)}
          disabled={running}
          onChange={(count) => setMines(Number(count))}
          hint={!round || ended ? (preview ? t('mines.firstTile', { multiplier: preview }) : '\u00a0') : null}
        />
      </BetForm>
    </div>
  );
}
