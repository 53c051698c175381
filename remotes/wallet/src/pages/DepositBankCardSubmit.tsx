import { AreaLayout } from '../area.ts';

export default function DepositBankCardSubmit() {
  return <AreaLayout titleKey="pages.depositBankCardSubmit" />;
}
