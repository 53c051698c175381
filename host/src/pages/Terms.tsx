import { InfoPage } from './InfoPage.tsx';

export default function Terms() {
  return <InfoPage titleKey="pages.terms" />;
}
