import { useId } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { oddsChangeSchema, operatorEndpoints, type SportsOperatorSettings } from '@app/contract';
import { compareDecimal } from '@app/contract/money';
import { Card } from '@app/ui/display';
import { Form, SelectField, useZodForm } from '@app/ui/forms';
import { call } from '../../api/client.ts';
import { QueryView } from '../../layout/parts.tsx';
import {
  AddRowButton,
  amountText,
  CellField,
  currencyText,
  decimalText,
  formMessage,
  NumberField,
  RemoveRowCell,
  rowId,
  SaveRow,
  settingsKey,
  SettingsPanel,
  useCanChange,
  useOutcome,
  useRangeHint,
  wholeText,
} from './parts.tsx';

const sportsKey = settingsKey('sports');

/* ----- The book's rules ----- */

const rulesRequest = operatorEndpoints['/operator/sports/settings/update'].request;
const rulesShape = rulesRequest.shape;

const rulesSchema = z.object({
  marginPercent: decimalText(rulesShape.marginPercent.unwrap()),
  maxLegs: wholeText(rulesShape.maxLegs.unwrap()),
  cashoutMarginPercent: decimalText(rulesShape.cashoutMarginPercent.unwrap()),
  oddsChangeDefault: rulesShape.oddsChangeDefault.unwrap(),
});
type RulesValues = z.input<typeof rulesSchema>;
type RulesOutput = z.output<typeof rulesSchema>;
const RULES = ['marginPercent', 'maxLegs', 'cashoutMarginPercent', 'oddsChangeDefault'] as const;

function rulesValues(settings: SportsOperatorSettings): RulesValues {
  return {
    marginPercent: String(settings.marginPercent),
    maxLegs: String(settings.maxLegs),
    cashoutMarginPercent: String(settings.cashoutMarginPercent),
    oddsChangeDefault: settings.oddsChangeDefault,
  };
}

function Rules({ settings }: { settings: SportsOperatorSettings }) {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const canChange = useCanChange('/operator/sports/settings/update');
  const form = useZodForm(rulesSchema, { defaultValues: rulesValues(settings) });
  const [outcome, setOutcome] = useOutcome(form);
  const rangeHint = useRangeHint();

  const save = async (next: RulesOutput) => {
    const patch = Object.fromEntries(RULES.filter((rule) => next[rule] !== settings[rule]).map((rule) => [rule, next[rule]]));
    if (Object.keys(patch).length === 0) {
      setOutcome({ tone: 'info', text: t('settings.noChange') });
      return;
    }
    const answer = await call('/operator/sports/settings/update', rulesRequest.parse(patch));
    queryClient.setQueryData(sportsKey, answer);
    await queryClient.invalidateQueries({ queryKey: sportsKey });
    form.reset(rulesValues(answer));
    setOutcome({ tone: 'success', text: t('settings.sports.rulesSaved') });
  };

  return (
    <Card title={t('settings.sports.rules')} subtitle={t('settings.sports.rulesLead')} headingLevel={3}>
      <Form form={form} onSubmit={save} aria-label={t('settings.sports.rules')}>
        <div className="bo-settings__groups">
          <NumberField
            name="marginPercent"
            label={t('settings.sports.fields.marginPercent')}
            hint={rangeHint(rulesShape.marginPercent.unwrap(), undefined, t('settings.sports.marginHint'))}
            readOnly={!canChange}
            decimal
          />
          <NumberField
            name="maxLegs"
            label={t('settings.sports.fields.maxLegs')}
            hint={rangeHint(rulesShape.maxLegs.unwrap())}
            readOnly={!canChange}
          />
          <NumberField
            name="cashoutMarginPercent"
            label={t('settings.sports.fields.cashoutMarginPercent')}
            hint={rangeHint(rulesShape.cashoutMarginPercent.unwrap(), undefined, t('settings.sports.cashoutHint'))}
            readOnly={!canChange}
            decimal
          />
          <SelectField
            name="oddsChangeDefault"
            label={t('settings.sports.fields.oddsChangeDefault')}
            hint={t('settings.sports.oddsChangeHint')}
            disabled={!canChange}
            options={oddsChangeSchema.options.map((value) => ({ value, label: t(`settings.sports.oddsChange.${value}`) }))}
          />
        </div>
        <SaveRow canChange={canChange} outcome={outcome} />
      </Form>
    </Card>
  );
}

/* ----- The stake limits per currency ----- */

const limitsRequest = operatorEndpoints['/operator/sports/limits/set'].request;
const limitsShape = limitsRequest.shape;
const LIMIT_COLUMNS = ['minStake', 'maxStake', 'maxPayout'] as const;

/** An amount the platform takes only above zero, then the contract's own check of it. */
const positiveAmount = (schema: z.ZodType<string, string>) =>
  amountText(schema).refine((value) => compareDecimal(value, '0') > 0, formMessage('positive'));

const limitsSchema = z
  .object({
    rows: z.array(
      z.object({
        id: z.string(),
        added: z.boolean(),
        currency: currencyText(limitsShape.currency),
        minStake: positiveAmount(limitsShape.minStake.unwrap()),
        maxStake: positiveAmount(limitsShape.maxStake.unwrap()),
        maxPayout: positiveAmount(limitsShape.maxPayout.unwrap()),
      }),
    ),
  })
  // The platform's own order of the three: the smallest stake ≤ the largest ≤ the most one bet may win.
  .superRefine(({ rows }, context) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      if (seen.has(row.currency))
        context.addIssue({ code: 'custom', path: ['rows', index, 'currency'], message: formMessage('duplicate') });
      seen.add(row.currency);
      if (compareDecimal(row.minStake, row.maxStake) > 0)
        context.addIssue({ code: 'custom', path: ['rows', index, 'maxStake'], message: formMessage('stakeOrder') });
      if (compareDecimal(row.maxStake, row.maxPayout) > 0)
        context.addIssue({ code: 'custom', path: ['rows', index, 'maxPayout'], message: formMessage('payoutOrder') });
    });
  });
