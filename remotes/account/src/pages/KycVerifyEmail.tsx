import { AreaLayout } from '../area.ts';

export default function KycVerifyEmail() {
  return <AreaLayout titleKey="pages.kycVerifyEmail" />;
}
