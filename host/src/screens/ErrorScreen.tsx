import type { FallbackProps } from 'react-error-boundary';
import { i18n } from '@app/i18n';
import { Button } from '@app/ui';
import { pageLocation } from './pageLocation.ts';

function text(key: string, english: string): string {
  return i18n.isInitialized && i18n.exists(key) ? i18n.t(key) : english;
}

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return text('error.unknown', 'Unknown error');
}

interface ErrorScreenProps extends Pick<FallbackProps, 'error'>, Partial<Omit<FallbackProps, 'error'>> {
  /** Drawn inside the main layout (an area's page that threw), not in place of the whole app. */
  inLayout?: boolean;
}

/**
 * The top-level error screen (spec section 2): the message, Back to Home and Reload. It renders
 * outside the router, so it moves with the page location. An area's page that throws shows it
 * inside the layout, where the header and tab bar stay.
 */
export function ErrorScreen({ error, inLayout = false }: ErrorScreenProps) {
  const Frame = inLayout ? 'section' : 'main';
  const className = inLayout ? 'full-screen full-screen--in-layout' : 'app-main app-main--no-tabbar full-screen';
  return (
    <Frame className={className} {...(inLayout ? { 'data-area-error': '' } : {})}>
      {/* Drawn with a character, not an icon: this screen is in the first load. */}
      <span className="full-screen__art" aria-hidden="true">
        !
      </span>
      <div className="full-screen__group" role="alert">
        <h1 className="page__title">{text('error.title', 'An error occurred')}</h1>
        <p className="full-screen__text">{messageOf(error)}</p>
      </div>
      <div className="full-screen__actions">
        <Button onClick={() => pageLocation.assign('/')}>{text('error.backHome', 'Back to Home')}</Button>
        <Button variant="secondary" onClick={() => pageLocation.reload()}>
          {text('error.reload', 'Reload')}
        </Button>
      </div>
    </Frame>
  );
}
