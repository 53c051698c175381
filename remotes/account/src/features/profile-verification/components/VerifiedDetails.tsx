import { useMemo, type ReactNode } from 'react';
import type { UserInfo } from '@app/contract';
import { Section } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { useFormatDate } from '../../../shared/hooks/useFormatDate.ts';
import { countryNamer } from '../model/countries.ts';
import { readablePhone } from '../model/profileForm.ts';
import { DetailList } from '../../../shared/components/DetailList.tsx';
import { LinkNotice } from '../../../shared/components/LinkNotice.tsx';

/** The verified details, read only: support corrects them. */
export function VerifiedDetails({ info }: { info: UserInfo }) {
  const { t, i18n } = useAreaTranslation();
  const language = i18n.language || 'en';
  const countryName = useMemo(() => countryNamer(language), [language]);
  const { calendarDay } = useFormatDate();
  const missing = <span className="account-muted">{t('verifyProfile.notProvided')}</span>;
  const rows: { key: string; label: string; value: ReactNode }[] = [
    { key: 'firstName', label: t('verifyProfile.firstName'), value: info.firstName ?? missing },
    { key: 'lastName', label: t('verifyProfile.lastName'), value: info.lastName ?? missing },
    { key: 'birthDate', label: t('verifyProfile.birthDate'), value: info.birthDate ? calendarDay(info.birthDate) : missing },
    { key: 'country', label: t('verifyProfile.country'), value: info.country ? countryName(info.country) : missing },
    { key: 'phone', label: t('verifyProfile.phone'), value: info.phone ? <span dir="ltr">{readablePhone(info.phone)}</span> : missing },
    { key: 'addressLine', label: t('verifyProfile.addressLine'), value: info.addressLine ?? missing },
    { key: 'city', label: t('verifyProfile.city'), value: info.city ?? missing },
    { key: 'postalCode', label: t('verifyProfile.postalCode'), value: info.postalCode ?? missing },
  ];
  return (
    <>
      <LinkNotice tone="success" title={t('verifyProfile.verifiedTitle')} to="/kyc" action={t('verifyProfile.backToKyc')}>
        {' '}
        {t('verifyProfile.verifiedText')}
      </LinkNotice>
      <Section title={t('verifyProfile.detailsTitle')}>
        <DetailList rows={rows} />
        <p className="account-fineprint">{t('verifyProfile.supportNote')}</p>
      </Section>
    </>
  );
}
