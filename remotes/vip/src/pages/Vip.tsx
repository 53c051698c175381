import { AreaLayout } from '../area.ts';

export default function Vip() {
  return <AreaLayout titleKey="pages.vip" />;
}
