import { useId, useMemo, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Rocket } from 'lucide-react';
import type { AreaName, AuditEntry, HealthFigure, Release, Rollout } from '@app/contract';
import { HEALTH_HISTORY_HOURS } from '@app/contract';
import { Button } from '@app/ui';
import { Badge, Card, EmptyState, Notice, SummaryList, type Tone } from '@app/ui/display';
import { ConfirmDialog } from '@app/ui/overlays';
import { call, type CallResponse } from '../api/client.ts';
import { releasesKey } from '../api/keys.ts';
import { TimeChart, type TimeChartSeries, type TimeChartTexts } from '../charts/TimeChart.tsx';
import { dateTime } from '../format.ts';
import { failureText } from '../i18n.ts';
import { PageHeader, QueryView } from '../layout/parts.tsx';
import { useFallbackRefresh } from '../realtime/Live.tsx';

type History = CallResponse<'/operator/releases/health/history'>;
type CanaryState = 'running' | 'none' | 'rolledBack';
type Pending =
  | { kind: 'canary'; area: AreaName; version: string; percent: number; stable: string | null }
  | { kind: 'promote'; area: AreaName; version: string }
  | { kind: 'abort'; area: AreaName; version: string; stable: string | null };

/** How often the page asks again by itself while the live updates are down. */
export const RELEASES_REFRESH_MS = 30_000;
/** The periods the health charts cover, in hours (the server keeps HEALTH_HISTORY_HOURS). */
export const HEALTH_PERIODS = [1, 3, HEALTH_HISTORY_HOURS] as const;
/** How many of an area's releases its card lists (the newest); the canary's choice has them all. */
export const RELEASES_SHOWN = 5;
const AUDIT_LIMIT = 50;

/** A build's line in the charts: the stable release and the canary in colours of their own, the others after. */
const STABLE_COLOUR = '--color-info';
const CANARY_COLOUR = '--color-warning';
const OTHER_COLOURS = ['--color-success', '--color-link', '--color-text-muted'];

const releasesList = [...releasesKey, 'list'] as const;
const releasesHealth = [...releasesKey, 'health'] as const;
const releasesHistory = (hours: number) => [...releasesKey, 'history', hours] as const;
const releasesAudit = [...releasesKey, 'audit'] as const;

/** An area's chart: its builds' failure rate per minute on one time line. */
function chartOf(history: History, rollout: Rollout, label: (version: string) => string): { times: number[]; series: TimeChartSeries[] } {
  const builds = history.series
    .filter((entry) => entry.area === rollout.area)
    .toSorted((a, b) => rank(a.version) - rank(b.version) || a.version.localeCompare(b.version));
  function rank(version: string) {
    return version === rollout.stable ? 0 : version === rollout.canary ? 1 : 2;
  }
  const times = [...new Set(builds.flatMap((entry) => entry.points.map((point) => Date.parse(point.at))))].toSorted((a, b) => a - b);
  const at = new Map(times.map((time, index) => [time, index]));
  let other = 0;
  const series = builds.map((entry) => {
    const values: (number | null)[] = times.map(() => null);
    for (const point of entry.points) values[at.get(Date.parse(point.at))!] = point.failureRate;
    const color =
      entry.version === rollout.stable
        ? STABLE_COLOUR
        : entry.version === rollout.canary
          ? CANARY_COLOUR
          : OTHER_COLOURS[other++ % OTHER_COLOURS.length];
    return { label: label(entry.version), values, color };
  });
  return { times, series };
}

/**
 * The releases of each area: what everyone runs (the stable release), the canary shown to a share of
 * visitors and its state, starting, promoting and aborting a canary (each confirmed), each build's
 * health over time and in total, and the log of who changed what. The live updates refresh it as
 * visitors' reports come in; without them it asks again every RELEASES_REFRESH_MS.
 */
