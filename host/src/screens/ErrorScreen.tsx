import type { FallbackProps } from 'react-error-boundary';
import { i18n } from '@app/i18n';
import { Button } from '@app/ui';

function text(key: string, english: string): string {
  return i18n.isInitialized && i18n.exists(key) ? i18n.t(key) : english;
}

/** The top-level error screen (spec section 2): the message, Back to Home and Reload. */
export function ErrorScreen({ error }: FallbackProps) {
  const message = error instanceof Error && error.message ? error.message : text('error.unknown', 'Unknown error');
  return (
    <main className="app-main app-main--no-tabbar full-screen" role="alert">
      <h1 className="page__title">{text('error.title', 'An error occurred')}</h1>
      <p className="full-screen__text">{message}</p>
      <div className="full-screen__actions">
        <Button onClick={() => window.location.assign('/')}>{text('error.backHome', 'Back to Home')}</Button>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {text('error.reload', 'Reload')}
        </Button>
      </div>
    </main>
  );
}
