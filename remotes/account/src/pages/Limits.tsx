import { AreaLayout } from '../area.ts';

export default function Limits() {
  return <AreaLayout titleKey="pages.limits" />;
}
