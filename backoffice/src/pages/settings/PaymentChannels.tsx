import { useId, useRef, useState, type MouseEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { operatorEndpoints, type OperatorPaymentChannel } from '@app/contract';
import { compareDecimal } from '@app/contract/money';
import { Button } from '@app/ui';
import { Card } from '@app/ui/display';
import { Form, useFormStatus, useZodForm } from '@app/ui/forms';
import { call, type CallResponse } from '../../api/client.ts';
import { failureText } from '../../i18n.ts';
import { QueryView } from '../../layout/parts.tsx';
import {
  amountText,
  CellField,
  CellSwitch,
  formMessage,
  OutcomeNotice,
  SaveRow,
  settingsKey,
  SettingsPanel,
  useCanChange,
  type Outcome,
} from './parts.tsx';

const channelsKey = settingsKey('channels');
type Channels = CallResponse<'/operator/payment-channels/list'>;
type Direction = OperatorPaymentChannel['direction'];
const DIRECTIONS: readonly Direction[] = ['deposit', 'withdraw'];

const setRequest = operatorEndpoints['/operator/payment-channels/set'].request;
const setShape = setRequest.shape;

/** An amount as typed: figures, above zero, within the currency's decimals, then the contract's own check. */
function amountOf(channel: OperatorPaymentChannel) {
  return amountText(setShape.minAmount.unwrap())
    .refine((value) => compareDecimal(value, '0') > 0, formMessage('positive'))
    .refine(
      (value) => (value.split('.')[1]?.length ?? 0) <= channel.decimals,
      channel.decimals === 0
        ? formMessage('wholeAmount', { currency: channel.currency })
        : formMessage('currencyDecimals', { currency: channel.currency, decimals: channel.decimals }),
    );
}

/** One table's form: each channel's row by its id, its smallest amount never above its largest. */
function formSchemaFor(channels: readonly OperatorPaymentChannel[]) {
  return z.object(
    Object.fromEntries(
      channels.map((channel) => [
        channel.channelId,
        z.object({ enabled: z.boolean(), minAmount: amountOf(channel), maxAmount: amountOf(channel) }).superRefine((row, context) => {
          if (compareDecimal(row.minAmount, row.maxAmount) > 0)
            context.addIssue({ code: 'custom', path: ['maxAmount'], message: formMessage('amountOrder') });
        }),
      ]),
    ),
  );
}
type RowValues = { enabled: boolean; minAmount: string; maxAmount: string };
type FormValues = Record<string, RowValues>;

const rowValues = (channel: OperatorPaymentChannel): RowValues => ({
  enabled: channel.enabled,
  minAmount: channel.minAmount,
  maxAmount: channel.maxAmount,
});

/** The channel whose row holds the element (the field being typed in when Enter sends the form). */
function rowOf(element: Element | null): string | null {
  return element?.closest<HTMLElement>('[data-channel]')?.dataset.channel ?? null;
}

/**
 * The payment channels: per currency, its deposit and withdrawal channels in the order players see
 * them, each on or off, with its smallest and largest amount, saved a row at a time and moved up or
 * down at once. Players' next calls follow: a channel switched off leaves their choices, and new
 * limits hold from their next deposit or withdrawal.
 */
export function PaymentChannelsSection() {
  const { t } = useTranslation('backoffice');
  const headingId = useId();
  const query = useQuery({
    queryKey: channelsKey,
    queryFn: ({ signal }) => call('/operator/payment-channels/list', {}, signal),
  });
  return (
    <SettingsPanel id={headingId} title={t('settings.channels.title')} lead={t('settings.channels.lead')}>
      <QueryView query={query} headingLevel={3}>
        {(answer) => <ChannelTables answer={answer} />}
      </QueryView>
    </SettingsPanel>
  );
}

function ChannelTables({ answer }: { answer: Channels }) {
  const { t } = useTranslation('backoffice');
  const canChange = useCanChange('/operator/payment-channels/set');
  const currencies = [...new Set(answer.channels.map((channel) => channel.currency))].sort();
  return (
    <>
      {canChange ? null : <SaveRow canChange={false} outcome={null} />}
      {currencies.map((currency) => (
        <Card key={currency} title={currency} headingLevel={3}>
          {DIRECTIONS.map((direction) => {
            const channels = answer.channels.filter((channel) => channel.currency === currency && channel.direction === direction);
            return channels.length > 0 ? (
              <ChannelTable
                // A new set of channels (one added by the platform) starts the table's form again.
                key={`${direction} ${channels
                  .map((channel) => channel.channelId)
                  .sort()
                  .join(' ')}`}
                currency={currency}
                direction={direction}
                channels={channels}
                canChange={canChange}
              />
            ) : (
              <p key={direction} className="bo-hint">
                {t(`settings.channels.none.${direction}`)}
              </p>
            );
          })}
        </Card>
      ))}
    </>
  );
}

function ChannelTable({
  currency,
  direction,
  channels,
  canChange,
}: {
  currency: string;
  direction: Direction;
  channels: readonly OperatorPaymentChannel[];
  canChange: boolean;
}) {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const form = useZodForm(formSchemaFor(channels), {
    defaultValues: Object.fromEntries(channels.map((channel) => [channel.channelId, rowValues(channel)])) as FormValues,
  });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [moving, setMoving] = useState<string | null>(null);
  /** The row whose Save was pressed. */
  const target = useRef<string | null>(null);
  const caption = t(`settings.channels.caption.${direction}`, { currency });

  const saved = (channel: OperatorPaymentChannel) => {
    queryClient.setQueryData<Channels>(channelsKey, (old) =>
      old ? { channels: old.channels.map((entry) => (entry.channelId === channel.channelId ? channel : entry)) } : old,
    );
    return queryClient.invalidateQueries({ queryKey: channelsKey });
  };

  const save = async (values: FormValues) => {
    const channelId = target.current ?? rowOf(document.activeElement);
    target.current = null;
    setProblem(null);
    const channel = channels.find((entry) => entry.channelId === channelId);
    const typed = channelId ? values[channelId] : undefined;
    if (!channel || !typed) return;
    const patch = {
      ...(typed.enabled !== channel.enabled ? { enabled: typed.enabled } : {}),
      ...(compareDecimal(typed.minAmount, channel.minAmount) !== 0 ? { minAmount: typed.minAmount } : {}),
      ...(compareDecimal(typed.maxAmount, channel.maxAmount) !== 0 ? { maxAmount: typed.maxAmount } : {}),
    };
    if (Object.keys(patch).length === 0) {
      setOutcome({ tone: 'info', text: t('settings.channels.noChange', { name: channel.name, table: caption }) });
      return;
    }
    const answer = await call('/operator/payment-channels/set', setRequest.parse({ channelId: channel.channelId, currency, ...patch }));
    const next = rowValues(answer.channel);
    for (const field of ['enabled', 'minAmount', 'maxAmount'] as const)
      form.resetField(`${channel.channelId}.${field}`, { defaultValue: next[field] });
    setOutcome({ tone: 'success', text: t('settings.channels.saved', { name: channel.name, table: caption }) });
    await saved(answer.channel);
  };

  const move = async (channel: OperatorPaymentChannel, position: number) => {
    setMoving(channel.channelId);
    setProblem(null);
    try {
      const answer = await call('/operator/payment-channels/set', { channelId: channel.channelId, currency, position });
      setOutcome({ tone: 'success', text: t('settings.channels.moved', { name: channel.name, table: caption, position }) });
      await saved(answer.channel);
    } catch (caught) {
      setOutcome(null);
      setProblem(failureText(caught));
    } finally {
      setMoving(null);
    }
  };

  return (
    <Form form={form} onSubmit={save} aria-label={caption} className="bo-settings__channels">
      <div className="bo-table-wrap">
        <table className="bo-table bo-settings__table" data-testid={`channels-${currency}-${direction}`}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('settings.channels.columns.channel')}</th>
              <th scope="col">{t('settings.channels.columns.enabled')}</th>
              <th scope="col">{t('settings.channels.columns.minAmount')}</th>
              <th scope="col">{t('settings.channels.columns.maxAmount')}</th>
              <th scope="col">{t('settings.channels.columns.order')}</th>
              {canChange ? <th scope="col">{t('common.actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {channels.map((channel, index) => (
              <tr key={channel.channelId} data-channel={channel.channelId}>
                <th scope="row">
                  {channel.name}
                  <span className="bo-hint bo-settings__sub">{t(`settings.channels.kind.${channel.kind}`)}</span>
                </th>
                <td>
                  <CellSwitch
                    form={form}
                    name={`${channel.channelId}.enabled`}
                    label={t('settings.channels.enabledOf', { name: channel.name, table: caption })}
                    readOnly={!canChange}
                  />
                </td>
                {(['minAmount', 'maxAmount'] as const).map((field) => (
                  <td key={field}>
                    <CellField
                      form={form}
                      name={`${channel.channelId}.${field}`}
                      label={t('settings.channels.cell', {
                        column: t(`settings.channels.columns.${field}`),
                        name: channel.name,
                        table: caption,
                      })}
                      readOnly={!canChange}
                      inputMode={channel.decimals === 0 ? 'numeric' : 'decimal'}
                    />
                  </td>
                ))}
                <td className="bo-settings__text">
                  <div className="bo-settings__order">
                    <span data-testid="position">{channel.position}</span>
                    {canChange ? (
                      <>
                        <Button
                          size="small"
                          variant="ghost"
                          aria-label={t('settings.channels.moveUp', { name: channel.name, table: caption })}
                          disabled={index === 0 || moving !== null}
                          busy={moving === channel.channelId}
                          onClick={() => void move(channel, channel.position - 1)}
                        >
                          <span aria-hidden="true">↑</span>
                        </Button>
                        <Button
                          size="small"
                          variant="ghost"
                          aria-label={t('settings.channels.moveDown', { name: channel.name, table: caption })}
                          disabled={index === channels.length - 1 || moving !== null}
                          onClick={() => void move(channel, channel.position + 1)}
                        >
                          <span aria-hidden="true">↓</span>
                        </Button>
                      </>
                    ) : null}
                  </div>
                </td>
                {canChange ? (
                  <td>
                    <RowSave
                      label={t('settings.channels.saveRow', { name: channel.name, table: caption })}
                      onPress={() => {
                        target.current = channel.channelId;
                      }}
                    />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
      <OutcomeNotice outcome={outcome} />
    </Form>
  );
}

/** A row's Save: sends the table's form for its row alone (busy while any save of the table runs). */
function RowSave({ label, onPress }: { label: string; onPress: () => void }) {
  const { t } = useTranslation('backoffice');
  const { pending } = useFormStatus();
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    // Enter in a field also "clicks" the form's first Save: that row is the field's, not this one.
    if (event.detail > 0 || document.activeElement === event.currentTarget) onPress();
  };
  return (
    <Button type="submit" size="small" variant="secondary" aria-label={label} disabled={pending} onClick={press}>
      {t('settings.save')}
    </Button>
  );
}
