import { useId } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { operatorEndpoints } from '@app/contract';
import { Card } from '@app/ui/display';
import { Form, useZodForm } from '@app/ui/forms';
import { call, type CallResponse } from '../../api/client.ts';
import { dateTime } from '../../format.ts';
import { QueryView } from '../../layout/parts.tsx';
import {
  AddRowButton,
  CellField,
  currencyText,
  formMessage,
  RemoveRowCell,
  rowId,
  SaveRow,
  settingsKey,
  SettingsPanel,
  useCanChange,
  useOutcome,
} from './parts.tsx';

const ratesKey = settingsKey('rates');
type Rates = CallResponse<'/operator/exchange-rates/get'>;

const ratesRequest = operatorEndpoints['/operator/exchange-rates/set'].request;
const ratesRecord = ratesRequest.shape.rates;

/** A rate as typed: a plain positive decimal, then the contract's own check of it. */
const rateText = z
  .string()
  .trim()
  .min(1)
  .regex(/^\d{1,20}(\.\d{1,12})?$/, formMessage('rate'))
  .refine((value) => /[1-9]/.test(value), formMessage('positive'))
  .pipe(ratesRecord.valueType);

function formSchemaFor(base: string) {
  return z
    .object({
      rows: z.array(z.object({ id: z.string(), added: z.boolean(), currency: currencyText(ratesRecord.keyType), rate: rateText })),
    })
    .superRefine(({ rows }, context) => {
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        if (row.currency === base) context.addIssue({ code: 'custom', path: ['rows', index, 'currency'], message: formMessage('base') });
        else if (seen.has(row.currency))
          context.addIssue({ code: 'custom', path: ['rows', index, 'currency'], message: formMessage('duplicate') });
        seen.add(row.currency);
      });
    });
}

type FormValues = { rows: Array<{ id: string; added: boolean; currency: string; rate: string }> };

function formValues(rates: Rates): FormValues {
  return {
    rows: Object.entries(rates.exchangeRates)
      .filter(([currency]) => currency !== rates.baseCurrency)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, rate]) => ({ id: currency, added: false, currency, rate })),
  };
}

/**
 * The exchange rates: how many units of each currency one unit of the base currency (the US
 * dollar) buys. A rate changed or a currency added is sent; the platform refuses a currency it
 * does not know. The base currency's rate is 1 and is not changed.
 */
export function ExchangeRatesSection() {
  const { t } = useTranslation('backoffice');
  const headingId = useId();
  const query = useQuery({
    queryKey: ratesKey,
    queryFn: ({ signal }) => call('/operator/exchange-rates/get', {}, signal),
  });
  return (
    <SettingsPanel id={headingId} title={t('settings.rates.title')} lead={t('settings.rates.lead')}>
      <QueryView query={query} headingLevel={3}>
        {(rates) => <ExchangeRatesForm rates={rates} />}
      </QueryView>
    </SettingsPanel>
  );
}

function ExchangeRatesForm({ rates }: { rates: Rates }) {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const canChange = useCanChange('/operator/exchange-rates/set');
  const base = rates.baseCurrency;
  const form = useZodForm(formSchemaFor(base), { defaultValues: formValues(rates) });
  const [outcome, setOutcome] = useOutcome(form);
  const rows = form.watch('rows');
  /** The column of the rows' actions: only while a row is being added. */
  const adding = rows.some((row) => row.added);

  const save = async ({ rows: typed }: z.output<ReturnType<typeof formSchemaFor>>) => {
    const changed = typed.filter((row) => row.added || rates.exchangeRates[row.currency] !== row.rate);
    if (changed.length === 0) {
      setOutcome({ tone: 'info', text: t('settings.noChange') });
      return;
    }
    const body = ratesRequest.parse({ rates: Object.fromEntries(changed.map((row) => [row.currency, row.rate])) });
    const answer = await call('/operator/exchange-rates/set', body);
    queryClient.setQueryData(ratesKey, answer);
    await queryClient.invalidateQueries({ queryKey: ratesKey });
    form.reset(formValues(answer));
    setOutcome({ tone: 'success', text: t('settings.rates.saved', { count: changed.length }) });
  };

  const add = () => {
    form.setValue('rows', [...form.getValues('rows'), { id: rowId(), added: true, currency: '', rate: '' }], { shouldDirty: true });
    setOutcome(null);
  };
  const remove = (id: string) =>
    form.setValue(
      'rows',
      form.getValues('rows').filter((row) => row.id !== id),
      { shouldDirty: true },
    );

  return (
    <Card
      title={t('settings.rates.table', { base })}
      subtitle={t('settings.rates.updatedAt', { time: dateTime(rates.updatedAt) })}
      headingLevel={3}
    >
      <Form form={form} onSubmit={save} aria-label={t('settings.rates.title')}>
        <div className="bo-table-wrap bo-settings__compact">
          <table className="bo-table bo-settings__table" data-testid="rates-table">
            <thead>
              <tr>
                <th scope="col">{t('settings.rates.currency')}</th>
                <th scope="col">{t('settings.rates.rate', { base })}</th>
                {adding ? <th scope="col">{t('common.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{base}</th>
                <td className="bo-settings__text">
                  1 <span className="bo-hint">{t('settings.rates.baseNote')}</span>
                </td>
                {adding ? <td /> : null}
              </tr>
              {rows.map((row, index) => (
                <tr key={row.id} data-testid="rate-row">
                  {row.added ? (
                    <td>
                      <CellField
                        form={form}
                        name={`rows.${index}.currency`}
                        label={t('settings.rates.newCurrency', { number: index + 1 })}
                        readOnly={!canChange}
                        inputMode="text"
                        autoCapitalize="characters"
                        className="bo-settings__cell--code"
                      />
                    </td>
                  ) : (
                    <th scope="row">{row.currency}</th>
                  )}
                  <td>
                    <CellField
                      form={form}
                      name={`rows.${index}.rate`}
                      label={t('settings.rates.rateOf', {
                        currency: row.currency.trim().toUpperCase() || t('settings.rates.newCurrencyShort'),
                        base,
                      })}
                      readOnly={!canChange}
                    />
                  </td>
                  <RemoveRowCell
                    column={adding}
                    removable={row.added}
                    label={t('settings.rates.removeRow', { number: index + 1 })}
                    onRemove={() => remove(row.id)}
                  />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <AddRowButton canChange={canChange} onAdd={add}>
          {t('settings.rates.add')}
        </AddRowButton>
        <SaveRow canChange={canChange} outcome={outcome} />
      </Form>
    </Card>
  );
}
