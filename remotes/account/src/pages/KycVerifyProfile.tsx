import { AreaLayout } from '../area.ts';

export default function KycVerifyProfile() {
  return <AreaLayout titleKey="pages.kycVerifyProfile" />;
}