export function Releases() {
  const { t, i18n } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const refresh = useFallbackRefresh(RELEASES_REFRESH_MS);
  const [hours, setHours] = useState<number>(HEALTH_PERIODS[0]);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  const list = useQuery({
    queryKey: releasesList,
    queryFn: ({ signal }) => call('/operator/releases/list', {}, signal),
    refetchInterval: refresh,
  });
  const health = useQuery({
    queryKey: releasesHealth,
    queryFn: ({ signal }) => call('/operator/releases/health', {}, signal),
    refetchInterval: refresh,
  });
  const history = useQuery({
    queryKey: releasesHistory(hours),
    queryFn: ({ signal }) => call('/operator/releases/health/history', { hours }, signal),
    refetchInterval: refresh,
  });
  const audit = useQuery({
    queryKey: releasesAudit,
    queryFn: ({ signal }) => call('/operator/releases/audit', { limit: AUDIT_LIMIT }, signal),
    refetchInterval: refresh,
  });

  const percent = useMemo(() => new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }), [i18n.language]);
  const chartTexts = useMemo<TimeChartTexts>(
    () => ({
      showTable: t('releases.chart.showTable'),
      time: t('releases.chart.time'),
      latest: (values, at) => t('releases.chart.latest', { values, at }),
      empty: t('releases.chart.empty'),
    }),
    [t],
  );
  const charts = useMemo(() => {
    const byArea = new Map<AreaName, { times: number[]; series: TimeChartSeries[] }>();
    if (!history.data || !list.data) return byArea;
    for (const { rollout } of list.data.areas) {
      const label = (version: string) =>
        version === rollout.stable
          ? t('releases.seriesStable', { version })
          : version === rollout.canary
            ? t('releases.seriesCanary', { version })
            : version;
      byArea.set(rollout.area, chartOf(history.data, rollout, label));
    }
    return byArea;
  }, [history.data, list.data, t]);

  const areaName = (area: AreaName) => t(`releases.areas.${area}`);
  const stableName = (stable: string | null) => stable ?? t('releases.ownBuild');

  const close = () => {
    setPending(null);
    setProblem(null);
  };
  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    setProblem(null);
    const { area } = pending;
    try {
      if (pending.kind === 'canary') {
        await call('/operator/releases/canary', { area, version: pending.version, percent: pending.percent });
        setOutcome(t('releases.canaryStarted', { area: areaName(area), version: pending.version, percent: pending.percent }));
      } else if (pending.kind === 'promote') {
        await call('/operator/releases/promote', { area });
        setOutcome(t('releases.promoted', { area: areaName(area), version: pending.version }));
      } else {
        await call('/operator/releases/abort', { area });
        setOutcome(t('releases.aborted', { area: areaName(area), stable: stableName(pending.stable) }));
      }
      setPending(null);
    } catch (caught) {
      setProblem(failureText(caught));
    } finally {
      setBusy(false);
      // A refusal may mean the rollout changed meanwhile (a rollback by the health check): read it again.
      await queryClient.invalidateQueries({ queryKey: releasesKey });
    }
  };

  const dialog = (() => {
    if (!pending) return { title: '', description: '', label: '', danger: false };
    const area = areaName(pending.area);
    switch (pending.kind) {
      case 'canary':
        return {
          title: t('releases.confirmCanary', { version: pending.version, percent: pending.percent, area }),
          description: t('releases.confirmCanaryText', { stable: stableName(pending.stable) }),
          label: t('releases.startCanary'),
          danger: false,
        };
      case 'promote':
        return {
          title: t('releases.confirmPromote', { version: pending.version, area }),
          description: t('releases.confirmPromoteText', { version: pending.version }),
          label: t('releases.promote'),
          danger: false,
        };
      case 'abort':
        return {
          title: t('releases.confirmAbort', { version: pending.version, area }),
          description: t('releases.confirmAbortText', { stable: stableName(pending.stable) }),
          label: t('releases.abort'),
          danger: true,
        };
    }
  })();

  const lastAction = (area: AreaName) => audit.data?.entries.find((entry) => entry.area === area)?.action;

  return (
    <>
      <PageHeader title={t('releases.title')} lead={t('releases.lead')} />
      <div className="bo-toolbar">
        <label className="bo-field">
          {t('releases.period')}
          <select value={hours} onChange={(event) => setHours(Number(event.target.value))}>
            {HEALTH_PERIODS.map((value) => (
              <option key={value} value={value}>
                {t('releases.hours', { count: value })}
              </option>
            ))}
          </select>
        </label>
        <span className="bo-hint">{refresh === false ? t('releases.live') : t('releases.refreshes', { seconds: refresh / 1000 })}</span>
      </div>
      <div aria-live="polite" className="bo-outcome">
        {outcome ? <Notice tone="success">{outcome}</Notice> : null}
      </div>
      <QueryView query={list}>
        {(data) => (
          <div className="bo-releases">
            {data.areas.map(({ rollout, releases }) => (
              <AreaCard
                key={rollout.area}
                name={areaName(rollout.area)}
                rollout={rollout}
                releases={releases}
                figures={health.data?.figures.filter((figure) => figure.area === rollout.area)}
                chart={charts.get(rollout.area)}
                chartTexts={chartTexts}
                range={history.data ? { from: Date.parse(history.data.from), to: Date.parse(history.data.to) } : undefined}
                hours={hours}
                state={rollout.canary ? 'running' : lastAction(rollout.area) === 'auto-rollback' ? 'rolledBack' : 'none'}
                formatRate={(value) => percent.format(value)}
                onCanary={(version, share) =>
                  setPending({ kind: 'canary', area: rollout.area, version, percent: share, stable: rollout.stable })
                }
                onPromote={() => rollout.canary && setPending({ kind: 'promote', area: rollout.area, version: rollout.canary })}
                onAbort={() =>
                  rollout.canary && setPending({ kind: 'abort', area: rollout.area, version: rollout.canary, stable: rollout.stable })
                }
              />
            ))}
          </div>
        )}
      </QueryView>
      <section aria-labelledby="release-log" className="bo-release-log">
        <h2 id="release-log">{t('releases.log')}</h2>
        <p className="bo-hint">{t('releases.logLead')}</p>
        <QueryView query={audit} headingLevel={3}>
          {(data) => <ReleaseLog entries={data.entries} areaName={areaName} />}
        </QueryView>
      </section>
      <ConfirmDialog
        open={pending !== null}
        title={dialog.title}
        description={dialog.description}
        confirmLabel={dialog.label}
        cancelLabel={t('common.cancel')}
        variant={dialog.danger ? 'danger' : 'primary'}
        busy={busy}
        problem={problem}
        onConfirm={() => void confirm()}
        onCancel={close}
      />
    </>
  );
}

