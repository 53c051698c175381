import { AreaLayout } from '../area.ts';

export default function GamePlay() {
  return <AreaLayout titleKey="pages.gamePlay" />;
}
