import { InlineError } from '@app/ui/display';
import { Play, Sparkles } from 'lucide-react';
import { usePlayer } from '@app/state';
import { Button } from '@app/ui';
import { useFailureText } from '@app/api';
import { useAreaTranslation } from '../../../area.ts';
import { useLaunch } from '../hooks/useLaunch.ts';
import { GateNotice } from '../../../shared/components/GateNotice.tsx';
import '../game-detail.css';

/** Play for real (in the player's currency) and, when the game has one, the demo. */
export function PlayActions({ gameId, hasDemo }: { gameId: string; hasDemo: boolean }) {
  const { t } = useAreaTranslation();
  const { signedIn, currency } = usePlayer();
  const { launch, pending, gate, error } = useLaunch(gameId);
  const failure = useFailureText(t)(error);
  return (
    <div className="play-actions">
      <div className="play-actions__buttons">
        <Button block busy={pending === 'real'} disabled={pending !== null} onClick={() => void launch(false)}>
          <Play aria-hidden="true" />
          {signedIn && currency ? t('detail.playIn', { currency }) : t('detail.play')}
        </Button>
        {hasDemo ? (
          <Button block variant="secondary" busy={pending === 'demo'} disabled={pending !== null} onClick={() => void launch(true)}>
            <Sparkles aria-hidden="true" />
            {t('detail.demo')}
          </Button>
        ) : null}
      </div>
      {gate ? <GateNotice gate={gate} /> : null}
      <InlineError>{failure}</InlineError>
    </div>
  );
}
