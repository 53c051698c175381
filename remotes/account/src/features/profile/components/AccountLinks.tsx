import { Crown, FileText, HeartHandshake, History, Info, Lock, ReceiptText, ShieldCheck } from 'lucide-react';
import { Section } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { LinkList } from '../../../shared/components/LinkList.tsx';

/** Where the player goes from the profile: their history, verification, safer play, VIP and the site's terms. */
export function AccountLinks() {
  const { t } = useAreaTranslation();
  return (
    <>
      <Section title={t('links.accountTitle')}>
        <LinkList
          label={t('links.accountTitle')}
          items={[
            { to: '/transactions', title: t('links.transactions'), icon: <ReceiptText aria-hidden="true" /> },
            { to: '/game/history', title: t('links.gameHistory'), icon: <History aria-hidden="true" /> },
            { to: '/kyc', title: t('links.kyc'), icon: <ShieldCheck aria-hidden="true" /> },
            { to: '/responsible-gambling', title: t('links.responsibleGambling'), icon: <HeartHandshake aria-hidden="true" /> },
            { to: '/vip', title: t('links.vip'), icon: <Crown aria-hidden="true" /> },
          ]}
        />
      </Section>
      <Section title={t('links.aboutTitle')}>
        <LinkList
          label={t('links.aboutTitle')}
          items={[
            { to: '/about-us', title: t('links.aboutUs'), icon: <Info aria-hidden="true" /> },
            { to: '/terms', title: t('links.terms'), icon: <FileText aria-hidden="true" /> },
            { to: '/privacy', title: t('links.privacy'), icon: <Lock aria-hidden="true" /> },
          ]}
        />
      </Section>
    </>
  );
}
