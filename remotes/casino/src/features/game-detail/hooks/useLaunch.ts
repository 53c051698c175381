import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePlayer } from '@app/state';
import { createDemoSession, createSession } from '../api/sessions.ts';
import { gateOf, type PlayGate } from '../../../shared/model/gates.ts';

export interface Launch {
  /** Opens the game with real money (demo false) or play money. */
  launch: (demo: boolean) => Promise<void>;
  /** Which of the two is opening. */
  pending: 'real' | 'demo' | null;
  gate: PlayGate | null;
  /** A failure that is no gate (the game gone, no connection). */
  error: unknown;
}

/**
 * Opening a game: a visitor's real-money play asks them to sign in first (no call), a visitor's
 * demo opens without an account, a player's session opens in their currency; a refusal becomes the
 * gate that explains it, a launch leads to /game-play/{launchUrl}.
 */
export function useLaunch(gameId: string): Launch {
  const navigate = useNavigate();
  const { signedIn, currency } = usePlayer();
  const [pending, setPending] = useState<'real' | 'demo' | null>(null);
  const [gate, setGate] = useState<PlayGate | null>(null);
  const [error, setError] = useState<unknown>(null);
  const running = useRef(false);

  const launch = useCallback(
    async (demo: boolean) => {
      if (running.current) return;
      setGate(null);
      setError(null);
      if (!signedIn && !demo) {
        setGate({ kind: 'signIn' });
        return;
      }
      running.current = true;
      setPending(demo ? 'demo' : 'real');
      try {
        const session = signedIn ? await createSession(gameId, currency, demo) : await createDemoSession(gameId);
        navigate(`/game-play/${encodeURIComponent(session.launchUrl)}`, { state: { gameId } });
      } catch (caught) {
        const found = gateOf(caught);
        if (found) setGate(found);
        else setError(caught);
      } finally {
        running.current = false;
        setPending(null);
      }
    },
    [gameId, signedIn, currency, navigate],
  );

  return { launch, pending, gate, error };
}