const STATE_TONE: Record<CanaryState, Tone> = { running: 'warning', none: 'neutral', rolledBack: 'danger' };

function AreaCard({
  name,
  rollout,
  releases,
  figures,
  chart,
  chartTexts,
  range,
  hours,
  state,
  formatRate,
  onCanary,
  onPromote,
  onAbort,
}: {
  name: string;
  rollout: Rollout;
  releases: Release[];
  figures: HealthFigure[] | undefined;
  chart: { times: number[]; series: TimeChartSeries[] } | undefined;
  chartTexts: TimeChartTexts;
  range: { from: number; to: number } | undefined;
  hours: number;
  state: CanaryState;
  formatRate: (value: number) => string;
  onCanary: (version: string, percent: number) => void;
  onPromote: () => void;
  onAbort: () => void;
}) {
  const { t } = useTranslation('backoffice');
  const headingId = useId();
  const stable = rollout.stable ?? t('releases.ownBuild');
  return (
    <section aria-labelledby={headingId} className="bo-release" data-testid={`release-${rollout.area}`}>
      <Card
        as="div"
        title={<span id={headingId}>{name}</span>}
        action={<Badge tone={STATE_TONE[state]}>{t(`releases.state.${state}`)}</Badge>}
      >
        <div className="bo-release__body">
          <div className="bo-release__rollout">
            <SummaryList
              label={t('releases.now', { area: name })}
              items={[
                { label: t('releases.stable'), value: <span data-testid="stable-version">{stable}</span> },
                {
                  label: t('releases.canary'),
                  value: <span data-testid="canary-version">{rollout.canary ?? t('releases.noCanary')}</span>,
                },
                ...(rollout.canary
                  ? [
                      {
                        label: t('releases.shareLabel'),
                        value: <span data-testid="canary-share">{t('releases.canaryShare', { percent: rollout.canaryPercent })}</span>,
                      },
                    ]
                  : []),
                { label: t('releases.changed'), value: dateTime(rollout.updatedAt) },
              ]}
            />
            {rollout.canary ? (
              <div className="bo-actions">
                <Button variant="primary" onClick={onPromote}>
                  {t('releases.promote')}
                </Button>
                <Button variant="danger" onClick={onAbort}>
                  {t('releases.abort')}
                </Button>
              </div>
            ) : null}
            <CanaryForm
              key={`${rollout.stable}:${rollout.canary}:${rollout.canaryPercent}`}
              area={name}
              rollout={rollout}
              releases={releases}
              onCanary={onCanary}
            />
          </div>
          <div className="bo-release__health">
            <h3>{t('releases.health')}</h3>
            {chart && range && chart.times.length > 0 ? (
              <TimeChart
                title={t('releases.chartTitle', { area: name })}
                times={chart.times}
                series={chart.series}
                texts={chartTexts}
                range={range}
                formatValue={formatRate}
                minTop={0.05}
              />
            ) : (
              <p className="bo-hint">{t('releases.noHealth', { count: hours })}</p>
            )}
            <Figures figures={figures} rollout={rollout} area={name} formatRate={formatRate} />
          </div>
          <div className="bo-release__versions">
            <Versions rollout={rollout} releases={releases} />
          </div>
        </div>
      </Card>
    </section>
  );
}

