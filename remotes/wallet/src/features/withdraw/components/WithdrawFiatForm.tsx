import type { PaymentChannel } from '@app/contract';
import { Form, SubmitButton } from '@app/ui/forms';
import { useAreaTranslation } from '../../../area.ts';
import { AmountFields } from '../../../shared/components/AmountFields.tsx';
import { ChannelGate } from '../../../shared/components/ChannelGate.tsx';
import { KycNotice } from '../../../shared/components/KycNotice.tsx';
import { useAmountForm } from '../../../shared/hooks/useAmountForm.ts';
import { useRefusalText } from '../../../shared/hooks/usePaymentFailureText.ts';
import { useKycGate } from '../../../shared/hooks/useKycGate.ts';
import { explainingKyc, kycLevels } from '../../../shared/model/kyc.ts';
import { withQuery } from '../../../shared/model/navigation.ts';
import { BalanceGate } from '../../../shared/components/BalanceGate.tsx';
import { useRequestWithdrawal } from '../hooks/useRequestWithdrawal.ts';

export interface WithdrawFiatProps {
  currency: string;
  decimals: number;
  channelId: string | null;
  initialAmount?: string | undefined;
}

/** A withdrawal to the player's account with the payment provider: how much, the fee and what is paid out. */
export function WithdrawFiat({ currency, decimals, channelId, initialAmount }: WithdrawFiatProps) {
  return (
    <ChannelGate currency={currency} direction="withdraw" kind="fiat" channelId={channelId} backHref={withQuery('/withdraw', { currency })}>
      {(channel) => (
        <BalanceGate currency={channel.currency}>
          {(balance) => (
            <WithdrawFiatForm channel={channel} decimals={decimals} available={balance.withdrawable} initialAmount={initialAmount} />
          )}
        </BalanceGate>
      )}
    </ChannelGate>
  );
}

function WithdrawFiatForm({
  channel,
  decimals,
  available,
  initialAmount,
}: {
  channel: PaymentChannel;
  decimals: number;
  available: string;
  initialAmount?: string | undefined;
}) {
  const { t } = useAreaTranslation();
  const { form, amount } = useAmountForm({ channel, decimals, available, initialAmount });
  const gate = useKycGate('withdraw');
  const withdrawal = useRequestWithdrawal({ channelId: channel.channelId, currency: channel.currency, amount });
  const refused = kycLevels(withdrawal.error) ?? gate;
  const refusalText = useRefusalText();

  return (
    <Form
      form={form}
      aria-label={t('withdraw.formLabel', { channel: channel.name })}
      describeError={refusalText}
      onSubmit={({ amount: value }) =>
        explainingKyc(() => withdrawal.request({ channelId: channel.channelId, currency: channel.currency, amount: value }))
      }
    >
      <p className="wallet-lead">{t('withdraw.fiatIntro', { channel: channel.name })}</p>
      <AmountFields channel={channel} decimals={decimals} available={available} receiveLabel={t('withdraw.paidOut')} />
      {refused ? <KycNotice action="withdraw" {...refused} /> : null}
      <SubmitButton disabled={withdrawal.busy || refused !== null} pendingLabel={t('withdraw.sending')}>
        {t('withdraw.submit')}
      </SubmitButton>
      <p className="wallet-fineprint">{t('withdraw.reviewNote')}</p>
    </Form>
  );
}
