import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { themeAtom, usePlayer } from '@app/state';
import { BalanceFigure, ButtonLink } from '@app/ui';
import { EmptyState } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { gameDetailOptions } from '../../../shared/api/gameDetail.ts';
import { useFillViewport } from '../hooks/useFillViewport.ts';
import { launchTarget, withTheme } from '../model/launchUrl.ts';
import '../game-play.css';

/** The player's balance in the play currency (cash, and the bonus beside it), as the shell keeps it live over the socket. */
function LiveBalance() {
  const { t } = useAreaTranslation();
  const { signedIn, currency, cash, bonus } = usePlayer();
  if (!signedIn || !currency) return <span className="play-bar__balance play-bar__balance--demo">{t('play.demoMoney')}</span>;
  // The product's rule for a balance: the cash, and the bonus beside it; the game's own panel shows their sum.
  return (
    <span className="play-bar__balance">
      <BalanceFigure cash={cash ?? '0'} bonus={bonus} currency={currency} label={t('play.balance')} />
    </span>
  );
}

/**
 * A launched game: a bar with the way back, the game's name and the live balance, and the game in
 * a frame as tall as the screen allows. Only the platform's own game pages are framed, told the
 * app's theme so the game matches it.
 */
export function GamePlayView({ url }: { url: string | undefined }) {
  const { t } = useAreaTranslation();
  const { ref: frameRef, height: frameHeight } = useFillViewport<HTMLIFrameElement>();
  const navigate = useNavigate();
  const location = useLocation();
  const target = launchTarget(url);
  const theme = useAtomValue(themeAtom);
  const gameId = (location.state as { gameId?: unknown } | null)?.gameId;
  const game = useQuery({
    ...gameDetailOptions(typeof gameId === 'string' ? gameId : ''),
    enabled: typeof gameId === 'string' && gameId !== '',
  });
  const title = game.data?.name ?? t('play.game');

  const redirect = target.kind === 'original' ? target.to : null;
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  const back = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate(typeof gameId === 'string' ? `/game-detail/${encodeURIComponent(gameId)}` : '/casino');
  };

  if (target.kind === 'invalid')
    return (
      <EmptyState
        icon={<ShieldAlert />}
        title={t('play.invalidTitle')}
        text={t('play.invalidText')}
        action={<ButtonLink to="/casino">{t('list.toLobby')}</ButtonLink>}
      />
    );
  if (target.kind === 'original') return null;
  return (
    <div className="play">
      <div className="play-bar">
        <button type="button" className="icon-button play-bar__back" onClick={back} aria-label={t('play.back')}>
          <ArrowLeft aria-hidden="true" />
        </button>
        <h2 className="play-bar__title">{title}</h2>
        <LiveBalance />
      </div>
      <iframe
        ref={frameRef}
        style={frameHeight ? { height: frameHeight } : undefined}
        className="play__frame"
        src={withTheme(target.src, theme)}
        title={t('play.frameTitle', { game: title })}
        allow="fullscreen"
        allowFullScreen
        sandbox="allow-scripts allow-same-origin allow-forms"
        referrerPolicy="same-origin"
      />
    </div>
  );
}
