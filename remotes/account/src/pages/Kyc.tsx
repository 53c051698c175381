import { AreaLayout } from '../area.ts';

export default function Kyc() {
  return <AreaLayout titleKey="pages.kyc" />;
}
