import { DepositFiat as DepositFiatForm } from '../features/deposit/components/DepositFiatForm.tsx';
import { WalletPage } from '../shared/components/WalletPage.tsx';
import { useWalletCurrency } from '../shared/hooks/useCurrency.ts';
import { useQueryParams } from '../shared/hooks/useQueryParams.ts';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '@app/api';
import { channelPageOptions } from '../shared/api/channelPage.ts';

/** /deposit/fiat?currency=…&channelId=…: a deposit through the provider's hosted page. */
export default function DepositFiat() {
  const query = useQueryParams();
  const { currency, decimals } = useWalletCurrency(query.get('currency'));
  // The page names the channel the player chose (Deposit with Demo Pay), as the form does; a
  // generic title only while the channel loads.
  const channelId = query.get('channelId');
  // Above the page's query provider: the page's one client, given by hand.
  const channels = useQuery(channelPageOptions(currency, 'deposit'), queryClient);
  const ofKind = channels.data?.filter((entry) => entry.kind === 'fiat') ?? [];
  const channel = channelId ? ofKind.find((entry) => entry.channelId === channelId) : ofKind[0];
  return (
    <WalletPage titleKey={channel ? 'depositWith' : 'deposit'} titleValues={channel ? { channel: channel.name } : undefined}>
      <DepositFiatForm currency={currency} decimals={decimals} channelId={channelId} initialAmount={query.get('amount') ?? undefined} />
    </WalletPage>
  );
}
