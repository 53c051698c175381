import { AreaLayout } from '../area.ts';

export default function KycVerifyIdentity() {
  return <AreaLayout titleKey="pages.kycVerifyIdentity" />;
}