type LimitsValues = z.input<typeof limitsSchema>;
type LimitsOutput = z.output<typeof limitsSchema>;

function limitsValues(settings: SportsOperatorSettings): LimitsValues {
  return {
    rows: [...settings.limits]
      .sort((a, b) => a.currency.localeCompare(b.currency))
      .map((limit) => ({ id: limit.currency, added: false, ...limit })),
  };
}

function Limits({ settings }: { settings: SportsOperatorSettings }) {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const canChange = useCanChange('/operator/sports/limits/set');
  const form = useZodForm(limitsSchema, { defaultValues: limitsValues(settings) });
  const [outcome, setOutcome] = useOutcome(form);
  const rows = form.watch('rows');
  /** The column of the rows' actions: only while a row is being added. */
  const adding = rows.some((row) => row.added);

  const save = async ({ rows: typed }: LimitsOutput) => {
    const changed = typed.filter((row) => {
      const was = settings.limits.find((limit) => limit.currency === row.currency);
      return !was || LIMIT_COLUMNS.some((column) => compareDecimal(row[column], was[column]) !== 0);
    });
    if (changed.length === 0) {
      setOutcome({ tone: 'info', text: t('settings.noChange') });
      return;
    }
    // One call per currency: those before a refusal are saved, and the list is read again either way.
    let answer: SportsOperatorSettings | null = null;
    try {
      for (const { currency, minStake, maxStake, maxPayout } of changed)
        answer = await call('/operator/sports/limits/set', limitsRequest.parse({ currency, minStake, maxStake, maxPayout }));
    } finally {
      if (answer) queryClient.setQueryData(sportsKey, answer);
      await queryClient.invalidateQueries({ queryKey: sportsKey });
    }
    if (answer) form.reset(limitsValues(answer));
    setOutcome({ tone: 'success', text: t('settings.sports.limitsSaved', { currencies: changed.map((row) => row.currency).join(', ') }) });
  };
  const add = () => {
    form.setValue(
      'rows',
      [...form.getValues('rows'), { id: rowId(), added: true, currency: '', minStake: '', maxStake: '', maxPayout: '' }],
      { shouldDirty: true },
    );
    setOutcome(null);
  };
  const remove = (id: string) =>
    form.setValue(
      'rows',
      form.getValues('rows').filter((row) => row.id !== id),
      { shouldDirty: true },
    );

  const header = (column: (typeof LIMIT_COLUMNS)[number]) => t(`settings.sports.columns.${column}`);
  return (
    <Card title={t('settings.sports.limits')} subtitle={t('settings.sports.limitsLead')} headingLevel={3}>
      <Form form={form} onSubmit={save} aria-label={t('settings.sports.limits')}>
        <div className="bo-table-wrap">
          <table className="bo-table bo-settings__table" data-testid="sports-limits">
            <thead>
              <tr>
                <th scope="col">{t('settings.sports.columns.currency')}</th>
                {LIMIT_COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {header(column)}
                  </th>
                ))}
                {adding ? <th scope="col">{t('common.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={row.id}>
                  {row.added ? (
                    <td>
                      <CellField
                        form={form}
                        name={`rows.${index}.currency`}
                        label={t('settings.sports.newCurrency', { number: index + 1 })}
                        readOnly={!canChange}
                        inputMode="text"
                        autoCapitalize="characters"
                        className="bo-settings__cell--code"
                      />
                    </td>
                  ) : (
                    <th scope="row">{row.currency}</th>
                  )}
                  {LIMIT_COLUMNS.map((column) => (
                    <td key={column}>
                      <CellField
                        form={form}
                        name={`rows.${index}.${column}`}
                        label={t('settings.sports.cell', {
                          column: header(column),
                          currency: row.currency.trim().toUpperCase() || t('settings.sports.newRow', { number: index + 1 }),
                        })}
                        readOnly={!canChange}
                      />
                    </td>
                  ))}
                  <RemoveRowCell
                    column={adding}
                    removable={row.added}
                    label={t('settings.sports.removeRow', { number: index + 1 })}
                    onRemove={() => remove(row.id)}
                  />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <AddRowButton canChange={canChange} onAdd={add}>
          {t('settings.sports.addCurrency')}
        </AddRowButton>
        <SaveRow canChange={canChange} outcome={outcome} />
      </Form>
    </Card>
  );
}

/**
 * The sportsbook: the margin priced into every market's odds, the most legs of an accumulator,
 * the share kept on a cash-out and what a slip does when odds move (all from the next bet), and
 * each currency's stake limits.
 */
export function SportsbookSection() {
  const { t } = useTranslation('backoffice');
  const headingId = useId();
  const query = useQuery({
    queryKey: sportsKey,
    queryFn: ({ signal }) => call('/operator/sports/settings/get', {}, signal),
  });
  return (
    <SettingsPanel id={headingId} title={t('settings.sports.title')} lead={t('settings.sports.lead')}>
      <QueryView query={query} headingLevel={3}>
        {(settings) => (
          <>
            <Rules settings={settings} />
            <Limits settings={settings} />
          </>
        )}
      </QueryView>
    </SettingsPanel>
  );
}
