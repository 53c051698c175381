import type { ReactNode } from 'react';
import { Clock } from 'lucide-react';
import { Badge } from './Badge.tsx';

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
  /** The bonus's name ("$20.00 bonus"). */
  name: string;
  /** The name's element id, so that the action can be described by it. */
  nameId?: string;
  /** Wagering (an accent badge) or completed (a success badge). */
  state: 'wagering' | 'completed';
  /** The state in words, shown in the badge. */
  stateLabel: string;
  /** When it expires, shown with a clock. */
  expiry?: ReactNode;
  /** A button under the card's content (Forfeit). */
  action?: ReactNode;
  /** What is left of it, its wagering and any other lines. */
  children?: ReactNode;
}

/** One bonus the player holds (a lot): its name and state, what the area shows of it, its expiry and action. */
export function BonusLotCard({ name, nameId, state, stateLabel, expiry, action, children }: BonusLotCardProps) {
  return (
    <li className="stack-card bonus-lot">
      <div className="bonus-lot__head">
        <p className="bonus-lot__name" id={nameId}>
          {name}
        </p>
        <Badge tone={state === 'wagering' ? 'accent' : 'success'}>{stateLabel}</Badge>
      </div>
      {children}
      {expiry ? (
        <p className="bonus-lot__expiry">
          <Clock aria-hidden="true" />
          <span>{expiry}</span>
        </p>
      ) : null}
      {action}
    </li>
  );
}
