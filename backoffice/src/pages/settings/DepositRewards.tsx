import { useId, useMemo, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { currencyCodeSchema, operatorDepositRewardSchema, operatorEndpoints } from '@app/contract';
import { compareDecimal } from '@app/contract/money';
import { Button } from '@app/ui';
import { Card, InlineError } from '@app/ui/display';
import { Form, translateMessage, useZodForm } from '@app/ui/forms';
import { call, type CallResponse } from '../../api/client.ts';
import { QueryView } from '../../layout/parts.tsx';
import {
  AddRowButton,
  amountText,
  CellField,
  currencyText,
  formMessage,
  RemoveRowCell,
  rowId,
  SaveRow,
  settingsKey,
  useCanChange,
  useOutcome,
  wholeText,
} from './parts.tsx';

const rewardsKey = settingsKey('vip', 'deposit-rewards');
type Reward = CallResponse<'/operator/deposit-rewards/get'>['rewards'][number];

const rewardsRequest = operatorEndpoints['/operator/deposit-rewards/set'].request;
const stepShape = operatorDepositRewardSchema.shape;
/** The most steps a currency's sequence may have (the contract's bound). */
export const MAX_STEPS = 20;

/** An amount the platform takes only above zero. */
const positiveAmount = (schema: z.ZodType<string, string>) =>
  amountText(schema).refine((value) => compareDecimal(value, '0') > 0, formMessage('positive'));

const stepsSchema = z.object({
  steps: z
    .array(
      z.object({
        id: z.string(),
        matchPercent: wholeText(stepShape.matchPercent),
        maxBonus: positiveAmount(stepShape.maxBonus),
        minDeposit: positiveAmount(stepShape.minDeposit),
        wageringMultiplier: wholeText(stepShape.wageringMultiplier),
      }),
    )
    .max(MAX_STEPS),
});
type StepsValues = z.input<typeof stepsSchema>;
type StepsOutput = z.output<typeof stepsSchema>;

const STEP_COLUMNS = ['matchPercent', 'maxBonus', 'minDeposit', 'wageringMultiplier'] as const;

function stepsValues(rewards: readonly Reward[]): StepsValues {
  return {
    steps: [...rewards]
      .sort((a, b) => a.sequence - b.sequence)
      .map((reward) => ({
        id: rowId(),
        matchPercent: String(reward.matchPercent),
        maxBonus: reward.maxBonus,
        minDeposit: reward.minDeposit,
        wageringMultiplier: String(reward.wageringMultiplier),
      })),
  };
}

function sameSteps(next: StepsOutput['steps'], current: readonly Reward[]): boolean {
  const sorted = [...current].sort((a, b) => a.sequence - b.sequence);
  return (
    next.length === sorted.length &&
    next.every((step, index) => {
      const was = sorted[index]!;
      return (
        step.matchPercent === was.matchPercent &&
        step.wageringMultiplier === was.wageringMultiplier &&
        compareDecimal(step.maxBonus, was.maxBonus) === 0 &&
        compareDecimal(step.minDeposit, was.minDeposit) === 0
      );
    })
  );
}

/**
 * The deposit rewards: for each currency, what the player's 1st, 2nd, 3rd ... deposit earns (a
 * match in percent up to the largest bonus, from the smallest deposit, wagered so many times).
 * Saving a currency replaces its whole sequence; saving it empty removes it.
 */
export function DepositRewards() {
  const { t } = useTranslation('backoffice');
  const canChange = useCanChange('/operator/deposit-rewards/set');
  const query = useQuery({
    queryKey: rewardsKey,
    queryFn: ({ signal }) => call('/operator/deposit-rewards/get', {}, signal),
  });
  return (
    <Card title={t('settings.rewards.title')} subtitle={t('settings.rewards.lead')} headingLevel={3}>
      <QueryView query={query} headingLevel={3}>
        {({ rewards }) => <RewardsByCurrency rewards={rewards} canChange={canChange} />}
      </QueryView>
    </Card>
  );
}

function RewardsByCurrency({ rewards, canChange }: { rewards: readonly Reward[]; canChange: boolean }) {
  const { t } = useTranslation('backoffice');
  const id = useId();
  const [added, setAdded] = useState<string[]>([]);
  const currencies = useMemo(
    () => [...new Set([...rewards.map((reward) => reward.currency), ...added])].sort((a, b) => a.localeCompare(b)),
    [rewards, added],
  );
  const [chosen, setChosen] = useState<string>(currencies[0] ?? '');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const current = currencies.includes(chosen) ? chosen : (currencies[0] ?? '');

  const addCurrency = (event: FormEvent) => {
    event.preventDefault();
    const parsed = currencyText(currencyCodeSchema).safeParse(code);
    if (!parsed.success) {
      setCodeError(translateMessage(parsed.error.issues[0]?.message ?? '', parsed.error.issues[0]?.code));
      return;
    }
    setCodeError(null);
    setAdded((list) => [...list, parsed.data]);
    setChosen(parsed.data);
    setCode('');
  };

  return (
    <div className="bo-stack">
      <div className="bo-toolbar bo-settings__toolbar">
        {currencies.length > 0 ? (
          <label className="bo-field">
            {t('settings.rewards.currency')}
            <select value={current} onChange={(event) => setChosen(event.target.value)}>
              {currencies.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <p className="bo-hint">{t('settings.rewards.none')}</p>
        )}
        {canChange ? (
          <form className="bo-settings__add-currency" onSubmit={addCurrency} noValidate>
            <div className="bo-field">
              <label htmlFor={`${id}-code`}>{t('settings.rewards.newCurrency')}</label>
              <input
                id={`${id}-code`}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                autoCapitalize="characters"
                autoComplete="off"
                aria-invalid={codeError ? true : undefined}
                aria-describedby={codeError ? `${id}-code-error` : undefined}
              />
              {codeError ? (
                <span id={`${id}-code-error`} className="form-field__error">
                  {codeError}
                </span>
              ) : null}
            </div>
            <Button type="submit" variant="secondary">
              {t('settings.rewards.addCurrency')}
            </Button>
          </form>
        ) : null}
      </div>
      {current ? (
        <Sequence
          key={current}
          currency={current}
          rewards={rewards.filter((reward) => reward.currency === current)}
          canChange={canChange}
        />
      ) : null}
    </div>
  );
}

function Sequence({ currency, rewards, canChange }: { currency: string; rewards: readonly Reward[]; canChange: boolean }) {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const form = useZodForm(stepsSchema, { defaultValues: stepsValues(rewards) });
  const [outcome, setOutcome] = useOutcome(form);
  const steps = form.watch('steps');
  const rootError = form.formState.errors.steps?.root?.message ?? form.formState.errors.steps?.message;

  const save = async ({ steps: typed }: StepsOutput) => {
    if (sameSteps(typed, rewards)) {
      setOutcome({ tone: 'info', text: t('settings.noChange') });
      return;
    }
    const body = rewardsRequest.parse({
      currency,
      rewards: typed.map(({ matchPercent, maxBonus, minDeposit, wageringMultiplier }, index) => ({
        sequence: index + 1,
        matchPercent,
        maxBonus,
        minDeposit,
        wageringMultiplier,
      })),
    });
    const answer = await call('/operator/deposit-rewards/set', body);
    await queryClient.invalidateQueries({ queryKey: rewardsKey });
    form.reset(stepsValues(answer.rewards));
    setOutcome({
      tone: 'success',
      text:
        typed.length === 0 ? t('settings.rewards.removed', { currency }) : t('settings.rewards.saved', { currency, count: typed.length }),
    });
  };
  const add = () => {
    form.setValue(
      'steps',
      [...form.getValues('steps'), { id: rowId(), matchPercent: '100', maxBonus: '', minDeposit: '', wageringMultiplier: '30' }],
      { shouldDirty: true },
    );
    setOutcome(null);
  };
  const remove = (id: string) =>
    form.setValue(
      'steps',
      form.getValues('steps').filter((step) => step.id !== id),
      { shouldDirty: true },
    );

  const header = (column: (typeof STEP_COLUMNS)[number]) => t(`settings.rewards.columns.${column}`, { currency });
  return (
    <Form form={form} onSubmit={save} aria-label={t('settings.rewards.sequenceOf', { currency })}>
      {steps.length === 0 ? (
        <p className="bo-hint">{t('settings.rewards.empty', { currency })}</p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table bo-settings__table" data-testid="deposit-rewards">
            <caption>{t('settings.rewards.sequenceOf', { currency })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('settings.rewards.columns.deposit')}</th>
                {STEP_COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {header(column)}
                  </th>
                ))}
                {canChange ? <th scope="col">{t('common.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {steps.map((step, index) => (
                <tr key={step.id}>
                  <th scope="row">{t('settings.rewards.nth', { number: index + 1 })}</th>
                  {STEP_COLUMNS.map((column) => (
                    <td key={column}>
                      <CellField
                        form={form}
                        name={`steps.${index}.${column}`}
                        label={t('settings.rewards.cell', { column: header(column), number: index + 1 })}
                        readOnly={!canChange}
                      />
                    </td>
                  ))}
                  <RemoveRowCell
                    column={canChange}
                    removable
                    label={t('settings.rewards.removeStep', { number: index + 1 })}
                    onRemove={() => remove(step.id)}
                  />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <InlineError>{rootError}</InlineError>
      <AddRowButton canChange={canChange} onAdd={add} disabled={steps.length >= MAX_STEPS}>
        {t('settings.rewards.addStep')}
      </AddRowButton>
      <SaveRow canChange={canChange} outcome={outcome} />
    </Form>
  );
}
