import { AreaLayout } from '../area.ts';

export default function BankCardBind() {
  return <AreaLayout titleKey="pages.bankCardBind" />;
}
