import { AreaLayout } from '../area.ts';

export default function Profile() {
  return <AreaLayout titleKey="pages.profile" />;
}
