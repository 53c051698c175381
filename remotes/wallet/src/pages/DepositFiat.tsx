import { AreaLayout } from '../area.ts';

export default function DepositFiat() {
  return <AreaLayout titleKey="pages.depositFiat" />;
}