/** Starting a canary, or changing the running one's release or share. */
function CanaryForm({
  area,
  rollout,
  releases,
  onCanary,
}: {
  area: string;
  rollout: Rollout;
  releases: Release[];
  onCanary: (version: string, percent: number) => void;
}) {
  const { t } = useTranslation('backoffice');
  const id = useId();
  const choices = releases.filter((release) => release.version !== rollout.stable);
  const [version, setVersion] = useState(rollout.canary ?? choices[0]?.version ?? '');
  const [share, setShare] = useState(String(rollout.canary ? rollout.canaryPercent : 10));
  if (choices.length === 0) return null;
  const chosen = choices.some((release) => release.version === version) ? version : (choices[0]?.version ?? '');
  const percent = Number(share);
  const valid = /^\d{1,2}$/.test(share.trim()) && percent >= 1 && percent <= 99;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && chosen) onCanary(chosen, percent);
  };
  return (
    <form className="bo-release__canary" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{rollout.canary ? t('releases.changeCanary') : t('releases.newCanary')}</h3>
      <div className="bo-release__fields">
        <label className="bo-field">
          {t('releases.version')}
          <select value={chosen} onChange={(event) => setVersion(event.target.value)}>
            {choices.map((release) => (
              <option key={release.version} value={release.version}>
                {release.version}
              </option>
            ))}
          </select>
        </label>
        <label className="bo-field bo-release__share">
          {t('releases.share')}
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={99}
            step={1}
            value={share}
            onChange={(event) => setShare(event.target.value)}
            aria-invalid={!valid}
            aria-describedby={`${id}-hint`}
          />
        </label>
        <Button type="submit" variant="secondary" disabled={!valid}>
          {rollout.canary ? t('releases.updateCanary') : t('releases.startCanary')}
        </Button>
      </div>
      <p id={`${id}-hint`} className={valid ? 'bo-hint' : 'bo-hint bo-release__invalid'}>
        {t('releases.shareHint', { area })}
      </p>
    </form>
  );
}

