import { AreaLayout } from '../area.ts';

export default function GameDetail() {
  return <AreaLayout titleKey="pages.gameDetail" />;
}
