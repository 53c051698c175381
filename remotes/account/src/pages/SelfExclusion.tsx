import { AreaLayout } from '../area.ts';

export default function SelfExclusion() {
  return <AreaLayout titleKey="pages.selfExclusion" />;
}
