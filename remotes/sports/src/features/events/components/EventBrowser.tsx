import { useSearchParams } from 'react-router-dom';
import type { SportId } from '@app/contract';
import { useAreaTranslation } from '../../../area.ts';
import { OddsFormatPicker } from '../../../shared/components/OddsFormatPicker.tsx';
import { SettingSelect } from '../../../shared/components/SettingSelect.tsx';
import { usePainted } from '../../../shared/hooks/usePainted.ts';
import { useLeagues, useSportsList } from '../api/catalogue.ts';
import { EventList } from './EventList.tsx';
import '../events.css';

const SPORT_IDS: readonly SportId[] = ['football', 'basketball', 'tennis', 'ice-hockey', 'esports'];

/**
 * /sports: choose a sport (chips, with how many matches are live), a league and the odds format in
 * one row of chips that scrolls sideways, and see their live and upcoming events under it. The
 * choice is in the address, so a reload or a link keeps it.
 */
export function EventBrowser() {
  const { t } = useAreaTranslation();
  const [params, setParams] = useSearchParams();
  const sportParam = params.get('sport');
  const sportId = SPORT_IDS.find((id) => id === sportParam) ?? null;
  const leagueId = params.get('league');
  // The page's title, tabs and filters paint first; the lists are asked for right after.
  const painted = usePainted();
  const sports = useSportsList(painted);
  const leagues = useLeagues(sportId, painted);

  const choose = (next: { sport?: SportId | null; league?: string | null }) => {
    const search = new URLSearchParams();
    const sport = next.sport === undefined ? sportId : next.sport;
    const league = next.league === undefined ? leagueId : next.league;
    if (sport) search.set('sport', sport);
    if (league) search.set('league', league);
    setParams(search, { replace: true });
  };
  const shownSports = sports.data?.sports.filter((sport) => sport.eventCount > 0) ?? [];
  const leagueOptions = leagues.data?.leagues.filter((league) => league.eventCount > 0) ?? [];

  return (
    <div className="sports-browser">
      <div className="sports-chips">
        <div className="sports-chips__sports" role="group" aria-label={t('events.sport')}>
          <button
            type="button"
            className="sports-chip"
            aria-pressed={sportId === null}
            onClick={() => choose({ sport: null, league: null })}
          >
            {t('events.allSports')}
          </button>
          {shownSports.map((sport) => (
            <button
              key={sport.id}
              type="button"
              className="sports-chip"
              aria-pressed={sportId === sport.id}
              onClick={() => choose({ sport: sport.id, league: null })}
            >
              {t(`sportNames.${sport.id}`)}
              {sport.liveCount > 0 ? (
                <span className="sports-chip__count" aria-label={t('events.liveCount', { count: sport.liveCount })}>
                  {sport.liveCount}
                </span>
              ) : null}
            </button>
          ))}
        </div>
        <SettingSelect
          label={t('events.league')}
          value={leagueId ?? ''}
          options={[
            { value: '', label: t('events.allLeagues') },
            ...leagueOptions.map((league) => ({ value: league.id, label: league.name })),
          ]}
          onChange={(league) => choose({ league: league || null })}
          chip
        />
        <OddsFormatPicker chip />
      </div>
      <EventList key={`${sportId ?? 'all'}:${leagueId ?? 'all'}`} sportId={sportId} leagueId={leagueId} painted={painted} />
    </div>
  );
}
