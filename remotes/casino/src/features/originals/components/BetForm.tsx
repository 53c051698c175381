import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { z } from 'zod';
import { typedToMinor } from '@app/contract/money';
import type { ApiError } from '@app/api';
import { usePlayer } from '@app/state';
import { useMoneyFormatter } from '@app/ui';
import { amountSchema, Form, SubmitButton, useZodForm } from '@app/ui/forms';
import { SegmentedControl, SignInPrompt } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { GateNotice } from '../../../shared/components/GateNotice.tsx';
import { gateOf, type PlayGate } from '../../../shared/model/gates.ts';
import { useAutobet, type AutobetEnd, type AutobetState, type PlacedRound } from '../hooks/useAutobet.ts';
import type { StakeRules } from '../hooks/useStakeRules.ts';
import { useSpaceToBet } from '../hooks/useSpaceToBet.ts';
import { DEFAULT_AUTOBET, parsePlan, type AutobetField, type AutobetProblem, type AutobetTyped } from '../model/autobet.ts';
import { defaultStake, rememberStake } from '../model/stake.ts';
import { AutobetSettings, autobetFieldId } from './AutobetSettings.tsx';
import { StakeField } from './StakeField.tsx';
import '../originals.css';

export interface BetFormProps {
  rules: StakeRules;
  /**
   * Places the bet with the checked stake and answers its round; a rejection is explained above the
   * fields. `auto` tells a bet of an autobet (its result is shown, and the run's end is what is said).
   */
  onBet: (amount: string, placed: { auto: boolean }) => Promise<PlacedRound | undefined | void>;
  /** The game's own controls, under the button (the stake and the button stay under the thumb). */
  children?: ReactNode;
  /** The button's words (Roll, Bet, Drop, Start). */
  action: string;
  /** The stake cannot change (a round is running). */
  locked?: boolean;
  /** Shown instead of the button while a round runs (cash out). */
  replaceAction?: ReactNode;
  /** The page's own words for a refusal, else the error catalogue's. */
  describeError?: (error: ApiError) => string | undefined;
  /** Offers autobet beside the manual bet (games whose round is one call). */
  autobet?: boolean;
}

const FIELDS: readonly AutobetField[] = ['count', 'onWinPercent', 'onLossPercent', 'stopProfit', 'stopLoss'];

/** Why a run ended, in words. */
function useEndText(rules: StakeRules) {
  const { t } = useAreaTranslation();
  const money = useMoneyFormatter();
  return (end: AutobetEnd, refusedStake: string | null): string => {
    const stake = money.format(refusedStake ?? '0', rules.currency);
    switch (end) {
      case 'done':
        return t('autobet.end.done');
      case 'profit':
        return t('autobet.end.profit');
      case 'loss':
        return t('autobet.end.loss');
      case 'stopped':
        return t('autobet.end.stopped');
      case 'aboveMax':
        return t('autobet.end.aboveMax', { stake, max: money.format(rules.max ?? '0', rules.currency) });
      case 'belowMin':
        return t('autobet.end.belowMin', { stake, min: money.format(rules.min ?? '0', rules.currency) });
      case 'refused':
        return t('autobet.end.refused');
    }
  };
}

/** The run's progress line ("Bet 3 of 10 · profit +$0.50"), and its end said once to screen readers. */
function AutobetProgress({ state, rules }: { state: AutobetState; rules: StakeRules }) {
  const { t } = useAreaTranslation();
  const money = useMoneyFormatter();
  const endText = useEndText(rules);
  const progress = t('autobet.progress', {
    placed: state.placed,
    total: state.count,
    profit: money.format(state.profit, rules.currency, { signed: true }),
  });
  const ended = state.end ? endText(state.end, state.refusedStake) : '';
  return (
    <div className="autobet-progress">
      <p className="autobet-progress__line" data-testid="autobet-progress">
        {progress}
      </p>
      {ended ? <p className="autobet-progress__end">{ended}</p> : null}
      <p className="visually-hidden" role="status" aria-live="polite">
        {ended ? `${ended} ${progress}` : ''}
      </p>
    </div>
  );
}

/**
 * A bet: the stake (checked against the currency's limits, starting at the player's last stake in
 * that currency or else the smallest bet), the button, then the game's controls; a visitor is asked
 * to sign in. The space bar bets too while no field has the focus, and Enter in the amount.
 */
