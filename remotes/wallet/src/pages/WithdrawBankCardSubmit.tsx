import { AreaLayout } from '../area.ts';

export default function WithdrawBankCardSubmit() {
  return <AreaLayout titleKey="pages.withdrawBankCardSubmit" />;
}
