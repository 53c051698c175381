import { useEffect, useId } from 'react';
import { useAtomValue } from 'jotai';
import { TicketX } from 'lucide-react';
import type { OddsChange } from '@app/contract';
import { currencyListAtom, usePlayer } from '@app/state';
import { Button, ButtonLink, decimalsOf, Money, useMoneyFormatter } from '@app/ui';
import { Notice, SignInPrompt, SummaryList, Tabs, type SummaryItem } from '@app/ui/display';
import { useFailureText } from '@app/api';
import { useAreaTranslation } from '../../../area.ts';
import { useNames } from '../../../shared/hooks/useNames.ts';
import { useOddsFormat } from '../../../shared/hooks/useOddsFormat.ts';
import { compareDecimal, isPositive } from '@app/contract/money';
import { normaliseStake } from '../../../shared/model/money.ts';
import { combinedOdds, formatOdds } from '../../../shared/model/odds.ts';
import {
  acceptOdds,
  accumulatorBlock,
  defaultStake,
  legProblem,
  oddsChangeAccepted,
  quickStakes,
  sharedEvents,
  slipOddsChange,
  slipFigures,
  stakeFunding,
  stakeProblem,
  type SlipMode,
  type SlipState,
} from '../../../shared/model/slip.ts';
import { EMPTY_SLIP } from '../../../shared/model/slip.ts';
import { slipStore } from '../../../shared/model/stores.ts';
import { useBookSettings } from '../api/settings.ts';
import type { Placing } from '../hooks/usePlaceBets.ts';
import type { OddsNews } from '../hooks/useSlipLive.ts';
import { SettingSelect } from '../../../shared/components/SettingSelect.tsx';
import { SlipLegs } from './SlipLegs.tsx';
import '../betslip.css';

const ODDS_CHANGES: readonly OddsChange[] = ['none', 'better', 'any'];
const NO_EVENTS: ReadonlySet<string> = new Set();

export interface SlipPanelProps {
  slip: SlipState;
  placing: Placing;
  news: OddsNews | null;
  /** Closes the sheet (a link to another page was followed, or the player is done). */
  onDone: () => void;
}

/**
 * The bet slip: single or accumulator, the selections with what moved or closed, the stake with
 * what it could win, the odds-change setting, and Place bet. Only here are odds changes announced
 * to screen readers.
 */
