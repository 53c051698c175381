import { ShieldCheck } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { UserInfo } from '@app/contract';
import { Notice, Section } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { useFormatDate } from '../../../shared/hooks/useFormatDate.ts';
import { countryNamer } from '../model/countries.ts';
import { readablePhone } from '../model/profileForm.ts';

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
      <Notice
        tone="success"
        icon={ShieldCheck}
        title={t('verifyProfile.verifiedTitle')}
        action={
          <Link className="button button--primary button--small" to="/kyc">
            {t('verifyProfile.backToKyc')}
          </Link>
        }
      >
        {t('verifyProfile.verifiedText')}
      </Notice>
      <Section title={t('verifyProfile.detailsTitle')}>
        <dl className="account-details">
          {rows.map((row) => (
            <div key={row.key} className="account-details__row">
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
        <p className="account-fineprint">{t('verifyProfile.supportNote')}</p>
      </Section>
    </>
  );
}
