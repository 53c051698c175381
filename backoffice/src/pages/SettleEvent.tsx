import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { finalScoreProblem, operatorEndpoints, scoreSchema, type OperatorSportsEvent, type Score } from '@app/contract';
import { Button } from '@app/ui';
import { Form, messageKey, SubmitButton, TextField, useZodForm } from '@app/ui/forms';
import { Modal } from '@app/ui/overlays';
import { call, type CallResponse } from '../api/client.ts';
import { NumberField, wholeText } from './settings/parts.tsx';

const settleRequest = operatorEndpoints['/operator/sports/events/settle'].request;

/** A score as it reads: 2–1. */
export function scoreText(score: Score): string {
  return `${score.home}–${score.away}`;
}

/**
 * The form's rules: each side a whole number of 0 or more, the final score one the event may end
 * with (the contract's finalScoreProblem, the same the platform checks), and a reason.
 */
function settleSchema(event: OperatorSportsEvent) {
  return z
    .object({
      home: wholeText(scoreSchema.shape.home),
      away: wholeText(scoreSchema.shape.away),
      reason: settleRequest.shape.reason,
    })
    .superRefine(
      ({ home, away }, context) => {
        const problem = finalScoreProblem(event.sportId, { home, away }, event.score);
        if (problem) {
          context.addIssue({ code: 'custom', path: ['away'], message: messageKey(`backoffice:sportsEvents.scoreProblem.${problem}`) });
        }
      },
      // Checked as soon as both sides are numbers, whatever the reason says yet.
      { when: ({ value }) => typeof (value as Partial<Score>).home === 'number' && typeof (value as Partial<Score>).away === 'number' },
    );
}
type SettleValues = z.input<ReturnType<typeof settleSchema>>;
type SettleOutput = z.output<ReturnType<typeof settleSchema>>;

/**
 * Settles an event by hand: its final score and why, checked as the platform checks them before
 * they are sent; a refusal is said above the fields and the dialog stays open.
 */
export function SettleEventDialog({
  event,
  label,
  onSettled,
  onClose,
}: {
  event: OperatorSportsEvent;
  /** The event as the page names it (home v away). */
  label: string;
  onSettled: (answer: CallResponse<'/operator/sports/events/settle'>) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('backoffice');
  const schema = useMemo(() => settleSchema(event), [event]);
  const form = useZodForm(schema, {
    defaultValues: { home: String(event.score?.home ?? ''), away: String(event.score?.away ?? ''), reason: '' } satisfies SettleValues,
  });
  const busy = form.formState.isSubmitting;
  const settle = async ({ home, away, reason }: SettleOutput) => {
    onSettled(await call('/operator/sports/events/settle', { eventId: event.id, score: { home, away }, reason }));
  };
  return (
    <Modal
      open
      onClose={busy ? () => {} : onClose}
      dismissible={!busy}
      title={t('sportsEvents.settleTitle', { event: label })}
      description={t('sportsEvents.settleText')}
      initialFocus="first"
    >
      <Form form={form} onSubmit={settle} aria-label={t('sportsEvents.settleTitle', { event: label })}>
        {event.score ? <p className="bo-hint">{t('sportsEvents.scoreNow', { score: scoreText(event.score) })}</p> : null}
        <div className="bo-sports-events__score">
          <NumberField name="home" label={t('sportsEvents.homeScore', { team: event.home })} readOnly={false} />
          <NumberField name="away" label={t('sportsEvents.awayScore', { team: event.away })} readOnly={false} />
        </div>
        <TextField name="reason" label={t('sportsEvents.reason')} hint={t('sportsEvents.reasonHint')} maxLength={300} autoComplete="off" />
        <div className="bo-actions">
          <SubmitButton pendingLabel={t('sportsEvents.settling')}>{t('sportsEvents.settle')}</SubmitButton>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
