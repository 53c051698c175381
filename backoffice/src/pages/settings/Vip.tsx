import { useId } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { bonusContributionSchema, operatorEndpoints, type VipLevel } from '@app/contract';
import { compareDecimal } from '@app/contract/money';
import { Card } from '@app/ui/display';
import { Form, TextField, useZodForm } from '@app/ui/forms';
import { call, type CallResponse } from '../../api/client.ts';
import { Allowed, QueryView } from '../../layout/parts.tsx';
import { DepositRewards } from './DepositRewards.tsx';
import {
  AddRowButton,
  amountText,
  CellField,
  decimalText,
  formMessage,
  NumberField,
  permissionOf,
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

const vipKey = settingsKey('vip', 'programme');
type Programme = CallResponse<'/operator/vip/settings/get'>['settings'];

/* ----- The ladder ----- */

const levelsRequest = operatorEndpoints['/operator/vip/levels/set'].request;
const levelShape = levelsRequest.shape.levels.element.shape;
const benefitShape = levelShape.benefits.shape;
/** The most levels a ladder may have (the contract's bound). */
export const MAX_LEVELS = 50;

const ladderSchema = z
  .object({
    levels: z
      .array(
        z.object({
          id: z.string(),
          name: levelShape.name,
          threshold: amountText(levelShape.threshold),
          rakebackPercent: decimalText(benefitShape.rakebackPercent),
          levelUpBonus: amountText(benefitShape.levelUpBonus),
          weeklyPercent: decimalText(benefitShape.weeklyPercent),
          monthlyPercent: decimalText(benefitShape.monthlyPercent),
        }),
      )
      .min(1)
      .max(MAX_LEVELS),
  })
  // The platform's own rules of a ladder: level 0 needs no wagering, each level more than the one before.
  .superRefine(({ levels }, context) => {
    levels.forEach((level, index) => {
      if (index === 0 && compareDecimal(level.threshold, '0') !== 0)
        context.addIssue({ code: 'custom', path: ['levels', 0, 'threshold'], message: formMessage('firstThreshold') });
      const before = levels[index - 1];
      if (before && compareDecimal(level.threshold, before.threshold) <= 0)
        context.addIssue({ code: 'custom', path: ['levels', index, 'threshold'], message: formMessage('rising') });
    });
  })
  .transform(({ levels }) => ({
    levels: levels.map(({ name, threshold, rakebackPercent, levelUpBonus, weeklyPercent, monthlyPercent }) => ({
      name,
      threshold,
      benefits: { rakebackPercent, levelUpBonus, weeklyPercent, monthlyPercent },
    })),
  }))
  .pipe(levelsRequest);

type LadderValues = z.input<typeof ladderSchema>;
type LadderRequest = z.output<typeof ladderSchema>;

function ladderValues(levels: readonly VipLevel[]): LadderValues {
  return {
    levels: levels.map((level) => ({
      id: rowId(),
      name: level.name,
      threshold: level.threshold,
      rakebackPercent: String(level.benefits.rakebackPercent),
      levelUpBonus: level.benefits.levelUpBonus,
      weeklyPercent: String(level.benefits.weeklyPercent),
      monthlyPercent: String(level.benefits.monthlyPercent),
    })),
  };
}

function sameLadder(next: LadderRequest['levels'], current: readonly VipLevel[]): boolean {
  return (
    next.length === current.length &&
    next.every((level, index) => {
      const was = current[index]!;
      return (
        level.name === was.name &&
        compareDecimal(level.threshold, was.threshold) === 0 &&
        compareDecimal(level.benefits.levelUpBonus, was.benefits.levelUpBonus) === 0 &&
        level.benefits.rakebackPercent === was.benefits.rakebackPercent &&
        level.benefits.weeklyPercent === was.benefits.weeklyPercent &&
        level.benefits.monthlyPercent === was.benefits.monthlyPercent
      );
    })
  );
}

const LADDER_COLUMNS = ['name', 'threshold', 'rakebackPercent', 'levelUpBonus', 'weeklyPercent', 'monthlyPercent'] as const;

function Ladder({ programme }: { programme: Programme }) {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const canChange = useCanChange('/operator/vip/levels/set');
  const form = useZodForm(ladderSchema, { defaultValues: ladderValues(programme.levels) });
  const [outcome, setOutcome] = useOutcome(form);
  const levels = form.watch('levels');
  const base = programme.baseCurrency;

  const save = async (body: LadderRequest) => {
    if (sameLadder(body.levels, programme.levels)) {
      setOutcome({ tone: 'info', text: t('settings.noChange') });
      return;
    }
    const answer = await call('/operator/vip/levels/set', body);
    queryClient.setQueryData(vipKey, answer);
    await queryClient.invalidateQueries({ queryKey: vipKey });
    form.reset(ladderValues(answer.settings.levels));
    setOutcome({ tone: 'success', text: t('settings.vip.ladderSaved', { count: answer.settings.levels.length }) });
  };
  const add = () => {
    const last = form.getValues('levels').at(-1);
    form.setValue(
      'levels',
      [
        ...form.getValues('levels'),
        {
          id: rowId(),
          name: '',
          threshold: '',
          rakebackPercent: last?.rakebackPercent ?? '0',
          levelUpBonus: '0',
          weeklyPercent: last?.weeklyPercent ?? '0',
          monthlyPercent: last?.monthlyPercent ?? '0',
        },
      ],
      { shouldDirty: true },
    );
    setOutcome(null);
  };
  const remove = (id: string) =>
    form.setValue(
      'levels',
      form.getValues('levels').filter((level) => level.id !== id),
      { shouldDirty: true },
    );

  const header = (column: (typeof LADDER_COLUMNS)[number]) => t(`settings.vip.columns.${column}`, { base });
  return (
    <Card title={t('settings.vip.ladder')} subtitle={t('settings.vip.ladderLead', { base })} headingLevel={3}>
      <Form form={form} onSubmit={save} aria-label={t('settings.vip.ladder')}>
        <div className="bo-table-wrap">
          <table className="bo-table bo-settings__table" data-testid="vip-ladder">
            <thead>
              <tr>
                <th scope="col">{t('settings.vip.columns.level')}</th>
                {LADDER_COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {header(column)}
                  </th>
                ))}
                {canChange ? <th scope="col">{t('common.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {levels.map((level, index) => (
                <tr key={level.id}>
                  <th scope="row">{index}</th>
                  {LADDER_COLUMNS.map((column) => (
                    <td key={column}>
                      <CellField
                        form={form}
                        name={`levels.${index}.${column}`}
                        label={t('settings.vip.cell', { column: header(column), level: index })}
                        readOnly={!canChange || (index === 0 && column === 'threshold')}
                        inputMode={column === 'name' ? 'text' : 'decimal'}
                        className={column === 'name' ? 'bo-settings__cell--name' : undefined}
                      />
                    </td>
                  ))}
                  <RemoveRowCell
                    column={canChange}
                    removable={index > 0}
                    label={t('settings.vip.removeLevel', { level: index })}
                    onRemove={() => remove(level.id)}
                  />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <AddRowButton canChange={canChange} onAdd={add} disabled={levels.length >= MAX_LEVELS}>
          {t('settings.vip.addLevel')}
        </AddRowButton>
        <SaveRow canChange={canChange} outcome={outcome} />
      </Form>
    </Card>
  );
}

/* ----- The rules: the reward slider, bonus wagering and its contribution per kind of game ----- */

const rulesRequest = operatorEndpoints['/operator/vip/rules/update'].request;
const rulesShape = rulesRequest.shape;
const GAME_KINDS = ['slots', 'table', 'live', 'originals', 'sports'] as const;
const WHOLE_RULES = [
  'minCashPercent',
  'maxCashPercent',
  'defaultCashPercent',
  'bonusWageringMultiplier',
  'bonusExpiryDays',
  'claimQuoteSeconds',
] as const;
type WholeRule = (typeof WHOLE_RULES)[number];

const rulesSchema = z
  .object({
    ...(Object.fromEntries(WHOLE_RULES.map((rule) => [rule, wholeText(rulesShape[rule].unwrap())])) as Record<
      WholeRule,
      ReturnType<typeof wholeText>
    >),
    /** Empty: no highest stake while bonus money is wagering. */
    bonusMaxStake: z
      .string()
      .trim()
      .refine((value) => value === '' || /^\d{1,18}(\.\d{1,8})?$/.test(value), formMessage('amount'))
      .transform((value) => (value === '' ? null : value))
      .pipe(rulesShape.bonusMaxStake.unwrap()),
    bonusContribution: z.object(
      Object.fromEntries(GAME_KINDS.map((kind) => [kind, wholeText(bonusContributionSchema.shape[kind])])) as Record<
        (typeof GAME_KINDS)[number],
        ReturnType<typeof wholeText>
      >,
    ),
  })
  .superRefine((rules, context) => {
    if (rules.minCashPercent > rules.maxCashPercent)
      context.addIssue({ code: 'custom', path: ['maxCashPercent'], message: formMessage('cashBounds') });
    else if (rules.defaultCashPercent < rules.minCashPercent || rules.defaultCashPercent > rules.maxCashPercent)
      context.addIssue({ code: 'custom', path: ['defaultCashPercent'], message: formMessage('cashDefault') });
  });

type RulesValues = z.input<typeof rulesSchema>;
type RulesOutput = z.output<typeof rulesSchema>;

function rulesValues(programme: Programme): RulesValues {
  return {
    ...(Object.fromEntries(WHOLE_RULES.map((rule) => [rule, String(programme[rule])])) as Record<WholeRule, string>),
    bonusMaxStake: programme.bonusMaxStake ?? '',
    bonusContribution: Object.fromEntries(GAME_KINDS.map((kind) => [kind, String(programme.bonusContribution[kind])])) as Record<
      (typeof GAME_KINDS)[number],
      string
    >,
  };
}

function rulesPatch(next: RulesOutput, current: Programme): z.input<typeof rulesRequest> {
  const patch: Record<string, unknown> = {};
  for (const rule of WHOLE_RULES) if (next[rule] !== current[rule]) patch[rule] = next[rule];
  const stakeChanged =
    next.bonusMaxStake === null || current.bonusMaxStake === null
      ? next.bonusMaxStake !== current.bonusMaxStake
      : compareDecimal(next.bonusMaxStake, current.bonusMaxStake) !== 0;
  if (stakeChanged) patch.bonusMaxStake = next.bonusMaxStake;
  const contribution = Object.fromEntries(
    GAME_KINDS.filter((kind) => next.bonusContribution[kind] !== current.bonusContribution[kind]).map((kind) => [
      kind,
      next.bonusContribution[kind],
    ]),
  );
  if (Object.keys(contribution).length > 0) patch.bonusContribution = contribution;
  return rulesRequest.parse(patch);
}

function Rules({ programme }: { programme: Programme }) {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const canChange = useCanChange('/operator/vip/rules/update');
  const form = useZodForm(rulesSchema, { defaultValues: rulesValues(programme) });
  const [outcome, setOutcome] = useOutcome(form);
  const rangeHint = useRangeHint();

  const save = async (next: RulesOutput) => {
    const patch = rulesPatch(next, programme);
    if (Object.keys(patch).length === 0) {
      setOutcome({ tone: 'info', text: t('settings.noChange') });
      return;
    }
    const answer = await call('/operator/vip/rules/update', patch);
    queryClient.setQueryData(vipKey, answer);
    await queryClient.invalidateQueries({ queryKey: vipKey });
    form.reset(rulesValues(answer.settings));
    setOutcome({ tone: 'success', text: t('settings.vip.rulesSaved') });
  };

  return (
    <Card title={t('settings.vip.rules')} subtitle={t('settings.vip.rulesLead')} headingLevel={3}>
      <Form form={form} onSubmit={save} aria-label={t('settings.vip.rules')}>
        <div className="bo-settings__groups">
          <fieldset className="bo-settings__group">
            <legend>{t('settings.vip.rewards')}</legend>
            {(['minCashPercent', 'maxCashPercent', 'defaultCashPercent', 'claimQuoteSeconds'] as const).map((rule) => (
              <NumberField
                key={rule}
                name={rule}
                label={t(`settings.vip.fields.${rule}`)}
                readOnly={!canChange}
                hint={rangeHint(rulesShape[rule].unwrap())}
              />
            ))}
          </fieldset>
          <fieldset className="bo-settings__group">
            <legend>{t('settings.vip.bonus')}</legend>
            {(['bonusWageringMultiplier', 'bonusExpiryDays'] as const).map((rule) => (
              <NumberField
                key={rule}
                name={rule}
                label={t(`settings.vip.fields.${rule}`)}
                readOnly={!canChange}
                hint={rangeHint(rulesShape[rule].unwrap())}
              />
            ))}
            <TextField
              name="bonusMaxStake"
              label={t('settings.vip.fields.bonusMaxStake', { base: programme.baseCurrency })}
              hint={t('settings.vip.bonusMaxStakeHint')}
              readOnly={!canChange}
              inputMode="decimal"
              autoComplete="off"
              optional
            />
          </fieldset>
          <fieldset className="bo-settings__group">
            <legend>{t('settings.vip.contribution')}</legend>
            <p className="bo-hint">{t('settings.vip.contributionLead')}</p>
            {GAME_KINDS.map((kind) => (
              <NumberField
                key={kind}
                name={`bonusContribution.${kind}`}
                label={t(`settings.vip.kinds.${kind}`)}
                readOnly={!canChange}
                hint={rangeHint(bonusContributionSchema.shape[kind])}
              />
            ))}
          </fieldset>
        </div>
        <SaveRow canChange={canChange} outcome={outcome} />
      </Form>
    </Card>
  );
}

function ProgrammeCards() {
  const query = useQuery({
    queryKey: vipKey,
    queryFn: ({ signal }) => call('/operator/vip/settings/get', {}, signal),
  });
  return (
    <QueryView query={query} headingLevel={3}>
      {({ settings }) => (
        <>
          <Ladder programme={settings} />
          <Rules programme={settings} />
        </>
      )}
    </QueryView>
  );
}

/**
 * The VIP programme and the deposit rewards: the ladder of levels with what each gives, the rules
 * of rewards and of bonus money (wagering, expiry, the highest stake, the share of a stake each
 * kind of game counts for), and the rewards of a player's first deposits per currency. Each part
 * is shown to the roles whose permission its calls need.
 */
export function VipSection() {
  const { t } = useTranslation('backoffice');
  const headingId = useId();
  return (
    <SettingsPanel id={headingId} title={t('settings.vip.title')} lead={t('settings.vip.lead')}>
      <Allowed permission={permissionOf('/operator/vip/settings/get')}>
        <ProgrammeCards />
      </Allowed>
      <Allowed permission={permissionOf('/operator/deposit-rewards/get')}>
        <DepositRewards />
      </Allowed>
    </SettingsPanel>
  );
}
