import { AreaLayout } from '../area.ts';

export default function ProviderGameList() {
  return <AreaLayout titleKey="pages.providerGameList" />;
}
