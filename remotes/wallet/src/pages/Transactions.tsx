import { AreaLayout } from '../area.ts';

export default function Transactions() {
  return <AreaLayout titleKey="pages.transactions" />;
}
