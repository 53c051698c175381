import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { z } from 'zod';
import type { ApiError } from '@app/api';
import { usePlayer } from '@app/state';
import { amountSchema, Form, SubmitButton, useZodForm } from '@app/ui/forms';
import { SignInPrompt } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { GateNotice } from '../../../shared/components/GateNotice.tsx';
import { gateOf, type PlayGate } from '../../../shared/model/gates.ts';
import type { StakeRules } from '../hooks/useStakeRules.ts';
import { useSpaceToBet } from '../hooks/useSpaceToBet.ts';
import { defaultStake, rememberStake } from '../model/stake.ts';
import { StakeField } from './StakeField.tsx';
import '../originals.css';

export interface BetFormProps {
  rules: StakeRules;
  /** Places the bet with the checked stake; a rejection is explained above the fields. */
  onBet: (amount: string) => Promise<unknown>;
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
}

/**
 * A bet: the stake (checked against the currency's limits, starting at the player's last stake in
 * that currency or else the smallest bet), the button, then the game's controls; a visitor is asked
 * to sign in. The space bar bets too while no field has the focus, and Enter in the amount.
 */
export function BetForm({ rules, onBet, children, action, locked = false, replaceAction, describeError }: BetFormProps) {
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
  const canBet = signedIn && !locked && !replaceAction;
  useSpaceToBet(formId, canBet);
  // A refusal with a way out (verify, deposit, a time-out's end) is explained with that step;
  // any other is said above the fields.
  const bet = async (amount: string) => {
    setGate(null);
    try {
      await onBet(amount);
      rememberStake(rules.currency, amount);
    } catch (caught) {
      const found = gateOf(caught);
      if (!found) throw caught;
      setGate(found);
    }
  };
  return (
    <Form id={formId} form={form} onSubmit={(values) => bet(values.amount)} describeError={describeError} className="bet-form">
      {gate ? <GateNotice gate={gate} /> : null}
      <StakeField rules={rules} disabled={locked || !signedIn} />
      {!signedIn ? (
        <SignInPrompt text={t('originals.signInToPlay')} signInLabel={t('common.signIn')} signUpLabel={t('common.signUp')} />
      ) : (
        (replaceAction ?? <SubmitButton className="button--block bet-form__submit">{action}</SubmitButton>)
      )}
      {children}
    </Form>
  );
}
