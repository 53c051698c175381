import { InfoPage } from './InfoPage.tsx';

export default function Privacy() {
  return <InfoPage titleKey="pages.privacy" />;
}
