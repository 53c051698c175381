import { useMemo, useState, type ReactNode } from 'react';
import { z } from 'zod';
import type { ApiError } from '@app/api';
import { usePlayer } from '@app/state';
import { amountSchema, Form, SubmitButton, useZodForm } from '@app/ui/forms';
import { SignInPrompt } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { GateNotice } from '../../../shared/components/GateNotice.tsx';
import { gateOf, type PlayGate } from '../../../shared/model/gates.ts';
import type { StakeRules } from '../hooks/useStakeRules.ts';
import { StakeField } from './StakeField.tsx';
import '../originals.css';

export interface BetFormProps {
  rules: StakeRules;
  /** Places the bet with the checked stake; a rejection is explained above the fields. */
  onBet: (amount: string) => Promise<unknown>;
  /** The game's own controls, between the stake and the button. */
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

/** A bet: the stake (checked against the currency's limits), the game's controls, and the button; a visitor is asked to sign in. */
export function BetForm({ rules, onBet, children, action, locked = false, replaceAction, describeError }: BetFormProps) {
  const { t } = useAreaTranslation();
  const { signedIn } = usePlayer();
  const schema = useMemo(
    () => z.object({ amount: amountSchema({ currency: rules.currency, decimals: rules.decimals, min: rules.min, max: rules.max }) }),
    [rules.currency, rules.decimals, rules.min, rules.max],
  );
  const form = useZodForm(schema, { defaultValues: { amount: rules.min ?? '1' } });
  const [gate, setGate] = useState<PlayGate | null>(null);
  // A refusal with a way out (verify, deposit, a time-out's end) is explained with that step;
  // any other is said above the fields.
  const bet = async (amount: string) => {
    setGate(null);
    try {
      await onBet(amount);
    } catch (caught) {
      const found = gateOf(caught);
      if (!found) throw caught;
      setGate(found);
    }
  };
  return (
    <Form form={form} onSubmit={(values) => bet(values.amount)} describeError={describeError} className="bet-form">
      {gate ? <GateNotice gate={gate} /> : null}
      <StakeField rules={rules} disabled={locked || !signedIn} />
      {children}
      {!signedIn ? (
        <SignInPrompt text={t('originals.signInToPlay')} signInLabel={t('common.signIn')} signUpLabel={t('common.signUp')} />
      ) : (
        (replaceAction ?? <SubmitButton className="button--block bet-form__submit">{action}</SubmitButton>)
      )}
    </Form>
  );
}
