import { cardExpiryInFuture, type BankCard, type PaymentChannel } from '@app/contract';
import { translateMessage } from '@app/ui/forms';
import { Notice } from '@app/ui/display';
import { ButtonLink } from '@app/ui';
import { useAreaTranslation } from '../../area.ts';
import { channelAmountSchema } from '../model/amounts.ts';

export type ReviewIssue = { kind: 'card' } | { kind: 'expired' } | { kind: 'amount'; message: string };

/**
 * What keeps a review (whose choices came in the URL) from going ahead: a card that is gone or
 * expired, or an amount the channel does not take, checked with the same rules as the form.
 */
export function reviewProblem({
  channel,
  decimals,
  amount,
  card,
  available,
}: {
  channel: PaymentChannel;
  decimals: number;
  amount: string;
  card: BankCard | undefined;
  available?: string | undefined;
}): ReviewIssue | null {
  if (!card) return { kind: 'card' };
  if (!cardExpiryInFuture(card.expiryMonth, card.expiryYear)) return { kind: 'expired' };
  const checked = channelAmountSchema({ channel, decimals, available }).safeParse(amount);
  if (!checked.success) return { kind: 'amount', message: checked.error.issues[0]?.message ?? '' };
  return null;
}

/** Why the review cannot go ahead, and the way back to change it. */
export function ReviewProblem({ problem, editHref }: { problem: ReviewIssue; editHref: string }) {
  const { t } = useAreaTranslation();
  const text =
    problem.kind === 'amount'
      ? translateMessage(problem.message, 'custom')
      : problem.kind === 'expired'
        ? t('review.cardExpired')
        : t('review.cardMissing');
  return (
    <Notice
      tone="danger"
      role="alert"
      title={t('review.problemTitle')}
      action={
        <ButtonLink to={editHref} size="small">
          {t('review.change')}
        </ButtonLink>
      }
    >
      {text}
    </Notice>
  );
}