export function BetForm({
  rules,
  onBet,
  children,
  action,
  locked = false,
  replaceAction,
  describeError,
  autobet: offersAutobet = false,
}: BetFormProps) {
  const { t } = useAreaTranslation();
  const { signedIn } = usePlayer();
  const formId = useId();
  const schema = useMemo(
    () => z.object({ amount: amountSchema({ currency: rules.currency, decimals: rules.decimals, min: rules.min, max: rules.max }) }),
    [rules.currency, rules.decimals, rules.min, rules.max],
  );
  const startingStake = defaultStake(rules);
  const form = useZodForm(schema, { defaultValues: { amount: startingStake } });
  // The currency's limits arrive after the form: a stake the player has not touched follows them.
  const { getValues, setValue } = form;
  const offered = useRef(startingStake);
  useEffect(() => {
    if (getValues('amount') === offered.current) setValue('amount', startingStake);
    offered.current = startingStake;
  }, [startingStake, getValues, setValue]);
  const [gate, setGate] = useState<PlayGate | null>(null);
  const [mode, setMode] = useState<'manual' | 'auto'>('manual');
  const [typed, setTyped] = useState<AutobetTyped>(DEFAULT_AUTOBET);
  const [problems, setProblems] = useState<Partial<Record<AutobetField, AutobetProblem>>>({});
  const autobetRun = useAutobet();
  const running = autobetRun.running;
  const autoMode = offersAutobet && mode === 'auto';
  const canBet = signedIn && !locked && !replaceAction && !autoMode;
  // The space bar places one manual bet; it never starts an autobet.
  useSpaceToBet(formId, canBet);

  // A refusal with a way out (verify, deposit, a time-out's end) is explained with that step;
  // any other is said above the fields. Answers the round, or null when a gate refused it.
  const bet = async (amount: string, auto = false): Promise<PlacedRound | null> => {
    setGate(null);
    try {
      const round = await onBet(amount, { auto });
      if (!auto) rememberStake(rules.currency, amount);
      return round ?? null;
    } catch (caught) {
      const found = gateOf(caught);
      if (!found) throw caught;
      setGate(found);
      return null;
    }
  };

  // Each bet of the run is a bet of its own; the stake field shows the stake in play and gets the
  // run's first stake back at the end.
  const startAutobet = async (amount: string) => {
    const parsed = parsePlan(typed, rules.decimals);
    if (!parsed.plan) {
      setProblems(parsed.problems);
      const first = FIELDS.find((field) => parsed.problems[field]);
      if (first) document.getElementById(autobetFieldId(formId, first))?.focus();
      return;
    }
    setProblems({});
    const minor = (limit: string | undefined) => (limit === undefined ? null : typedToMinor(limit, rules.decimals));
    rememberStake(rules.currency, amount);
    try {
      await autobetRun.start({
        plan: parsed.plan,
        base: typedToMinor(amount, rules.decimals) ?? 0n,
        decimals: rules.decimals,
        min: minor(rules.min),
        max: minor(rules.max),
        bet: (stake) => {
          setValue('amount', stake);
          return bet(stake, true);
        },
      });
    } finally {
      setValue('amount', amount);
    }
  };

  const submitButton = autoMode ? (
    running ? (
      <button
        type="button"
        className="button button--secondary button--block bet-form__submit"
        disabled={autobetRun.stopping}
        onClick={autobetRun.stop}
      >
        {autobetRun.stopping ? t('autobet.stopping') : t('autobet.stop')}
      </button>
    ) : (
      <SubmitButton className="button--block bet-form__submit">{t('autobet.start')}</SubmitButton>
    )
  ) : (
    <SubmitButton className="button--block bet-form__submit">{action}</SubmitButton>
  );

  return (
    <Form
      id={formId}
      form={form}
      onSubmit={(values) => (autoMode ? startAutobet(values.amount) : bet(values.amount))}
      describeError={describeError}
      className="bet-form"
    >
      {gate ? <GateNotice gate={gate} /> : null}
      <StakeField rules={rules} disabled={locked || running || !signedIn} />
      {!signedIn ? (
        <SignInPrompt text={t('originals.signInToPlay')} signInLabel={t('common.signIn')} signUpLabel={t('common.signUp')} />
      ) : (
        (replaceAction ?? submitButton)
      )}
      {offersAutobet && autoMode && autobetRun.state ? <AutobetProgress state={autobetRun.state} rules={rules} /> : null}
      {offersAutobet && signedIn ? (
        <SegmentedControl<'manual' | 'auto'>
          className="bet-form__mode"
          label={t('autobet.mode')}
          options={[
            { value: 'manual', label: t('autobet.manual'), disabled: running },
            { value: 'auto', label: t('autobet.auto'), disabled: running },
          ]}
          value={mode}
          onChange={setMode}
        />
      ) : null}
      {autoMode ? (
        <AutobetSettings
          idPrefix={formId}
          value={typed}
          onChange={setTyped}
          problems={problems}
          currency={rules.currency}
          disabled={running}
        />
      ) : null}
      {offersAutobet ? (
        <fieldset className="bet-form__game" disabled={running}>
          {children}
        </fieldset>
      ) : (
        children
      )}
    </Form>
  );
}
