import { AreaLayout } from '../area.ts';

export default function Deposit() {
  return <AreaLayout titleKey="pages.deposit" />;
}
