import { AreaLayout } from '../area.ts';

export default function DepositBankCard() {
  return <AreaLayout titleKey="pages.depositBankCard" />;
}
