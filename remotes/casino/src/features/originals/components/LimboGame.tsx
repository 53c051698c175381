import { useState } from 'react';
import { useMoneyFormatter } from '@app/ui';
import { useAreaTranslation } from '../../../area.ts';
import { betLimbo, type LimboResult } from '../api/originals.ts';
import { useBetIntent } from '../hooks/useBetIntent.ts';
import { useCountUp } from '../hooks/useCountUp.ts';
import { useStakeRules } from '../hooks/useStakeRules.ts';
import { limboChance, limboTargetText, parseLimboTarget } from '../model/limbo.ts';
import { BetForm } from './BetForm.tsx';
import { RoundResult } from './RoundResult.tsx';
import '../originals.css';

/** Limbo: the player names a multiplier; the drawn result wins when it reaches it. */
export default function LimboGame() {
  const { t } = useAreaTranslation();
  const rules = useStakeRules();
  const money = useMoneyFormatter();
  const [typed, setTyped] = useState('2.00');
  // A result of an autobet is shown but not said: the run says its end.
  const [quiet, setQuiet] = useState(false);
  const [result, setResult] = useState<LimboResult | null>(null);
  const target = parseLimboTarget(typed);
  const bet = useBetIntent({ target, currency: rules.currency }, (amount: string, key) =>
    betLimbo({ amount, currency: rules.currency, target: limboTargetText(target ?? 200) }, key),
  );
  const drawn = result ? Math.round(Number(result.result) * 100) : null;
  const shown = useCountUp(drawn, 700);

  return (
    <div className="original original--limbo">
      <div className={`limbo-board${result && shown.settled ? (result.won ? ' limbo-board--won' : ' limbo-board--lost') : ''}`}>
        <p className="limbo-board__result" aria-hidden="true">
          {shown.value === null ? '–' : `${(Math.max(100, shown.value) / 100).toFixed(2)}×`}
        </p>
        <RoundResult
          quiet={quiet}
          result={shown.settled ? result : null}
          announce={(round) =>
            t(`limbo.announce.${round.won ? 'won' : 'lost'}`, {
              result: round.result,
              payout: money.format(round.bet.payout, round.bet.currency),
            })
          }
        />
      </div>
      <BetForm
        rules={rules}
        autobet
        action={t('limbo.bet')}
        onBet={async (amount, { auto }) => {
          if (target === null) throw new Error(t('limbo.targetInvalid'));
          const answer = await bet.run(amount);
          if (answer) {
            setQuiet(auto);
            setResult(answer);
          }
          return answer?.bet;
        }}
      >
        <div className="form-field">
          <label htmlFor="limbo-target" className="form-field__label">
            {t('limbo.target')}
          </label>
          <div className="form-field__group">
            <input
              id="limbo-target"
              className="form-field__control"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={typed}
              aria-invalid={target === null || undefined}
              aria-describedby="limbo-target-hint"
              onChange={(event) => setTyped(event.target.value)}
            />
            <span className="form-field__suffix">×</span>
          </div>
          <p id="limbo-target-hint" className={target === null ? 'form-field__error' : 'form-field__hint'}>
            {target === null ? t('limbo.targetInvalid') : t('limbo.targetHint')}
          </p>
        </div>
        <dl className="odds">
          <div className="odds__item">
            <dt>{t('originals.winChance')}</dt>
            <dd>
              {target !== null && rules.houseEdge !== undefined
                ? t('originals.percent', { value: limboChance(target, rules.houseEdge) })
                : '–'}
            </dd>
          </div>
          <div className="odds__item">
            <dt>{t('originals.multiplier')}</dt>
            <dd>{target !== null ? `${limboTargetText(target)}×` : '–'}</dd>
          </div>
        </dl>
      </BetForm>
    </div>
  );
}
