import { useState, type ReactNode } from 'react';
import { CircleAlert, Inbox } from 'lucide-react';
import { useTranslation } from '@app/i18n';
import { Button } from '../components/Button.tsx';

export interface EmptyStateProps {
  /** By default the kit's "Nothing here yet". */
  title?: string;
  text?: string;
  icon?: ReactNode;
  /** A way forward (Deposit, Browse games). */
  action?: ReactNode;
  headingLevel?: 2 | 3;
}

/** What a list or page shows when it has nothing yet: an icon, a title, a line and a way on. */
export function EmptyState({ title, text, icon, action, headingLevel = 2 }: EmptyStateProps) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="state">
      <span className="state__art" aria-hidden="true">
        {icon ?? <Inbox />}
      </span>
      <Heading className="state__title">{title ?? t('ui.emptyTitle')}</Heading>
      <p className="state__text">{text ?? t('ui.emptyText')}</p>
      {action ? <div className="state__actions">{action}</div> : null}
    </div>
  );
}

export interface ErrorStateProps {
  title?: string;
  text?: string;
  /** Tries again; while the promise it returns is pending the button shows it is busy. */
  onRetry?: () => void | Promise<unknown>;
  headingLevel?: 2 | 3;
}

/** What a part of a page shows when it could not load: the problem in words and Try again. */
export function ErrorState({ title, text, onRetry, headingLevel = 2 }: ErrorStateProps) {
  const { t } = useTranslation();
  const [retrying, setRetrying] = useState(false);
  const Heading = `h${headingLevel}` as const;
  const retry = async () => {
    if (!onRetry) return;
    setRetrying(true);
    try {
      await onRetry();
    } catch {
      // The caller shows the next failure; the button becomes available again.
    } finally {
      setRetrying(false);
    }
  };
  return (
    <div className="state state--error" role="alert">
      <span className="state__art" aria-hidden="true">
        <CircleAlert />
      </span>
      <Heading className="state__title">{title ?? t('ui.errorTitle')}</Heading>
      <p className="state__text">{text ?? t('ui.errorText')}</p>
      {onRetry ? (
        <div className="state__actions">
          <Button variant="secondary" onClick={retry} busy={retrying}>
            {t('ui.retry')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
