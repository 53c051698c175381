import { AreaLayout } from '../area.ts';

export default function WithdrawFiat() {
  return <AreaLayout titleKey="pages.withdrawFiat" />;
}
