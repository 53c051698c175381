import { AreaLayout } from '../area.ts';

export default function Home() {
  return <AreaLayout titleKey="pages.home" />;
}
