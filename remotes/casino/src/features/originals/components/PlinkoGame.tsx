import { useEffect, useState } from 'react';
import { plinkoMultipliers } from '@app/contract/fairness';
import { Money, useMoneyFormatter } from '@app/ui';
import { SegmentedControl, SettingSelect } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { useReducedMotion } from '../../../shared/hooks/useReducedMotion.ts';
import { betPlinko, type PlinkoResult } from '../api/originals.ts';
import { useBetIntent } from '../hooks/useBetIntent.ts';
import { useStakeRules } from '../hooks/useStakeRules.ts';
import { countOptions } from '../model/counts.ts';
import { BetForm } from './BetForm.tsx';
import '../originals.css';

type Risk = 'low' | 'medium' | 'high';
const ROWS = [8, 9, 10, 11, 12, 13, 14, 15, 16];
const RISKS: readonly Risk[] = ['low', 'medium', 'high'];
const STEP_MS = 110;

/** Where the ball is after `step` bounces of its path, in board units (rows tall, centred). */
function ballAt(path: readonly (0 | 1)[], step: number, rows: number): { x: number; y: number } {
  const rights = path.slice(0, step).reduce<number>((sum, bounce) => sum + bounce, 0);
  return { x: rights - step / 2, y: step / rows };
}

/** A slot's multiplier short enough for its box: 33, 4, 1.1, 0.25. */
function slotLabel(hundredths: number): string {
  const value = hundredths / 100;
  return String(Number(value.toFixed(value >= 10 ? 0 : value >= 1 ? 1 : 2)));
}

/** The board: pegs in a widening triangle, the slots below, the ball where its path has reached. */
function Board({
  rows,
  result,
  step,
  multipliers,
}: {
  rows: number;
  result: PlinkoResult | null;
  step: number;
  multipliers: readonly number[] | null;
}) {
  const width = rows + 2;
  const pegs = [];
  for (let row = 0; row < rows; row += 1)
    for (let peg = 0; peg <= row + 2; peg += 1)
      pegs.push(<circle key={`${row}-${peg}`} cx={width / 2 - (row + 2) / 2 + peg} cy={row + 1} r={0.12} />);
  const slots = rows + 1;
  const landed = result && step >= result.path.length ? result.slot : null;
  const ball = result ? ballAt(result.path, Math.min(step, result.path.length), rows) : null;
  return (
    <svg className="plinko-board" viewBox={`0 0 ${width} ${rows + 2.4}`} aria-hidden="true">
      <g className="plinko-board__pegs">{pegs}</g>
      {Array.from({ length: slots }, (_, slot) => (
        <rect
          key={slot}
          className={`plinko-board__slot${slot === landed ? ' plinko-board__slot--hit' : ''}`}
          x={width / 2 - slots / 2 + slot + 0.06}
          y={rows + 1.3}
          width={0.88}
          height={0.9}
          rx={0.15}
          data-edge={Math.abs(slot - rows / 2) / (rows / 2)}
        />
      ))}
      {multipliers
        ? multipliers.map((hundredths, slot) => (
            <text
              key={slot}
              className="plinko-board__label"
              x={width / 2 - slots / 2 + slot + 0.5}
              y={rows + 1.85}
              fontSize={rows > 12 ? 0.26 : 0.32}
              textAnchor="middle"
              dominantBaseline="middle"
            >
              {slotLabel(hundredths)}
            </text>
          ))
        : null}
      {ball ? (
        <circle className="plinko-board__ball" cx={width / 2 + ball.x} cy={landed === null ? ball.y * rows + 0.45 : rows + 1.75} r={0.3} />
      ) : null}
    </svg>
  );
}

/** Plinko: the ball falls through the rows, bouncing left or right, into a slot whose multiplier the risk sets. */
export default function PlinkoGame() {
  const { t } = useAreaTranslation();
  const rules = useStakeRules();
  const money = useMoneyFormatter();
  const reduced = useReducedMotion();
  const [rows, setRows] = useState(12);
  const [risk, setRisk] = useState<Risk>('medium');
  // A result of an autobet is shown but not said: the run says its end.
  const [quiet, setQuiet] = useState(false);
  const [result, setResult] = useState<PlinkoResult | null>(null);
  const [step, setStep] = useState(0);
  const bet = useBetIntent({ rows, risk, currency: rules.currency }, (amount: string, key) =>
    betPlinko({ amount, currency: rules.currency, rows, risk }, key),
  );

  useEffect(() => {
    if (!result || reduced) return;
    const timer = setInterval(() => setStep((value) => (value >= result.path.length ? value : value + 1)), STEP_MS);
    return () => clearInterval(timer);
  }, [result, reduced]);
  const shownStep = result && reduced ? result.path.length : step;
  const boardRows = result ? result.path.length : rows;
  const boardRisk = result ? ((result.bet.fairness?.params.risk as Risk | undefined) ?? risk) : risk;
  const multipliers = rules.houseEdge === undefined ? null : plinkoMultipliers(boardRows, boardRisk, rules.houseEdge);
  const landed = result !== null && shownStep >= result.path.length;

  return (
    <div className="original original--plinko">
      <div className="plinko">
        <Board rows={boardRows} result={result} step={shownStep} multipliers={multipliers} />
        <p className="visually-hidden" role="status" aria-live="polite">
          {result && landed && !quiet
            ? t('plinko.announce', {
                slot: result.slot + 1,
                multiplier: result.multiplier,
                payout: money.format(result.bet.payout, result.bet.currency),
              })
            : ''}
        </p>
        {result && landed ? (
          <p className={`result-line result-line--${Number(result.multiplier) >= 1 ? 'won' : 'lost'}`}>
            {`${result.multiplier}×`} · <Money amount={result.bet.payout} currency={result.bet.currency} />
          </p>
        ) : (
          <p className="result-line result-line--none" aria-hidden="true" />
        )}
      </div>
      <BetForm
        rules={rules}
        autobet
        action={t('plinko.drop')}
        onBet={async (amount, { auto }) => {
          const answer = await bet.run(amount);
          if (answer) {
            setStep(0);
            setQuiet(auto);
            setResult(answer);
          }
          return answer?.bet;
        }}
      >
        <SettingSelect
          id="plinko-rows"
          label={t('plinko.rows')}
          value={String(rows)}
          options={countOptions(ROWS)}
          onChange={(count) => {
            setRows(Number(count));
            setResult(null);
          }}
        />
        <SegmentedControl<Risk>
          label={t('plinko.risk')}
          options={RISKS.map((value) => ({ value, label: t(`plinko.riskLevel.${value}`) }))}
          value={risk}
          onChange={(value) => {
            setRisk(value);
            setResult(null);
          }}
        />
      </BetForm>
    </div>
  );
}
