import { AreaLayout } from '../area.ts';

export default function Sports() {
  return <AreaLayout titleKey="pages.sports" />;
}
