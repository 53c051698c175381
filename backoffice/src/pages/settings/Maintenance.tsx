import { useId, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { operatorEndpoints, type MaintenanceState } from '@app/contract';
import { Button } from '@app/ui';
import { Badge, Card, SummaryList } from '@app/ui/display';
import { Form, useZodForm } from '@app/ui/forms';
import { call } from '../../api/client.ts';
import { dateTime } from '../../format.ts';
import { QueryView } from '../../layout/parts.tsx';
import {
  ChoiceField,
  DateTimeField,
  formMessage,
  SaveRow,
  SettingsPanel,
  settingsKey,
  toLocalInput,
  useCanChange,
  useOutcome,
} from './parts.tsx';

const maintenanceKey = settingsKey('maintenance');

/** The quick end times offered beside the field, in minutes from now. */
export const QUICK_END_MINUTES = [30, 60, 240] as const;

/** The date-time field's value `minutes` from now. */
function localInputIn(minutes: number): string {
  return toLocalInput(new Date(Date.now() + minutes * 60_000));
}

/** In force now: switched on, started, and its end time still ahead. */
function inForce(state: MaintenanceState, now = Date.now()): boolean {
  return state.enabled && !scheduled(state, now) && state.endTime !== null && Date.parse(state.endTime) > now;
}

/** Switched on for a later start that is still ahead. */
function scheduled(state: MaintenanceState, now = Date.now()): boolean {
  return state.enabled && state.startTime !== null && Date.parse(state.startTime) > now;
}

/** A date-time field's value as a time, NaN when it is empty or not a time. */
function timeOf(value: string): number {
  return value ? new Date(value).getTime() : Number.NaN;
}

/**
 * The form as typed: off, on from now, or on from a later start; the times in the member's own
 * time (the browser's date-time field), checked to be ahead and in order, then sent as the
 * contract's request.
 */
const formSchema = z
  .object({ state: z.enum(['off', 'now', 'later']), startTime: z.string(), endTime: z.string() })
  .superRefine((values, context) => {
    if (values.state === 'off') return;
    const future = (name: 'startTime' | 'endTime', required: string): number | undefined => {
      const at = timeOf(values[name]);
      if (!values[name]) context.addIssue({ code: 'custom', path: [name], message: required });
      else if (Number.isNaN(at)) context.addIssue({ code: 'custom', path: [name], message: formMessage('dateTime') });
      else if (at <= Date.now()) context.addIssue({ code: 'custom', path: [name], message: formMessage('future') });
      else return at;
      return undefined;
    };
    const start = values.state === 'later' ? future('startTime', formMessage('startRequired')) : undefined;
    const end = future('endTime', formMessage('endRequired'));
    if (start !== undefined && end !== undefined && end <= start) {
      context.addIssue({ code: 'custom', path: ['endTime'], message: formMessage('endAfterStart') });
    }
  })
  .transform((values) =>
    values.state === 'off'
      ? { enabled: false as const }
      : {
          enabled: true as const,
          ...(values.state === 'later' ? { startTime: new Date(values.startTime).toISOString() } : {}),
          endTime: new Date(values.endTime).toISOString(),
        },
  )
  .pipe(operatorEndpoints['/operator/maintenance/set'].request);

type FormValues = z.input<typeof formSchema>;

function formValues(state: MaintenanceState): FormValues {
  if (scheduled(state)) {
    return { state: 'later', startTime: toLocalInput(new Date(state.startTime!)), endTime: toLocalInput(new Date(state.endTime!)) };
  }
  return inForce(state)
    ? { state: 'now', startTime: '', endTime: toLocalInput(new Date(state.endTime!)) }
    : { state: 'off', startTime: '', endTime: '' };
}

/**
 * Maintenance: while it is on, players see the maintenance screen counting down to its end time
 * and every player call is answered "under maintenance"; it starts when it is saved or by itself
 * at a later start, and ends by itself at its end time.
 */
export function MaintenanceSection() {
  const { t } = useTranslation('backoffice');
  const headingId = useId();
  const query = useQuery({
    queryKey: maintenanceKey,
    queryFn: ({ signal }) => call('/operator/maintenance/get', {}, signal),
  });
  return (
    <SettingsPanel id={headingId} title={t('settings.maintenance.title')} lead={t('settings.maintenance.lead')}>
      <QueryView query={query} headingLevel={3}>
        {({ maintenance }) => (
          <>
            <MaintenanceNow state={maintenance} />
            <MaintenanceForm state={maintenance} />
          </>
        )}
      </QueryView>
    </SettingsPanel>
  );
}

function MaintenanceNow({ state }: { state: MaintenanceState }) {
  const { t } = useTranslation('backoffice');
  const on = inForce(state);
  const later = scheduled(state);
  const ended = state.enabled && !on && !later && state.endTime !== null;
  const badge = on ? (
    <Badge tone="warning">{t('settings.maintenance.on')}</Badge>
  ) : later ? (
    <Badge tone="info">{t('settings.maintenance.scheduled')}</Badge>
  ) : (
    <Badge tone="success">{t('settings.maintenance.off')}</Badge>
  );
  return (
    <Card title={t('settings.maintenance.now')} headingLevel={3}>
      <SummaryList
        items={[
          { label: t('settings.maintenance.state'), value: <span data-testid="maintenance-state">{badge}</span> },
          ...(later
            ? [
                {
                  label: t('settings.maintenance.startsAt'),
                  value: <span data-testid="maintenance-start">{dateTime(state.startTime)}</span>,
                },
              ]
            : []),
          ...(on || later || ended
            ? [
                {
                  label: ended ? t('settings.maintenance.lastEnded') : t('settings.maintenance.endsAt'),
                  value: <span data-testid="maintenance-end">{dateTime(state.endTime)}</span>,
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}

function MaintenanceForm({ state }: { state: MaintenanceState }) {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const canChange = useCanChange('/operator/maintenance/set');
  const form = useZodForm(formSchema, { defaultValues: formValues(state) });
  const [outcome, setOutcome] = useOutcome(form);
  const chosen = form.watch('state');
  const timeZone = useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone, []);

  const endIn = (minutes: number) => {
    form.setValue('endTime', localInputIn(minutes), { shouldDirty: true, shouldValidate: true });
    setOutcome(null);
  };

  const save = async (body: z.output<typeof formSchema>) => {
    const answer = await call('/operator/maintenance/set', body);
    queryClient.setQueryData(maintenanceKey, answer);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: maintenanceKey }),
      // The dashboard shows the maintenance state too.
      queryClient.invalidateQueries({ queryKey: ['status'] }),
    ]);
    form.reset(formValues(answer.maintenance));
    const saved = answer.maintenance;
    setOutcome({
      tone: 'success',
      text: !saved.enabled
        ? t('settings.maintenance.savedOff')
        : saved.startTime
          ? t('settings.maintenance.savedLater', { start: dateTime(saved.startTime), time: dateTime(saved.endTime) })
          : t('settings.maintenance.savedOn', { time: dateTime(saved.endTime) }),
    });
  };

  return (
    <Card title={t('settings.maintenance.change')} headingLevel={3}>
      <Form form={form} onSubmit={save} aria-label={t('settings.maintenance.change')}>
        <ChoiceField
          form={form}
          name="state"
          legend={t('settings.maintenance.title')}
          disabled={!canChange}
          options={[
            { value: 'off', label: t('settings.maintenance.choiceOff'), hint: t('settings.maintenance.choiceOffHint') },
            { value: 'now', label: t('settings.maintenance.choiceOn'), hint: t('settings.maintenance.choiceOnHint') },
            { value: 'later', label: t('settings.maintenance.choiceLater'), hint: t('settings.maintenance.choiceLaterHint') },
          ]}
        />
        {chosen === 'later' ? (
          <DateTimeField
            form={form}
            name="startTime"
            label={t('settings.maintenance.startTime')}
            hint={t('settings.maintenance.endTimeHint', { zone: timeZone })}
            readOnly={!canChange}
            min={localInputIn(0)}
          />
        ) : null}
        {chosen !== 'off' ? (
          <div className="bo-settings__end">
            <DateTimeField
              form={form}
              name="endTime"
              label={t('settings.maintenance.endTime')}
              hint={t('settings.maintenance.endTimeHint', { zone: timeZone })}
              readOnly={!canChange}
              min={localInputIn(0)}
            />
            {canChange ? (
              <div className="bo-actions" role="group" aria-label={t('settings.maintenance.quick')}>
                {QUICK_END_MINUTES.map((minutes) => (
                  <Button key={minutes} size="small" variant="secondary" onClick={() => endIn(minutes)}>
                    {minutes < 60
                      ? t('settings.maintenance.inMinutes', { count: minutes })
                      : t('settings.maintenance.inHours', { count: minutes / 60 })}
                  </Button>
                ))}
              </div>
            ) : null}
          </div>
        ) : null}
        <SaveRow canChange={canChange} outcome={outcome} />
      </Form>
    </Card>
  );
}
