import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@app/i18n';
import { Spinner } from '@app/ui';

/** Lands a visitor coming back from an outside flow on the in-app path it names (same origin only). */
export default function RedirectHandler() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useTranslation();
  useEffect(() => {
    const to = params.get('to') ?? '/';
    navigate(to.startsWith('/') && !to.startsWith('//') ? to : '/', { replace: true });
  }, [params, navigate]);
  return <Spinner label={t('pages.redirecting')} />;
}
