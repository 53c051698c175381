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

/** In force now: switched on and its end time still ahead. */
function inForce(state: MaintenanceState, now = Date.now()): boolean {
  return state.enabled && state.endTime !== null && Date.parse(state.endTime) > now;
}

/**
 * The form as typed: on or off, and the end time in the member's own time (the browser's
 * date-time field), checked to be ahead, then sent as the contract's request.
 */
const formSchema = z
  .object({ state: z.enum(['off', 'on']), endTime: z.string() })
  .superRefine((values, context) => {
    if (values.state !== 'on') return;
    const at = values.endTime ? new Date(values.endTime).getTime() : Number.NaN;
    if (!values.endTime) context.addIssue({ code: 'custom', path: ['endTime'], message: formMessage('endRequired') });
    else if (Number.isNaN(at)) context.addIssue({ code: 'custom', path: ['endTime'], message: formMessage('dateTime') });
    else if (at <= Date.now()) context.addIssue({ code: 'custom', path: ['endTime'], message: formMessage('future') });
  })
  .transform((values) =>
    values.state === 'on' ? { enabled: true as const, endTime: new Date(values.endTime).toISOString() } : { enabled: false as const },
  )
  .pipe(operatorEndpoints['/operator/maintenance/set'].request);

type FormValues = z.input<typeof formSchema>;

function formValues(state: MaintenanceState): FormValues {
  return inForce(state) ? { state: 'on', endTime: toLocalInput(new Date(state.endTime!)) } : { state: 'off', endTime: '' };
}

/**
 * Maintenance: while it is on, players see the maintenance screen counting down to its end time
 * and every player call is answered "under maintenance"; it ends by itself at that time. The
 * platform starts it when it is saved (it has no later start).
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
  const ended = state.enabled && !on && state.endTime !== null;
  return (
    <Card title={t('settings.maintenance.now')} headingLevel={3}>
      <SummaryList
        items={[
          {
            label: t('settings.maintenance.state'),
            value: (
              <span data-testid="maintenance-state">
                {on ? (
                  <Badge tone="warning">{t('settings.maintenance.on')}</Badge>
                ) : (
                  <Badge tone="success">{t('settings.maintenance.off')}</Badge>
                )}
              </span>
            ),
          },
          ...(on || ended
            ? [
                {
                  label: on ? t('settings.maintenance.endsAt') : t('settings.maintenance.lastEnded'),
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
    setOutcome({
      tone: 'success',
      text: answer.maintenance.enabled
        ? t('settings.maintenance.savedOn', { time: dateTime(answer.maintenance.endTime) })
        : t('settings.maintenance.savedOff'),
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
            { value: 'on', label: t('settings.maintenance.choiceOn'), hint: t('settings.maintenance.choiceOnHint') },
          ]}
        />
        {chosen === 'on' ? (
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
