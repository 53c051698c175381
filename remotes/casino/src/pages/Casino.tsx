import { AreaLayout } from '../area.ts';

export default function Casino() {
  return <AreaLayout titleKey="pages.casino" />;
}
