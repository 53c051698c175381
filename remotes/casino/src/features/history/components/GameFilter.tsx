import { SettingSelect } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';

export interface GameChoice {
  gameId: string;
  name: string;
}

export interface GameFilterProps {
  /** The games to choose from, in the order shown (after All games). */
  games: readonly GameChoice[];
  /** The game shown, or null for all. */
  value: string | null;
  onChange: (gameId: string | null) => void;
}

/** Which game's bets the history shows: all of them, or one game's. */
export function GameFilter({ games, value, onChange }: GameFilterProps) {
  const { t } = useAreaTranslation();
  const options = [{ value: '', label: t('history.allGames') }, ...games.map((game) => ({ value: game.gameId, label: game.name }))];
  return (
    <div className="bet-filter">
      <SettingSelect label={t('history.filterLabel')} value={value ?? ''} options={options} onChange={(next) => onChange(next || null)} />
    </div>
  );
}
