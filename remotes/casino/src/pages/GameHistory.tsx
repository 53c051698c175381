import { AreaLayout } from '../area.ts';

export default function GameHistory() {
  return <AreaLayout titleKey="pages.gameHistory" />;
}
