import { useId } from 'react';
import { useAreaTranslation } from '../../area.ts';
import { useOddsFormat } from '../hooks/useOddsFormat.ts';
import { ODDS_FORMATS, type OddsFormat } from '../model/odds.ts';

/** The odds format setting: decimal, fractional or American (kept in this browser). */
export function OddsFormatPicker() {
  const { t } = useAreaTranslation();
  const [format, setFormat] = useOddsFormat();
  const id = useId();
  return (
    <div className="sports-setting">
      <label htmlFor={id} className="sports-setting__label">
        {t('settings.oddsFormat')}
      </label>
      <select id={id} className="sports-setting__select" value={format} onChange={(event) => setFormat(event.target.value as OddsFormat)}>
        {ODDS_FORMATS.map((option) => (
          <option key={option} value={option}>
            {t(`settings.formats.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
