import { useAreaTranslation } from '../../area.ts';
import type { KycStep } from '../model/kyc.ts';
import { LinkNotice } from './LinkNotice.tsx';

/** Where a verification page keeps the words of the step to finish before it (its Title, Text and Action). */
export const EARLIER_STEP_WORDS = ['verifyProfile.needsEmail', 'verifyIdentity.needsProfile'] as const;
export type EarlierStepWords = (typeof EARLIER_STEP_WORDS)[number];

/** A verification page whose earlier step is not done yet: what to finish first, with the way to it. */
export function EarlierStepNotice({ step, words }: { step: KycStep; words: EarlierStepWords }) {
  const { t } = useAreaTranslation();
  return (
    <LinkNotice tone="warning" title={t(`${words}Title`)} to={step.path} action={t(`${words}Action`)}>
      {' '}
      {t(`${words}Text`)}
    </LinkNotice>
  );
}
