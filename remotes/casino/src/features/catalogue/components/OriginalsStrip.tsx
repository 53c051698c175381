import { Bomb, CircleDot, Dices, TrendingUp, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAreaTranslation } from '../../../area.ts';
import { ORIGINAL_IDS, type OriginalGameId } from '../../../shared/model/links.ts';
import '../catalogue.css';

const ICONS: Record<OriginalGameId, LucideIcon> = { dice: Dices, limbo: TrendingUp, mines: Bomb, plinko: CircleDot };

/**
 * The originals in one row of chips near the top of home: a Dice bet is this tap and the game's
 * bet button, without a scroll.
 */
export function OriginalsStrip() {
  const { t } = useAreaTranslation();
  return (
    <nav className="chips originals-strip" aria-label={t('rows.originals')}>
      {ORIGINAL_IDS.map((id) => {
        const Icon = ICONS[id];
        return (
          <Link key={id} className="chip originals-strip__game" to={`/originals/${id}`}>
            <Icon aria-hidden="true" />
            {t(`originals.names.${id}`)}
          </Link>
        );
      })}
    </nav>
  );
}
