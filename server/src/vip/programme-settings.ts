import type { OperatorRequest, OperatorResponse, VipRulesPatch } from '@app/contract';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { VIP_BASE_CURRENCY, type VipCore } from './core.ts';
import { assertLadder, levelRow, levelView } from './ladder.ts';
import { vipRepository as repository } from './repository.ts';

type SettingsResponse = OperatorResponse<'/operator/vip/settings/get'>;

/** The ladder and the rules (with the bonus rules the programme's rewards follow): what players see, and the operator's changes. */
export function createProgrammeSettings(core: VipCore) {
  /** The ladder and the rules, as players and the operator see them. */
  async function settings(executor?: Db) {
    const tables = core.tables(executor);
    const [ladder, rules, bonus] = await Promise.all([repository.levels(tables), repository.settings(tables), core.bonus.rules(executor)]);
    return {
      levels: ladder.map(levelView),
      baseCurrency: VIP_BASE_CURRENCY,
      minCashPercent: rules.min_cash_percent,
      maxCashPercent: rules.max_cash_percent,
      defaultCashPercent: rules.default_cash_percent,
      bonusWageringMultiplier: bonus.wageringMultiplier,
      bonusExpiryDays: bonus.expiryDays,
      bonusContribution: bonus.contribution,
      bonusMaxStake: bonus.maxStake,
      claimQuoteSeconds: rules.claim_quote_seconds,
    };
  }

  return {
    settings,

    async setLevels(body: OperatorRequest<'/operator/vip/levels/set'>): Promise<SettingsResponse> {
      const rows = body.levels.map((definition, level) => levelRow(level, definition));
      assertLadder(rows);
      await core.ledger.run((tx) => repository.replaceLevels(core.tables(tx), rows));
      return { settings: await settings() };
    },

    async updateLevel(body: OperatorRequest<'/operator/vip/level/update'>): Promise<SettingsResponse> {
      await core.ledger.run(async (tx) => {
        const tables = core.tables(tx);
        const ladder = await repository.levels(tables);
        const current = ladder.find((step) => step.level === body.level);
        if (!current) throw new ApiError('VALIDATION_FAILED', `There is no level ${body.level}`);
        const view = levelView(current);
        const next = levelRow(body.level, {
          name: body.name ?? view.name,
          threshold: body.threshold ?? view.threshold,
          benefits: { ...view.benefits, ...body.benefits },
        });
        const rows = ladder.map((step) => (step.level === body.level ? next : step));
        assertLadder(rows);
        await repository.replaceLevels(tables, rows);
      });
      return { settings: await settings() };
    },

    async updateRules(patch: VipRulesPatch): Promise<SettingsResponse> {
      const tables = core.tables();
      const current = await repository.settings(tables);
      const next = {
        id: 1,
        min_cash_percent: patch.minCashPercent ?? current.min_cash_percent,
        max_cash_percent: patch.maxCashPercent ?? current.max_cash_percent,
        default_cash_percent: patch.defaultCashPercent ?? current.default_cash_percent,
        claim_quote_seconds: patch.claimQuoteSeconds ?? current.claim_quote_seconds,
      };
      if (next.min_cash_percent > next.max_cash_percent) throw new ApiError('VALIDATION_FAILED', 'minCashPercent is above maxCashPercent');
      // A default outside new bounds follows them.
      next.default_cash_percent = Math.min(next.max_cash_percent, Math.max(next.min_cash_percent, next.default_cash_percent));
      await repository.saveSettings(tables, next);
      const bonusPatch = {
        ...(patch.bonusWageringMultiplier !== undefined ? { wageringMultiplier: patch.bonusWageringMultiplier } : {}),
        ...(patch.bonusExpiryDays !== undefined ? { expiryDays: patch.bonusExpiryDays } : {}),
        ...(patch.bonusContribution !== undefined ? { contribution: patch.bonusContribution } : {}),
        ...(patch.bonusMaxStake !== undefined ? { maxStake: patch.bonusMaxStake } : {}),
      };
      if (Object.keys(bonusPatch).length > 0) await core.bonus.updateRules(bonusPatch);
      return { settings: await settings() };
    },
  };
}
