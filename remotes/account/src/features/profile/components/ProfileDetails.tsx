import { useMemo, type ReactNode } from 'react';
import { BadgeCheck, Crown } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { UserInfo } from '@app/contract';
import { Badge, ErrorState, LoadingNote, Skeleton, SkeletonText, Section } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { useUserInfo } from '../../../shared/api/userInfo.ts';
import { useFormatDate } from '../../../shared/hooks/useFormatDate.ts';
import { kycLevelOf } from '../../../shared/model/kyc.ts';
import { DetailList } from '../../../shared/components/DetailList.tsx';
import '../profile.css';

/** A country's name in the player's language (its code when the browser does not know it). */
function useCountryName(): (code: string) => string {
  const { i18n } = useAreaTranslation();
  const locale = i18n.language || 'en';
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = null;
    }
    return (code: string) => {
      try {
        return names?.of(code.toUpperCase()) ?? code;
      } catch {
        return code;
      }
    };
  }, [locale]);
}

/** What the player is called on screen: the nickname, else the names, else the email address. */
export function displayName(info: Pick<UserInfo, 'nickname' | 'firstName' | 'lastName' | 'email'>): string {
  const names = [info.firstName, info.lastName].filter(Boolean).join(' ');
  return info.nickname || names || info.email;
}

/** The player's details from the platform: who they are, their verification and VIP levels. */
export function ProfileDetails() {
  const { t } = useAreaTranslation();
  const user = useUserInfo();
  const { calendarDay } = useFormatDate();
  const countryName = useCountryName();

  if (user.isPending) {
    return (
      <div className="stack account-skeleton">
        <LoadingNote />
        <div className="account-profile" aria-hidden="true">
          <Skeleton variant="circle" width="3.5rem" height="3.5rem" />
          <span className="account-profile__text">
            <Skeleton width="60%" />
            <Skeleton width="80%" />
          </span>
        </div>
        <SkeletonText lines={5} />
      </div>
    );
  }
  if (user.isError) {
    return <ErrorState title={t('profile.loadFailedTitle')} text={t('profile.loadFailed')} onRetry={() => user.refetch()} />;
  }

  const info = user.data;
  const level = kycLevelOf(info);
  const missing = <span className="account-muted">{t('profile.notProvided')}</span>;
  const value = (text: string | null, shown?: ReactNode) => (text ? (shown ?? text) : missing);
  const rows: { key: string; label: string; value: ReactNode }[] = [
    { key: 'nickname', label: t('profile.nickname'), value: value(info.nickname) },
    { key: 'firstName', label: t('profile.firstName'), value: value(info.firstName) },
    { key: 'lastName', label: t('profile.lastName'), value: value(info.lastName) },
    { key: 'birthDate', label: t('profile.birthDate'), value: value(info.birthDate, info.birthDate ? calendarDay(info.birthDate) : null) },
    { key: 'phone', label: t('profile.phone'), value: value(info.phone, <span dir="ltr">{info.phone}</span>) },
    { key: 'country', label: t('profile.country'), value: value(info.country, info.country ? countryName(info.country) : null) },
    {
      key: 'kyc',
      label: t('profile.kycLevel'),
      value: <Link to="/kyc">{t('profile.kycLevelValue', { level, name: t(`kyc.levels.${level}`) })}</Link>,
    },
    { key: 'vip', label: t('profile.vipLevel'), value: <Link to="/vip">{t('profile.vipLevelValue', { level: info.vipLevel })}</Link> },
  ];

  return (
    <>
      <div className="account-profile">
        <span className="account-profile__avatar" aria-hidden="true">
          {displayName(info).slice(0, 1).toUpperCase()}
        </span>
        <span className="account-profile__text">
          <span className="account-profile__name">{displayName(info)}</span>
          {/* The email shows once: here, unless it is already the name above. */}
          {displayName(info) !== info.email ? <span className="account-profile__email">{info.email}</span> : null}
          <span className="account-profile__badges">
            <Badge tone={level >= 3 ? 'success' : level > 0 ? 'info' : 'warning'} icon={<BadgeCheck aria-hidden="true" />}>
              {t(`kyc.levels.${level}`)}
            </Badge>
            <Badge tone="accent" icon={<Crown aria-hidden="true" />}>
              {t('profile.vipBadge', { level: info.vipLevel })}
            </Badge>
          </span>
        </span>
      </div>
      <Section title={t('profile.detailsTitle')}>
        <DetailList rows={rows} />
        <p className="account-fineprint">{t('profile.detailsNote')}</p>
      </Section>
    </>
  );
}
