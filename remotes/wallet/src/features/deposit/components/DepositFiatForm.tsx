import type { PaymentChannel } from '@app/contract';
import { Form, SubmitButton } from '@app/ui/forms';
import { useAreaTranslation } from '../../../area.ts';
import { AmountFields } from '../../../shared/components/AmountFields.tsx';
import { ChannelGate } from '../../../shared/components/ChannelGate.tsx';
import { KycNotice } from '../../../shared/components/KycNotice.tsx';
import { explainingKyc, kycLevels } from '../../../shared/model/kyc.ts';
import { useAmountForm } from '../../../shared/hooks/useAmountForm.ts';
import { useKycGate } from '../../../shared/hooks/useKycGate.ts';
import { withQuery } from '../../../shared/model/navigation.ts';
import { useStartDeposit } from '../hooks/useStartDeposit.ts';
import { depositReturnPath } from '../model/returnPath.ts';

export interface DepositFiatProps {
  currency: string;
  decimals: number;
  channelId: string | null;
  initialAmount?: string | undefined;
}

/** A deposit through the provider's own page: the amount, the fee and what arrives, then Continue. */
export function DepositFiat({ currency, decimals, channelId, initialAmount }: DepositFiatProps) {
  return (
    <ChannelGate currency={currency} direction="deposit" kind="fiat" channelId={channelId} backHref={withQuery('/deposit', { currency })}>
      {(channel) => <DepositFiatForm channel={channel} decimals={decimals} initialAmount={initialAmount} />}
    </ChannelGate>
  );
}

function DepositFiatForm({
  channel,
  decimals,
  initialAmount,
}: {
  channel: PaymentChannel;
  decimals: number;
  initialAmount?: string | undefined;
}) {
  const { t } = useAreaTranslation();
  const { form, amount } = useAmountForm({ channel, decimals, initialAmount });
  const gate = useKycGate('deposit');
  const deposit = useStartDeposit({ channelId: channel.channelId, currency: channel.currency, amount });
  const refused = kycLevels(deposit.error) ?? gate;

  return (
    <Form
      form={form}
      aria-label={t('deposit.formLabel', { channel: channel.name })}
      onSubmit={({ amount: value }) =>
        explainingKyc(() =>
          deposit.start({
            channelId: channel.channelId,
            currency: channel.currency,
            amount: value,
            returnPath: depositReturnPath(channel.currency),
          }),
        )
      }
    >
      <p className="wallet-lead">{t('deposit.fiatIntro', { channel: channel.name })}</p>
      <AmountFields channel={channel} decimals={decimals} />
      {refused ? <KycNotice action="deposit" {...refused} /> : null}
      <SubmitButton disabled={deposit.busy || refused !== null} pendingLabel={t('deposit.opening')}>
        {deposit.leaving ? t('deposit.opening') : t('deposit.continue')}
      </SubmitButton>
      <p className="wallet-fineprint">{t('deposit.providerNote')}</p>
    </Form>
  );
}
