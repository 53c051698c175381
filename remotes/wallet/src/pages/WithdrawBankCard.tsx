import { AreaLayout } from '../area.ts';

export default function WithdrawBankCard() {
  return <AreaLayout titleKey="pages.withdrawBankCard" />;
}
