import type { ReactNode } from 'react';
import { BellRing, Ban, CirclePause, Coins, PiggyBank, Timer, TrendingDown } from 'lucide-react';
import { useAtomValue } from 'jotai';
import { cmsConfigAtom } from '@app/state';
import { Section } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { GUIDE_TOOLS, HELP_ORGANISATIONS, WARNING_SIGNS, type GuideTool } from '../model/guide.ts';
import '../responsible-gambling.css';

const ICONS: Record<GuideTool, ReactNode> = {
  deposit: <PiggyBank aria-hidden="true" />,
  loss: <TrendingDown aria-hidden="true" />,
  wager: <Coins aria-hidden="true" />,
  session_reminder: <BellRing aria-hidden="true" />,
  session_limit: <Timer aria-hidden="true" />,
  cooling_off: <CirclePause aria-hidden="true" />,
  self_exclusion: <Ban aria-hidden="true" />,
};

/** Responsible gambling explained to everyone: what it means, the tools, the warning signs and where to get help. */
export function RgGuide() {
  const { t } = useAreaTranslation();
  const { support_email: supportEmail } = useAtomValue(cmsConfigAtom);
  return (
    <>
      <Section title={t('rg.about.title')}>
        <div className="account-prose">
          <p>{t('rg.about.p1')}</p>
          <p>{t('rg.about.p2')}</p>
          <p>{t('rg.about.p3')}</p>
        </div>
      </Section>
      <Section title={t('rg.tools.title')} lead={t('rg.tools.lead')}>
        <ul className="account-tools">
          {GUIDE_TOOLS.map((tool) => (
            <li key={tool} className="stack-card stack-card--row account-tool">
              <span className="account-tool__icon">{ICONS[tool]}</span>
              <div className="account-tool__text">
                <h3 className="account-card__title">{t(`rg.tools.${tool}.name`)}</h3>
                <p className="account-card__meta">{t(`rg.tools.${tool}.about`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('rg.signs.title')} lead={t('rg.signs.lead')}>
        <ul className="account-bullets">
          {WARNING_SIGNS.map((sign) => (
            <li key={sign}>{t(`rg.signs.${sign}`)}</li>
          ))}
        </ul>
      </Section>
      <Section title={t('rg.help.title')} lead={t('rg.help.lead')}>
        <ul className="stack-list stack-list--tight">
          {HELP_ORGANISATIONS.map((entry) => (
            <li key={entry.key} className="stack-tile account-help__item">
              <a href={entry.url} target="_blank" rel="noopener noreferrer">
                {t(`rg.help.${entry.key}.name`)}
                <span className="visually-hidden"> ({t('rg.help.newWindow')})</span>
              </a>
              <span>{t(`rg.help.${entry.key}.about`)}</span>
            </li>
          ))}
          {supportEmail ? (
            <li className="stack-tile account-help__item">
              <a href={`mailto:${supportEmail}`}>{t('rg.help.support')}</a>
              <span>{t('rg.help.supportAbout', { email: supportEmail })}</span>
            </li>
          ) : null}
        </ul>
        <p className="account-fineprint">{t('rg.help.age')}</p>
      </Section>
    </>
  );
}
