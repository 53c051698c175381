import { Check, ChevronDown, Crown } from 'lucide-react';
import { usePercent } from '@app/ui';
import { usePlayerMoney } from '../../../shared/hooks/usePlayerMoney.ts';
import { Badge, ErrorState, LoadingNote, Skeleton, Section } from '@app/ui/display';
import { useFailureText } from '@app/api';
import { useAreaTranslation } from '../../../area.ts';
import { useLevel } from '../../../shared/api/level.ts';
import { useProgramme, type VipLevel } from '../../../shared/api/programme.ts';
import { isPositive } from '@app/contract/money';
import { ladderSteps, type LevelStanding } from '../model/ladder.ts';
import '../ladder.css';

/** Whole amounts without their cents ($5,000 rather than $5,000.00); others as the currency has them. */
function isWhole(amount: string): boolean {
  return /^\d+(\.0+)?$/.test(amount);
}

const STANDING_TONE = { reached: 'success', current: 'primary', next: 'accent', ahead: 'neutral' } as const;

function Benefits({ level, currency }: { level: VipLevel; currency: string }) {
  const { t } = useAreaTranslation();
  const percent = usePercent();
  const inPlayerCurrency = usePlayerMoney();
  const { rakebackPercent, levelUpBonus, weeklyPercent, monthlyPercent } = level.benefits;
  const none = t('ladder.none');
  return (
    <dl className="pair-grid vip-benefits">
      <div className="stack-tile vip-benefits__row">
        <dt>{t('ladder.rakeback')}</dt>
        <dd>{rakebackPercent > 0 ? percent(rakebackPercent) : none}</dd>
      </div>
      <div className="stack-tile vip-benefits__row">
        <dt>{t('ladder.levelUpBonus')}</dt>
        <dd>{isPositive(levelUpBonus) ? <span className="money">{inPlayerCurrency(levelUpBonus, currency)}</span> : none}</dd>
      </div>
      <div className="stack-tile vip-benefits__row">
        <dt>{t('ladder.weekly')}</dt>
        <dd>{weeklyPercent > 0 ? t('ladder.ofWagering', { value: percent(weeklyPercent) }) : none}</dd>
      </div>
      <div className="stack-tile vip-benefits__row">
        <dt>{t('ladder.monthly')}</dt>
        <dd>{monthlyPercent > 0 ? t('ladder.ofWagering', { value: percent(monthlyPercent) }) : none}</dd>
      </div>
    </dl>
  );
}

function StandingBadge({ standing }: { standing: LevelStanding | null }) {
  const { t } = useAreaTranslation();
  if (!standing || standing === 'ahead') return null;
  return (
    <Badge tone={STANDING_TONE[standing]} icon={standing === 'reached' ? <Check aria-hidden="true" /> : undefined}>
      {t(`ladder.standing.${standing}`)}
    </Badge>
  );
}

/**
 * The VIP ladder from the first level up: what each level takes (wagering in the base currency)
 * and what it gives, each level opening to its benefits. For a player their own level is marked
 * and open, the levels passed are ticked; a visitor sees the first level open.
 */
export function LevelLadder({ signedIn }: { signedIn: boolean }) {
  const { t } = useAreaTranslation();
  const failure = useFailureText(t);
  const programme = useProgramme();
  const standing = useLevel({ enabled: signedIn });
  const inPlayerCurrency = usePlayerMoney();
  const current = signedIn ? (standing.data?.level.level ?? null) : null;

  return (
    <Section title={t('ladder.title')} lead={t('ladder.lead')}>
      {programme.isPending ? (
        <div className="stack">
          <LoadingNote />
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} variant="rect" height="3.5rem" />
          ))}
        </div>
      ) : programme.isError ? (
        <ErrorState
          headingLevel={3}
          title={t('ladder.loadFailed')}
          text={failure(programme.error) ?? undefined}
          onRetry={() => programme.refetch()}
        />
      ) : (
        <ol className="vip-rows">
          {ladderSteps(programme.data.levels, current).map(({ level, standing: where }, index) => (
            <li key={level.level} className={`vip-ladder__step${where ? ` vip-ladder__step--${where}` : ''}`}>
              <details className="vip-ladder__details" open={where === 'current' || (current === null && index === 0) || undefined}>
                <summary className="vip-ladder__summary" aria-current={where === 'current' ? 'step' : undefined}>
                  <span className={`step-mark step-mark--small${where === 'reached' ? ' step-mark--done' : ''}`} aria-hidden="true">
                    {where === 'reached' ? <Check /> : where === 'current' ? <Crown /> : level.level}
                  </span>
                  <span className="vip-ladder__text">
                    <span className="vip-ladder__name">{level.name}</span>
                    <span className="vip-ladder__threshold">
                      {isPositive(level.threshold) ? (
                        <>
                          {t('ladder.from')}{' '}
                          <span className="money">
                            {inPlayerCurrency(level.threshold, programme.data.baseCurrency, { whole: isWhole(level.threshold) })}
                          </span>
                        </>
                      ) : (
                        t('ladder.start')
                      )}
                    </span>
                  </span>
                  <StandingBadge standing={where} />
                  <ChevronDown className="vip-ladder__chevron" aria-hidden="true" />
                </summary>
                <Benefits level={level} currency={programme.data.baseCurrency} />
              </details>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
