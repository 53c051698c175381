import type { ReactNode } from 'react';
import { LogIn } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { Notice } from './Notice.tsx';
import { ButtonLink } from '../components/ButtonLink.tsx';

export interface SignInPromptProps {
  title?: ReactNode;
  /** Why signing in helps here. */
  text: ReactNode;
  /** The two links' words, in the area's own texts. */
  signInLabel: string;
  signUpLabel: string;
  /** Announced when it appears (a game that did not open). */
  role?: 'status' | 'alert';
  /** Called as the player follows either link (a sheet closes). */
  onLeave?: () => void;
  className?: string;
}

/** The way in for a visitor: sign in (or up) and come back to this page. */
export function SignInPrompt({ title, text, signInLabel, signUpLabel, role, onLeave, className }: SignInPromptProps) {
  const { pathname, search } = useLocation();
  const from = `${pathname}${search}`;
  return (
    <Notice
      icon={LogIn}
      title={title}
      role={role}
      className={className}
      action={
        <>
          <ButtonLink to="/auth/sign-in" state={{ from }} onClick={onLeave} size="small">
            {signInLabel}
          </ButtonLink>
          <ButtonLink to="/auth/sign-up" state={{ from }} onClick={onLeave} variant="secondary" size="small">
            {signUpLabel}
          </ButtonLink>
        </>
      }
    >
      {text}
    </Notice>
  );
}
