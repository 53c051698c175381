import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OperatorActor, WalletAdjustment } from '@app/contract';
import { Button } from '@app/ui';
import { Badge, Card, InlineError, Notice } from '@app/ui/display';
import { Modal } from '@app/ui/overlays';
import { call } from '../api/client.ts';
import { adjustmentsKey } from '../api/keys.ts';
import { dateTime, money } from '../format.ts';
import { failureText } from '../i18n.ts';
import { QueryView } from '../layout/parts.tsx';
import { ReasonDialog } from '../layout/ReasonDialog.tsx';
import { useMember } from '../session/SessionProvider.tsx';

const AMOUNT = /^-?\d{1,18}(\.\d{1,8})?$/;
const CURRENCY = /^[A-Z][A-Z0-9]{1,9}$/;

type Outcome = { tone: 'success' | 'info'; text: string };

/** Why an adjustment is asked: as long as the platform accepts (the contract's bounds). */
const NOTE_MIN = 3;
const NOTE_MAX = 500;

/**
 * Crediting or debiting a player's balance by hand (wallet.adjust). Above the owner's threshold the
 * adjustment moves no money and waits for a second member (four eyes); the answer says which.
 */
export function AdjustBalance({ userId, email, currency }: { userId: string; email: string; currency?: string }) {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ currency: '', amount: '', kind: 'cash' as 'cash' | 'operatorBonus', note: '' });
  const [touched, setTouched] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const chosenCurrency = (values.currency || currency || '').trim().toUpperCase();
  const amount = values.amount.trim().replace('−', '-');
  const amountWrong = !AMOUNT.test(amount) || !/[1-9]/.test(amount);
  const currencyWrong = !CURRENCY.test(chosenCurrency);
  const note = values.note.trim();
  const noteWrong = note.length < NOTE_MIN || note.length > NOTE_MAX;
  const adjust = useMutation({
    mutationFn: () => call('/operator/wallet/adjust', { user: userId, currency: chosenCurrency, amount, kind: values.kind, note }),
    onSuccess: async (answer) => {
      setOutcome(
        answer.pending
          ? { tone: 'info', text: t('adjust.pending', { amount: answer.amount, currency: answer.currency }) }
          : { tone: 'success', text: t('adjust.applied', { amount, currency: answer.currency }) },
      );
      setOpen(false);
      setTouched(false);
      setValues({ currency: '', amount: '', kind: 'cash', note: '' });
      await queryClient.invalidateQueries({ queryKey: adjustmentsKey });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (amountWrong || currencyWrong || noteWrong) return;
    adjust.mutate();
  };
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        {t('players.adjust')}
      </Button>
      <div aria-live="polite" className="bo-outcome">
        {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      </div>
      <Modal open={open} onClose={() => !adjust.isPending && setOpen(false)} title={t('adjust.title', { email })} initialFocus="first">
        <form className="bo-stack" onSubmit={submit} noValidate>
          <div className="bo-field">
            <label htmlFor={`${id}-currency`}>{t('adjust.currency')}</label>
            <input
              id={`${id}-currency`}
              value={values.currency || currency || ''}
              onChange={(event) => setValues({ ...values, currency: event.target.value })}
              autoCapitalize="characters"
              aria-invalid={touched && currencyWrong ? true : undefined}
              aria-describedby={touched && currencyWrong ? `${id}-currency-error` : undefined}
            />
            {touched && currencyWrong ? (
              <span id={`${id}-currency-error`} className="inline-error">
                {t('adjust.invalidCurrency')}
              </span>
            ) : null}
          </div>
          <div className="bo-field">
            <label htmlFor={`${id}-amount`}>{t('adjust.amount')}</label>
            <input
              id={`${id}-amount`}
              inputMode="decimal"
              value={values.amount}
              onChange={(event) => setValues({ ...values, amount: event.target.value })}
              aria-invalid={touched && amountWrong ? true : undefined}
              aria-describedby={`${id}-amount-hint${touched && amountWrong ? ` ${id}-amount-error` : ''}`}
            />
            <span id={`${id}-amount-hint`} className="bo-hint">
              {t('adjust.amountHint')}
            </span>
            {touched && amountWrong ? (
              <span id={`${id}-amount-error`} className="inline-error">
                {t('adjust.invalidAmount')}
              </span>
            ) : null}
          </div>
          <fieldset className="bo-field bo-fieldset">
            <legend>{t('adjust.kind')}</legend>
            {(['cash', 'operatorBonus'] as const).map((kind) => (
              <label key={kind} className="bo-radio">
                <input type="radio" name={`${id}-kind`} checked={values.kind === kind} onChange={() => setValues({ ...values, kind })} />
                {t(`adjust.${kind}`)}
              </label>
            ))}
          </fieldset>
          <div className="bo-field">
            <label htmlFor={`${id}-note`}>{t('adjust.note')}</label>
            <textarea
              id={`${id}-note`}
              rows={3}
              maxLength={NOTE_MAX}
              value={values.note}
              onChange={(event) => setValues({ ...values, note: event.target.value })}
              aria-invalid={touched && noteWrong ? true : undefined}
              aria-describedby={`${id}-note-hint${touched && noteWrong ? ` ${id}-note-error` : ''}`}
            />
            <span id={`${id}-note-hint`} className="bo-hint">
              {t('adjust.noteHint')}
            </span>
            {touched && noteWrong ? (
              <span id={`${id}-note-error`} className="inline-error">
                {t('adjust.invalidNote', { min: NOTE_MIN })}
              </span>
            ) : null}
          </div>
          {adjust.isError ? <InlineError>{failureText(adjust.error)}</InlineError> : null}
          <div className="bo-actions">
            <Button type="submit" variant="primary" busy={adjust.isPending}>
              {t('adjust.submit')}
            </Button>
            <Button variant="secondary" disabled={adjust.isPending} onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}

function actorName(actor: OperatorActor, fallback: string): string {
  return actor.kind === 'staff' ? actor.email : actor.name || fallback;
}

/** The player's adjustments waiting for a second member: any other member with wallet.adjust approves or rejects. */
export function PendingAdjustments({ userId }: { userId: string }) {
  const { t } = useTranslation('backoffice');
  const member = useMember();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState<WalletAdjustment | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const query = useQuery({
    queryKey: adjustmentsKey,
    queryFn: ({ signal }) => call('/operator/wallet/adjustments/list', { status: 'pending', limit: 500 }, signal),
  });
  const approve = useMutation({
    mutationFn: (adjustment: WalletAdjustment) => call('/operator/wallet/adjustments/approve', { id: adjustment.id }),
    onMutate: () => setProblem(null),
    onSuccess: async () => {
      setOutcome({ tone: 'success', text: t('adjust.approved') });
      await queryClient.invalidateQueries({ queryKey: adjustmentsKey });
    },
    onError: (caught) => setProblem(failureText(caught)),
  });
  return (
    <Card title={t('players.adjustments')} headingLevel={2}>
      <div aria-live="polite">
        {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
        {problem ? <InlineError>{problem}</InlineError> : null}
      </div>
      <QueryView query={query} headingLevel={3}>
        {({ adjustments }) => {
          const own = adjustments.filter((adjustment) => adjustment.userId === userId);
          if (own.length === 0) return <p>{t('players.noPendingAdjustments')}</p>;
          return (
            <div className="bo-table-wrap">
              <table className="bo-table" data-testid="pending-adjustments">
                <thead>
                  <tr>
                    <th scope="col" className="bo-num">
                      {t('adjust.amountCol')}
                    </th>
                    <th scope="col">{t('adjust.kind')}</th>
                    <th scope="col">{t('adjust.note')}</th>
                    <th scope="col">{t('adjust.requestedBy')}</th>
                    <th scope="col">{t('adjust.requestedAt')}</th>
                    <th scope="col">{t('adjust.status')}</th>
                    <th scope="col">{t('withdrawals.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {own.map((adjustment) => {
                    const mine = adjustment.requestedBy.kind === 'staff' && adjustment.requestedBy.staffId === member.staffId;
                    return (
                      <tr key={adjustment.id}>
                        <td className="bo-num">{money(adjustment.amount, adjustment.currency)}</td>
                        <td>{t(`adjust.${adjustment.kind}`)}</td>
                        <td>{adjustment.note ?? t('common.none')}</td>
                        <td>{actorName(adjustment.requestedBy, t('adjust.nobody'))}</td>
                        <td>{dateTime(adjustment.requestedAt)}</td>
                        <td>
                          <Badge tone="warning">{t('withdrawals.status.pending')}</Badge>
                        </td>
                        <td>
                          {mine ? (
                            <span className="bo-hint">{t('adjust.ownRequest')}</span>
                          ) : (
                            <div className="bo-actions">
                              <Button
                                size="small"
                                variant="primary"
                                busy={approve.isPending && approve.variables?.id === adjustment.id}
                                onClick={() => approve.mutate(adjustment)}
                              >
                                {t('adjust.approve')}
                              </Button>
                              <Button size="small" variant="secondary" onClick={() => setRejecting(adjustment)}>
                                {t('adjust.reject')}
                              </Button>
                            </div>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          );
        }}
      </QueryView>
      <ReasonDialog
        open={rejecting !== null}
        title={rejecting ? t('adjust.rejectTitle', { amount: rejecting.amount, currency: rejecting.currency }) : ''}
        hint={t('adjust.rejectReasonHint')}
        minimum={1}
        confirmLabel={t('adjust.reject')}
        onConfirm={async (reason) => {
          if (!rejecting) return;
          await call('/operator/wallet/adjustments/reject', { id: rejecting.id, reason });
          setRejecting(null);
          setOutcome({ tone: 'success', text: t('adjust.rejected') });
          await queryClient.invalidateQueries({ queryKey: adjustmentsKey });
        }}
        onClose={() => setRejecting(null)}
      />
    </Card>
  );
}
