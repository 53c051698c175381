import { AreaLayout } from '../area.ts';

export default function Withdraw() {
  return <AreaLayout titleKey="pages.withdraw" />;
}
