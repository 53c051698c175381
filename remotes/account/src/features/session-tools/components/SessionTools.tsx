import { useEffect, useState } from 'react';
import { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { LIMIT_COOLING_HOURS, USER_RG_VALUES, type UserRgConfig } from '@app/contract';
import { ErrorState, SkeletonList, Section } from '@app/ui/display';
import { Form, SelectField, SubmitButton, useZodForm } from '@app/ui/forms';
import { useAreaTranslation } from '../../../area.ts';
import { userToolsKey, useUserTools } from '../../../shared/api/userTools.ts';
import { useDuration } from '../../../shared/hooks/useDuration.ts';
import { useFormatDate } from '../../../shared/hooks/useFormatDate.ts';
import { toolOf } from '../../../shared/model/tools.ts';
import { removeTool } from '../api/removeTool.ts';
import { setTool, type SessionToolType } from '../api/setTool.ts';

const OFF = 'off';
const toolFormSchema = z.object({ value: z.string().min(1, 'forms.errors.choose') });
type ToolFormValues = z.infer<typeof toolFormSchema>;

/** One session tool: its setting now, a change waiting to apply, and a choice from the platform's values. */
function ToolCard({ type, tool }: { type: SessionToolType; tool: UserRgConfig | null }) {
  const { t } = useAreaTranslation();
  const client = useQueryClient();
  const duration = useDuration();
  const { dateTime } = useFormatDate();
  const [saved, setSaved] = useState<string | null>(null);
  const valueText = (minutes: number) =>
    type === 'session_reminder' ? t('tools.every', { duration: duration.minutes(minutes) }) : duration.minutes(minutes);
  // The choice shows what the player asked for: a change waiting to apply, else the setting in force.
  const current = !tool || tool.pendingRemoval ? OFF : String(tool.pendingValue ?? tool.value);
  const form = useZodForm(toolFormSchema, { defaultValues: { value: current } satisfies ToolFormValues });
  const { reset, formState } = form;
  useEffect(() => {
    if (!formState.isDirty) reset({ value: current });
  }, [current, formState.isDirty, reset]);

  const title = t(`tools.${type}.title`);
  return (
    <Form
      form={form}
      aria-label={title}
      className="stack-card account-card"
      onSubmit={async ({ value }) => {
        setSaved(null);
        if (value === OFF) {
          if (tool) await removeTool(tool.configId);
          setSaved(type === 'session_limit' && tool ? t('tools.offLater', { hours: LIMIT_COOLING_HOURS }) : t('tools.offNow'));
        } else {
          const config = await setTool(type, Number(value));
          setSaved(
            config.pendingValue !== null
              ? t('tools.savedPending', { value: valueText(config.pendingValue), date: dateTime(config.effectiveAt ?? '') })
              : t('tools.savedNow', { value: valueText(config.value) }),
          );
        }
        await client.invalidateQueries({ queryKey: userToolsKey() });
        reset({ value }, { keepValues: true });
      }}
    >
      <h3 className="account-card__title">{title}</h3>
      <p className="account-card__meta">{t(`tools.${type}.about`)}</p>
      <p className="account-card__meta">
        <strong>{tool ? t('tools.now', { value: valueText(tool.value) }) : t('tools.nowOff')}</strong>
      </p>
      {tool?.pendingRemoval ? (
        <p className="account-card__meta">{t('tools.pendingOff', { date: dateTime(tool.effectiveAt ?? '') })}</p>
      ) : null}
      {tool && tool.pendingValue !== null ? (
        <p className="account-card__meta">
          {t('tools.pendingValue', { value: valueText(tool.pendingValue), date: dateTime(tool.effectiveAt ?? '') })}
        </p>
      ) : null}
      <SelectField<ToolFormValues>
        name="value"
        label={t('tools.choose')}
        hint={type === 'session_limit' ? t('tools.session_limit.rule', { hours: LIMIT_COOLING_HOURS }) : undefined}
        options={[
          { value: OFF, label: t('tools.off') },
          ...USER_RG_VALUES[type].map((minutes) => ({ value: String(minutes), label: valueText(minutes) })),
        ]}
      />
      <p className="account-saved" role="status">
        {saved ?? ''}
      </p>
      <SubmitButton pendingLabel={t('common.saving')}>{t('tools.save')}</SubmitButton>
    </Form>
  );
}

/** The reality check and the session limit, each set here. */
export function SessionTools() {
  const { t } = useAreaTranslation();
  const tools = useUserTools();
  return (
    <Section title={t('tools.title')} lead={t('tools.lead')}>
      {tools.isPending ? <SkeletonList rows={2} /> : null}
      {tools.isError ? (
        <ErrorState headingLevel={3} title={t('tools.loadFailedTitle')} text={t('tools.loadFailed')} onRetry={() => tools.refetch()} />
      ) : null}
      {tools.data ? (
        <>
          <ToolCard type="session_reminder" tool={toolOf(tools.data, 'session_reminder')} />
          <ToolCard type="session_limit" tool={toolOf(tools.data, 'session_limit')} />
        </>
      ) : null}
    </Section>
  );
}
