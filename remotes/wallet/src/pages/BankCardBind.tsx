import { BankCardForm } from '../features/bank-cards/components/BankCardForm.tsx';
import { afterBindPath } from '../features/bank-cards/model/returnPath.ts';
import { WalletPage } from '../shared/components/WalletPage.tsx';
import { useQueryParams } from '../shared/hooks/useQueryParams.ts';
import { safeNextPath } from '../shared/model/navigation.ts';

/** /wallet/bank-card/bind?next=…: add a card, then back to the page that asked for it, with the card chosen. */
export default function BankCardBind() {
  const query = useQueryParams();
  const next = query.get('next');
  const returnTo = query.get('returnTo');
  return (
    <WalletPage titleKey="bankCardBind">
      <BankCardForm
        afterAdd={(bankCardId) => afterBindPath({ next, returnTo }, bankCardId)}
        cancelHref={safeNextPath(next) ?? safeNextPath(returnTo) ?? '/withdraw'}
      />
    </WalletPage>
  );
}
