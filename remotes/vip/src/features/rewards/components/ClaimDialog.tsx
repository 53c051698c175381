import { Clock } from 'lucide-react';
import { Money, useMoneyFormatter } from '@app/ui';
import { ConfirmActions, Modal } from '@app/ui/overlays';
import { InlineError, SummaryList } from '@app/ui/display';
import { ApiError } from '@app/api';
import { useAreaTranslation } from '../../../area.ts';
import { isPositive } from '@app/contract/money';
import type { ClaimQuote } from '../api/claim.ts';
import type { RewardName } from '../hooks/useRewardName.ts';
import { useSecondsLeft } from '../hooks/useSecondsLeft.ts';
import '../rewards.css';

export interface ClaimDialogProps {
  quote: ClaimQuote | null;
  name: RewardName | null;
  confirming: boolean;
  /** A new quote is on its way (the old one ran out). */
  requoting: boolean;
  error: unknown;
  failure: (error: unknown) => string | null;
  onConfirm: () => void;
  onRequote: () => void;
  onCancel: () => void;
}

/**
 * The quote before anything is paid: the amount, what goes to cash and what to the bonus (with
 * the wagering it adds), and how long the amount is held. Confirm pays it once; once the quote has
 * run out the player asks for a new one.
 */
export function ClaimDialog({ quote, name, confirming, requoting, error, failure, onConfirm, onRequote, onCancel }: ClaimDialogProps) {
  const { t } = useAreaTranslation();
  const money = useMoneyFormatter();
  const secondsLeft = useSecondsLeft(quote?.expiresAt ?? null);
  const refusedAsExpired = error instanceof ApiError && (error.reason ?? error.code) === 'VIP_CLAIM_EXPIRED';
  const expired = quote !== null && (secondsLeft <= 0 || refusedAsExpired);
  const problem = expired ? null : failure(error);

  return (
    <Modal
      open={quote !== null}
      onClose={onCancel}
      dismissible={!confirming}
      title={t('claim.title')}
      description={t('claim.description')}
      actions={
        <ConfirmActions
          confirmLabel={expired ? t('claim.requote') : t('claim.confirm')}
          cancelLabel={t('claim.cancel')}
          onConfirm={expired ? onRequote : onConfirm}
          onCancel={onCancel}
          busy={expired ? requoting : confirming}
        />
      }
    >
      {quote ? (
        <div className="vip-quote">
          {name ? (
            <p className="vip-quote__reward">
              <strong>{name.title}</strong> <span>{name.detail}</span>
            </p>
          ) : null}
          <SummaryList
            items={[
              { label: t('claim.toCash'), value: <Money amount={quote.toCash} currency={quote.currency} /> },
              { label: t('claim.toBonus'), value: <Money amount={quote.toBonus} currency={quote.currency} /> },
              { label: t('claim.total'), value: <Money amount={quote.amount} currency={quote.currency} />, strong: true },
            ]}
          />
          {isPositive(quote.toBonus) && isPositive(quote.wageringRequired) ? (
            // What the bonus asks of the player is a condition, not an amount received: apart from the sum.
            <p className="vip-quote__condition">{t('claim.condition', { amount: money.format(quote.wageringRequired, quote.currency) })}</p>
          ) : null}
          {expired ? (
            <p className="vip-quote__clock vip-quote__clock--expired" role="alert">
              <Clock aria-hidden="true" />
              {t('claim.expired')}
            </p>
          ) : (
            <p className="vip-quote__clock">
              <Clock aria-hidden="true" />
              {t('claim.heldFor', { time: clock(secondsLeft) })}
            </p>
          )}
          <InlineError>{problem}</InlineError>
        </div>
      ) : null}
    </Modal>
  );
}

/** Seconds as a clock: 0:45, 1:00. */
function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