export function SlipPanel({ slip, placing, news, onDone }: SlipPanelProps) {
  const { t } = useAreaTranslation();
  const failure = useFailureText(t);
  const names = useNames();
  const [format] = useOddsFormat();
  const money = useMoneyFormatter();
  const player = usePlayer();
  const currencies = useAtomValue(currencyListAtom);
  const settings = useBookSettings();
  const stakeId = useId();
  const stakeHint = useId();
  const stakeError = useId();

  const currency = player.currency;
  const decimals = currency ? decimalsOf(currency, currencies) : 2;
  const limits = settings.data?.limits.find((limit) => limit.currency === currency);
  const maxLegs = settings.data?.maxLegs ?? 20;
  const block = accumulatorBlock(slip.legs, maxLegs);
  const mode: SlipMode = slip.mode === 'accumulator' && block ? 'single' : slip.mode;
  const shown = { ...slip, mode };
  const figures = slipFigures(shown, decimals, limits);
  const bonus = player.bonus ?? '0';
  const problem = stakeProblem(slip.stake, figures.totalStake, limits, player.cash, bonus);
  // The platform takes the cash first and what it lacks from the bonus money: the player sees how much.
  const fromBonus = player.cash !== undefined ? stakeFunding(figures.totalStake, player.cash, bonus, decimals).fromBonus : '0';
  const closed = slip.legs.filter((leg) => legProblem(leg) === 'closed');
  const oddsChange = slipOddsChange(slip, settings.data?.oddsChangeDefault);
  const unaccepted = slip.legs.filter((leg) => legProblem(leg) === 'oddsChanged' && !oddsChangeAccepted(leg, oddsChange));
  const chips = quickStakes(currency, limits);
  const sameEvent = block === 'sameEvent' ? sharedEvents(slip.legs) : NO_EVENTS;
  const refusal = placing.result?.error ? failure(placing.result.error) : null;
  const placed = placing.result?.placed ?? [];

  // A slip without a stake of the player's starts on the smallest quick stake, once the book's
  // limits are known (so it is one the book takes); the player changes it like any other.
  const startingStake = settings.isPending ? null : defaultStake(slip, chips);
  useEffect(() => {
    if (startingStake !== null)
      slipStore.set((current) => (current.stake === '' && !current.stakeChosen ? { ...current, stake: startingStake } : current));
  }, [startingStake]);

  const update = (change: Partial<SlipState>) => {
    placing.reset();
    slipStore.set((current) => ({ ...current, ...change }));
  };
  const setMode = (next: string) => update({ mode: next === 'accumulator' ? 'accumulator' : 'single' });
  // The slip's figures: the combined odds of an accumulator, then, once the player's currency is
  // known, the stake, what of it comes from the bonus money, and the potential win.
  const figureItems: SummaryItem[] = [];
  if (mode === 'accumulator') {
    figureItems.push({ label: t('slip.totalOdds'), value: formatOdds(combinedOdds(slip.legs.map((leg) => leg.liveOdds)), format) });
  }
  if (currency) {
    figureItems.push({ label: t('slip.totalStake'), value: <Money amount={figures.totalStake} currency={currency} /> });
    if (isPositive(fromBonus)) {
      const value = (
        <span data-testid="from-bonus">
          <Money amount={fromBonus} currency={currency} />
        </span>
      );
      figureItems.push({ label: t('slip.fromBonus'), value });
    }
  }

  if (slip.legs.length === 0) {
    return (
      <div className="sports-slip">
        {placed.length > 0 ? (
          <Notice
            tone="success"
            role="status"
            title={t('slip.placedTitle')}
            action={
              <>
                <ButtonLink to="/sports/bets" onClick={onDone} variant="secondary" size="small">
                  {t('slip.seeBets')}
                </ButtonLink>
                <Button
                  size="small"
                  onClick={() => {
                    placing.reset();
                    onDone();
                  }}
                >
                  {t('slip.done')}
                </Button>
              </>
            }
          >
            <ul className="sports-placed">
              {placed.map((bet) => (
                <li key={bet.id}>
                  {t(`slip.kind.${bet.kind}`)} · {formatOdds(bet.odds, format)} · <Money amount={bet.stake} currency={bet.currency} /> →{' '}
                  <Money amount={bet.potentialWin} currency={bet.currency} />
                </li>
              ))}
            </ul>
          </Notice>
        ) : (
          <div className="state">
            <span className="state__art" aria-hidden="true">
              <TicketX />
            </span>
            <p className="state__title">{t('slip.emptyTitle')}</p>
            <p className="state__text">{t('slip.emptyText')}</p>
          </div>
        )}
      </div>
    );
  }

  const body = (
    <div className="sports-slip__body">
      {block && slip.legs.length > 1 ? <p className="sports-slip__reason">{t(`slip.block.${block}`, { maxLegs })}</p> : null}
      <SlipLegs
        legs={slip.legs}
        sameEvent={sameEvent}
        oddsChange={oddsChange}
        onRemove={(selectionId) => update({ legs: slip.legs.filter((leg) => leg.selectionId !== selectionId) })}
      />
      {unaccepted.length > 0 ? (
        <Button block variant="secondary" onClick={() => update({ legs: acceptOdds(slip.legs) })}>
          {t('slip.acceptOdds')}
        </Button>
      ) : null}
      {closed.length > 0 ? (
        <Button block variant="ghost" onClick={() => update({ legs: slip.legs.filter((leg) => legProblem(leg) !== 'closed') })}>
          {t('slip.removeClosed')}
        </Button>
      ) : null}
      <div className="form-field sports-stake">
        <label className="form-field__label" htmlFor={stakeId}>
          {mode === 'single' && slip.legs.length > 1 ? t('slip.stakeEach') : t('slip.stake')}
        </label>
        <div className="sports-stake__group">
          <input
            id={stakeId}
            className="form-field__control sports-stake__input"
            type="text"
            inputMode={decimals > 0 ? 'decimal' : 'numeric'}
            autoComplete="off"
            value={slip.stake}
            placeholder="0"
            aria-invalid={slip.stake !== '' && problem !== null && problem !== 'empty'}
            aria-describedby={[stakeHint, slip.stake !== '' && problem && problem !== 'empty' ? stakeError : null]
              .filter(Boolean)
              .join(' ')}
            onChange={(event) => update({ stake: normaliseStake(event.target.value, decimals), stakeChosen: true })}
          />
          {currency ? <span className="sports-stake__currency">{currency}</span> : null}
        </div>
        <p className="form-field__hint" id={stakeHint}>
          {limits ? (
            <>
              {t('slip.limits')} <Money amount={limits.minStake} currency={currency} /> –{' '}
              <Money amount={limits.maxStake} currency={currency} />
            </>
          ) : null}
          {player.cash !== undefined ? (
            <span className="sports-stake__balance">
              {t('slip.balance')} <Money amount={player.cash} currency={currency} />
            </span>
          ) : null}
          {isPositive(bonus) ? (
            <span className="sports-stake__balance">
              {t('slip.operatorBonus')} <Money amount={bonus} currency={currency} />
            </span>
          ) : null}
        </p>
        {chips.length > 0 && currency ? (
          <div className="sports-quick" role="group" aria-label={t('slip.quickStakes')}>
            {chips.map((amount) => (
              <button
                key={amount}
                type="button"
                className="sports-quick__chip"
                aria-pressed={slip.stake !== '' && compareDecimal(slip.stake, amount) === 0}
                onClick={() => update({ stake: amount, stakeChosen: true })}
              >
                <Money amount={amount} currency={currency} />
              </button>
            ))}
          </div>
        ) : null}
        {slip.stake !== '' && problem && problem !== 'empty' ? (
          <p className="form-field__error" id={stakeError}>
            {t(`slip.stakeProblem.${problem}`)}
          </p>
        ) : null}
      </div>
      <SettingSelect
        wide
        label={t('slip.oddsChange')}
        value={oddsChange}
        options={ODDS_CHANGES.map((option) => ({ value: option, label: t(`slip.oddsChanges.${option}`) }))}
        onChange={(oddsChoice) => update({ oddsChoice })}
      />
      {figureItems.length > 0 ? <SummaryList className="sports-figures" items={figureItems} /> : null}
      {figures.cap !== null && currency ? (
        <p className="sports-slip__note">{t('slip.payoutCapped', { amount: money.format(figures.cap, currency) })}</p>
      ) : null}
      <Button block variant="ghost" onClick={() => update({ legs: EMPTY_SLIP.legs, stake: slip.stake })}>
        {t('slip.clear')}
      </Button>
      {/* Kept at the sheet's foot whatever the number of legs: what the slip could win and Place bet. */}
      <div className="sports-slip__foot">
        {refusal ? (
          <p className="sports-error" role="alert">
            {refusal}
          </p>
        ) : null}
        {placed.length > 0 ? (
          <p className="sports-slip__note" role="status">
            {t('slip.partlyPlaced', { count: placed.length })}
          </p>
        ) : null}
        {player.signedIn ? (
          <div className="sports-slip__place">
            {currency ? (
              <p className="sports-slip__win">
                <span className="sports-slip__win-label">{t('slip.potentialWin')}</span>
                <strong data-testid="potential-win">
                  <Money amount={figures.potentialWin} currency={currency} />
                </strong>
              </p>
            ) : null}
            <Button
              block
              busy={placing.busy}
              disabled={problem !== null || closed.length > 0 || unaccepted.length > 0 || (mode === 'accumulator' && block !== null)}
              onClick={() => void placing.place(currency)}
            >
              {mode === 'single' && slip.legs.length > 1 ? t('slip.placeSingles', { count: slip.legs.length }) : t('slip.place')}
            </Button>
          </div>
        ) : (
          <SignInPrompt text={t('slip.signIn')} signInLabel={t('common.signIn')} signUpLabel={t('common.signUp')} onLeave={onDone} />
        )}
      </div>
    </div>
  );

  return (
    <div className="sports-slip">
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {news
          ? t('slip.oddsNews', {
              from: formatOdds(news.from, format),
              to: formatOdds(news.to, format),
              name: names.outcome(news.leg.marketType, news.leg.outcome, news.leg.line, news.leg),
            })
          : ''}
      </p>
      <Tabs
        label={t('slip.type')}
        value={mode}
        onChange={setMode}
        items={[
          { id: 'single', label: t('slip.single'), panel: body },
          { id: 'accumulator', label: t('slip.accumulator'), disabled: block !== null, panel: body },
        ]}
      />
    </div>
  );
}
