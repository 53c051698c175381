import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { sitePath } from '@app/contract/site-path';
import { useTranslation } from '@app/i18n';
import { Spinner } from '@app/ui';

/** Lands a visitor coming back from an outside flow on the in-app path it names (a path of this site only, else home). */
export default function RedirectHandler() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useTranslation();
  useEffect(() => {
    navigate(sitePath(params.get('to') ?? '/') ?? '/', { replace: true });
  }, [params, navigate]);
  return <Spinner label={t('pages.redirecting')} />;
}
