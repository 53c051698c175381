import { AreaLayout } from '../area.ts';

export default function Originals() {
  return <AreaLayout titleKey="pages.originals" />;
}
