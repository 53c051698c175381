import { useState } from 'react';
import { numberFormat } from '@app/i18n/formats';
import { useMoneyFormatter } from '@app/ui';
import { SegmentedControl } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { betDice, type DiceResult } from '../api/originals.ts';
import { useBetIntent } from '../hooks/useBetIntent.ts';
import { useCountUp } from '../hooks/useCountUp.ts';
import { useStakeRules } from '../hooks/useStakeRules.ts';
import {
  clampTarget,
  DICE_DEFAULT_TARGET,
  DICE_MAX_TARGET,
  DICE_MIN_TARGET,
  diceOdds,
  targetText,
  type DiceCondition,
} from '../model/dice.ts';
import { BetForm } from './BetForm.tsx';
import { RoundResult } from './RoundResult.tsx';
import '../originals.css';

/**
 * Dice: the player picks a target and whether the roll (0.00 to 100.00) lands under or over it;
 * the win chance and the multiplier follow live. The roll runs up to its value and is announced.
 */
export default function DiceGame() {
  const { t, i18n } = useAreaTranslation();
  const rules = useStakeRules();
  const money = useMoneyFormatter();
  const [condition, setCondition] = useState<DiceCondition>('under');
  const [target, setTarget] = useState(DICE_DEFAULT_TARGET);
  // A result of an autobet is shown but not said: the run says its end.
  const [quiet, setQuiet] = useState(false);
  const [result, setResult] = useState<DiceResult | null>(null);
  const odds = diceOdds(condition, target, rules.houseEdge);
  const bet = useBetIntent({ condition, target, currency: rules.currency }, (amount: string, key) =>
    betDice({ amount, currency: rules.currency, condition, target: targetText(target) }, key),
  );
  const rolled = result ? Math.round(Number(result.roll) * 100) : null;
  const shown = useCountUp(rolled);
  const number = (value: number) =>
    numberFormat(i18n.language || 'en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  const valueText = t(`dice.value.${condition}`, { target: number(target / 100), chance: number(Number(odds.chance)) });

  return (
    <div className="original original--dice">
      <div className={`dice-board${result ? (result.won ? ' dice-board--won' : ' dice-board--lost') : ''}`}>
        <p className="dice-board__roll" aria-hidden="true">
          {shown.value === null ? '–' : number(shown.value / 100)}
        </p>
        <div className="dice-track" aria-hidden="true">
          <span
            className={`dice-track__win dice-track__win--${condition}`}
            style={condition === 'under' ? { width: `${target / 100}%` } : { left: `${target / 100}%`, right: 0 }}
          />
          {shown.value !== null ? <span className="dice-track__marker" style={{ left: `${shown.value / 100}%` }} /> : null}
        </div>
        <RoundResult
          quiet={quiet}
          result={shown.settled ? result : null}
          announce={(round) =>
            t(`dice.announce.${round.won ? 'won' : 'lost'}`, {
              roll: number(Number(round.roll)),
              payout: money.format(round.bet.payout, round.bet.currency),
            })
          }
        />
      </div>
      <BetForm
        rules={rules}
        autobet
        action={t('dice.roll')}
        onBet={async (amount, { auto }) => {
          const answer = await bet.run(amount);
          if (answer) {
            setQuiet(auto);
            setResult(answer);
          }
          return answer?.bet;
        }}
      >
        <SegmentedControl<DiceCondition>
          label={t('dice.condition')}
          options={[
            { value: 'under', label: t('dice.under') },
            { value: 'over', label: t('dice.over') },
          ]}
          value={condition}
          onChange={setCondition}
        />
        <div className="form-field dice-target">
          <label htmlFor="dice-target" className="form-field__label">
            {t(`dice.target.${condition}`, { target: number(target / 100) })}
          </label>
          <input
            id="dice-target"
            className="dice-target__slider"
            type="range"
            min={DICE_MIN_TARGET}
            max={DICE_MAX_TARGET}
            step={1}
            value={target}
            aria-valuetext={valueText}
            onChange={(event) => setTarget(clampTarget(Number(event.target.value)))}
          />
        </div>
        <dl className="odds">
          <div className="odds__item">
            <dt>{t('originals.winChance')}</dt>
            <dd data-testid="dice-chance">{t('originals.percent', { value: number(Number(odds.chance)) })}</dd>
          </div>
          <div className="odds__item">
            <dt>{t('originals.multiplier')}</dt>
            <dd data-testid="dice-multiplier">{odds.multiplier ? `${odds.multiplier}×` : '–'}</dd>
          </div>
        </dl>
      </BetForm>
    </div>
  );
}
