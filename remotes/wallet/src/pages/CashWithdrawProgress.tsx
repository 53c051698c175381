import { AreaLayout } from '../area.ts';

export default function CashWithdrawProgress() {
  return <AreaLayout titleKey="pages.cashWithdrawProgress" />;
}
