import type { BankCard, PaymentChannel } from '@app/contract';
import { Button, ButtonLink, Money } from '@app/ui';
import { Card, SummaryList } from '@app/ui/display';
import { useAreaTranslation } from '../../area.ts';
import { feePreview } from '../model/amounts.ts';
import { CardLabel } from './CardBrand.tsx';
import { KycNotice } from './KycNotice.tsx';
import { kycLevels } from '../model/kyc.ts';
import { usePaymentFailureText } from '../hooks/usePaymentFailureText.ts';

export interface PaymentReviewProps {
  channel: PaymentChannel;
  decimals: number;
  card: Pick<BankCard, 'brand' | 'last4'>;
  amount: string;
  action: 'deposit' | 'withdraw';
  receiveLabel: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  error: unknown;
  /** A verification the player still needs before this payment (known up front). */
  kycGate: { requiredLevel: number; currentLevel: number } | null;
  editHref: string;
  onConfirm: () => void;
}

/** The last look before money moves: the card, the amount, the fee and what arrives, then Confirm. */
export function PaymentReview({
  channel,
  decimals,
  card,
  amount,
  action,
  receiveLabel,
  confirmLabel,
  busyLabel,
  busy,
  error,
  kycGate,
  editHref,
  onConfirm,
}: PaymentReviewProps) {
  const { t } = useAreaTranslation();
  const preview = feePreview(amount, channel, decimals);
  const money = (value: string) => <Money amount={value} currency={channel.currency} decimals={decimals} />;
  const refused = kycLevels(error) ?? kycGate;
  const failure = usePaymentFailureText(error);

  return (
    <Card title={t('review.title')} subtitle={channel.name} elevation={2}>
      <SummaryList
        label={t('review.title')}
        items={[
          { label: t('review.card'), value: <CardLabel brand={card.brand} last4={card.last4} /> },
          { label: t('amount.amount'), value: money(preview?.amount ?? amount) },
          { label: t('amount.fee'), value: preview ? money(preview.fee) : '—' },
          { label: receiveLabel, value: preview ? money(preview.receive) : '—', strong: true },
        ]}
      />
      {failure ? (
        <p className="form-error" role="alert">
          {failure}
        </p>
      ) : null}
      {refused ? <KycNotice action={action} {...refused} /> : null}
      <div className="wallet-actions">
        <Button block busy={busy} disabled={refused !== null} onClick={onConfirm}>
          {busy ? busyLabel : confirmLabel}
        </Button>
        <ButtonLink to={editHref} variant="ghost" block>
          {t('review.edit')}
        </ButtonLink>
      </div>
    </Card>
  );
}