/** The area's newest releases and what each serves now. */
function Versions({ rollout, releases }: { rollout: Rollout; releases: Release[] }) {
  const { t } = useTranslation('backoffice');
  if (releases.length === 0) return <p className="bo-hint">{t('releases.noReleases')}</p>;
  const shown = releases.slice(0, RELEASES_SHOWN);
  return (
    <div className="bo-table-wrap">
      <table className="bo-table">
        <caption>{t('releases.versions')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('releases.version')}</th>
            <th scope="col">{t('releases.released')}</th>
            <th scope="col">{t('releases.serves')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((release) => (
            <tr key={release.version}>
              <td className="bo-mono">{release.version}</td>
              <td>{dateTime(release.createdAt)}</td>
              <td>
                {release.version === rollout.stable ? (
                  <Badge tone="info">{t('releases.stable')}</Badge>
                ) : release.version === rollout.canary ? (
                  <Badge tone="warning">{t('releases.canaryPercent', { percent: rollout.canaryPercent })}</Badge>
                ) : (
                  t('common.none')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {releases.length > shown.length ? (
        <p className="bo-hint bo-release__more">{t('releases.older', { count: releases.length - shown.length })}</p>
      ) : null}
    </div>
  );
}

/** Each build's totals as the visitors reported them (a canary's since it started). */
function Figures({
  figures,
  rollout,
  area,
  formatRate,
}: {
  figures: HealthFigure[] | undefined;
  rollout: Rollout;
  area: string;
  formatRate: (value: number) => string;
}) {
  const { t } = useTranslation('backoffice');
  if (!figures || figures.length === 0) return null;
  const label = (version: string) =>
    version === rollout.stable
      ? t('releases.seriesStable', { version })
      : version === rollout.canary
        ? t('releases.seriesCanary', { version })
        : version;
  return (
    <div className="bo-table-wrap">
      <table className="bo-table" data-testid="health-figures">
        <caption>{t('releases.figures', { area })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('releases.version')}</th>
            <th scope="col" className="bo-num">
              {t('releases.loads')}
            </th>
            <th scope="col" className="bo-num">
              {t('releases.loadFailures')}
            </th>
            <th scope="col" className="bo-num">
              {t('releases.renderErrors')}
            </th>
            <th scope="col" className="bo-num">
              {t('releases.failureRate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {figures.map((figure) => (
            <tr key={figure.version}>
              <th scope="row" className="bo-mono">
                {label(figure.version)}
              </th>
              <td className="bo-num">{figure.loads}</td>
              <td className="bo-num">{figure.loadFailures}</td>
              <td className="bo-num">{figure.renderErrors}</td>
              <td className="bo-num">{formatRate(figure.failureRate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Who changed which area's release, newest first. */
function ReleaseLog({ entries, areaName }: { entries: AuditEntry[]; areaName: (area: AreaName) => string }) {
  const { t } = useTranslation('backoffice');
  if (entries.length === 0) return <EmptyState icon={<Rocket />} title={t('releases.logEmpty')} headingLevel={3} />;
  const detail = (entry: AuditEntry) => {
    const value = (key: string, otherwise = t('releases.ownBuild')) => {
      const found = entry.detail[key];
      return typeof found === 'string' || typeof found === 'number' ? String(found) : otherwise;
    };
    switch (entry.action) {
      case 'set':
      case 'promote':
        return t('releases.detail.moved', { from: value('from'), to: value('to') });
      case 'canary':
        return t('releases.detail.canary', { version: value('canary'), percent: value('percent', '?') });
      case 'abort':
        return t('releases.detail.ended', { version: value('canary'), stable: value('stable') });
      case 'auto-rollback':
        return t('releases.detail.rolledBack', {
          version: value('canary'),
          stable: value('stable'),
          failing: value('failingVisitors', '?'),
          visitors: value('visitors', '?'),
        });
    }
  };
  return (
    <div className="bo-table-wrap">
      <table className="bo-table" data-testid="release-log">
        <caption className="visually-hidden">{t('releases.log')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('releases.at')}</th>
            <th scope="col">{t('releases.area')}</th>
            <th scope="col">{t('releases.action')}</th>
            <th scope="col">{t('releases.actor')}</th>
            <th scope="col">{t('releases.detailHeading')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{dateTime(entry.at)}</td>
              <td>{areaName(entry.area)}</td>
              <td>{t(`releases.actions.${entry.action}`)}</td>
              <td>{entry.actor}</td>
              <td>{detail(entry)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
