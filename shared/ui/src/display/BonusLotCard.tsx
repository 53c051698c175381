import { useId, type ReactNode } from 'react';
import { Clock } from 'lucide-react';
import { Badge } from './Badge.tsx';
import { Button } from '../components/Button.tsx';

export interface BonusLotListProps {
  /** Names the list for screen readers. */
  label: string;
  children: ReactNode;
}

/** The bonuses a player holds, one card above the other. */
export function BonusLotList({ label, children }: BonusLotListProps) {
  return (
    <ul className="stack-list" aria-label={label}>
      {children}
    </ul>
  );
}

export interface BonusLotCardProps {
  /** The bonus's name ("$20.00 bonus"); it also describes the Forfeit button. */
  name: string;
  /** Wagering (an accent badge, the expiry and Forfeit) or completed (a success badge). */
  state: 'wagering' | 'completed';
  /** The state in words, shown in the badge. */
  stateLabel: string;
  /** When it expires, shown with a clock while it is wagering. */
  expiry: ReactNode;
  /** The Forfeit button's text. */
  forfeitLabel: string;
  /** Forfeit was pressed (the area asks first). */
  onForfeit: () => void;
  /** What is left of it, its wagering and any other lines. */
  children?: ReactNode;
}

/**
 * One bonus the player holds (a lot): its name and state, what the area shows of it and, while it
 * is wagering, its expiry and Forfeit.
 */
export function BonusLotCard({ name, state, stateLabel, expiry, forfeitLabel, onForfeit, children }: BonusLotCardProps) {
  const nameId = useId();
  const wagering = state === 'wagering';
  return (
    <li className="stack-card bonus-lot">
      <div className="bonus-lot__head">
        <p className="bonus-lot__name" id={nameId}>
          {name}
        </p>
        <Badge tone={wagering ? 'accent' : 'success'}>{stateLabel}</Badge>
      </div>
      {children}
      {wagering ? (
        <>
          <p className="bonus-lot__expiry">
            <Clock aria-hidden="true" />
            <span>{expiry}</span>
          </p>
          <Button variant="secondary" size="small" aria-describedby={nameId} onClick={onForfeit}>
            {forfeitLabel}
          </Button>
        </>
      ) : null}
    </li>
  );
}
