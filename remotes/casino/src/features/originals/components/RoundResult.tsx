import { Money } from '@app/ui';
import { useAreaTranslation } from '../../../area.ts';
import '../originals.css';

export interface RoundOutcome {
  won: boolean;
  bet: { payout: string; currency: string };
}

export interface RoundResultProps<R extends RoundOutcome> {
  /** The round once its animation has settled, or null (before a round, or while it runs). */
  result: R | null;
  /** The round in words, said once to screen readers. */
  announce: (result: R) => string;
  /** Says nothing to screen readers (an autobet tells its progress at its end instead). */
  quiet?: boolean;
}

/** A settled round: said to screen readers, and shown as a win with the payout or as no win. */
export function RoundResult<R extends RoundOutcome>({ result, announce, quiet = false }: RoundResultProps<R>) {
  const { t } = useAreaTranslation();
  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">
        {result && !quiet ? announce(result) : ''}
      </p>
      {result ? (
        <p className={`result-line result-line--${result.won ? 'won' : 'lost'}`}>
          {result.won ? (
            <>
              {t('originals.youWon')} <Money amount={result.bet.payout} currency={result.bet.currency} />
            </>
          ) : (
            t('originals.noWin')
          )}
        </p>
      ) : (
        // The line's place is kept before a round, so nothing under it moves when a result shows.
        <p className="result-line result-line--none" aria-hidden="true" />
      )}
    </>
  );
}
