import { useAreaTranslation } from '../../area.ts';
import { useOddsFormat } from '../hooks/useOddsFormat.ts';
import { ODDS_FORMATS } from '../model/odds.ts';
import { SettingSelect } from './SettingSelect.tsx';

/** The odds format setting: decimal, fractional or American (kept in this browser); a chip in a row of chips when `chip`. */
export function OddsFormatPicker({ chip = false }: { chip?: boolean }) {
  const { t } = useAreaTranslation();
  const [format, setFormat] = useOddsFormat();
  return (
    <SettingSelect
      label={t('settings.oddsFormat')}
      value={format}
      options={ODDS_FORMATS.map((option) => ({ value: option, label: t(`settings.formats.${option}`) }))}
      onChange={setFormat}
      chip={chip}
    />
  );
}
