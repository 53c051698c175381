import { AreaLayout } from '../area.ts';

export default function GameList() {
  return <AreaLayout titleKey="pages.gameList" />;
}
