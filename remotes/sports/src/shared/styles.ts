import { useAreaStyles } from '@app/ui/display';

// The sports area's own styles, on the kit's design tokens (colours, spacing, radii follow the theme).
// They are added once, with the first sports page shown, and stay for the rest of the visit.
const CSS = `
.sports { display: flex; flex-direction: column; gap: var(--space-4); min-width: 0; }
.sports-browser, .sports-lists { display: flex; flex-direction: column; gap: var(--space-4); min-width: 0; }
.sports-loading { display: flex; flex-direction: column; gap: var(--space-3); }
.sports-error { margin: 0; padding: var(--space-2) var(--space-3); border-radius: var(--radius-md); background: color-mix(in srgb, var(--color-danger) 10%, var(--color-surface)); color: var(--color-text); border-inline-start: 4px solid var(--color-danger); font-size: var(--font-size-sm); font-weight: 600; }

.sports-chips { display: flex; gap: var(--space-2); overflow-x: auto; padding-bottom: var(--space-1); scrollbar-width: none; }
.sports-chips::-webkit-scrollbar { display: none; }
.sports-chip { flex: none; display: inline-flex; align-items: center; gap: var(--space-1); min-height: var(--touch-target); padding: 0 var(--space-4); border-radius: var(--radius-full); border: 1px solid var(--color-border); background: var(--color-surface); color: var(--color-text); font: inherit; font-size: var(--font-size-sm); font-weight: 650; cursor: pointer; }
.sports-chip[aria-pressed='true'] { background: var(--color-primary); border-color: var(--color-primary); color: var(--color-primary-text); }
.sports-chip:focus-visible { outline: 2px solid var(--color-focus); outline-offset: 2px; }
.sports-chip__count { min-width: 1.25rem; padding: 0 0.375rem; border-radius: var(--radius-full); background: var(--color-danger); color: #ffffff; font-size: var(--font-size-xs); font-weight: 800; text-align: center; }

.sports-filters { display: flex; flex-wrap: wrap; gap: var(--space-2) var(--space-3); }
.sports-setting { flex: 1 1 8rem; display: flex; flex-direction: column; gap: 0.125rem; min-width: 0; }
.sports-setting--wide { flex-basis: 100%; }
.sports-setting__label { font-size: var(--font-size-xs); font-weight: 650; color: var(--color-text-muted); }
.sports-setting__select { min-height: var(--touch-target); width: 100%; padding: 0 var(--space-3); border-radius: var(--radius-md); border: 1px solid var(--color-border-strong); background: var(--color-surface); color: var(--color-text); font: inherit; font-size: var(--font-size-sm); }
.sports-setting__select:focus-visible { outline: 2px solid var(--color-focus); outline-offset: 1px; }

.sports-section { display: flex; flex-direction: column; gap: var(--space-3); min-width: 0; }
.sports-section__title { display: flex; align-items: center; gap: var(--space-2); margin: 0; font-size: var(--font-size-lg); font-weight: 750; }
.sports-live-dot { width: 0.625rem; height: 0.625rem; border-radius: 50%; background: var(--color-danger); animation: sports-pulse 1.6s ease-in-out infinite; }
.sports-league { display: flex; flex-direction: column; gap: var(--space-2); }
.sports-league__name { margin: 0; font-size: var(--font-size-sm); font-weight: 700; color: var(--color-text-muted); }
.sports-events, .sports-bets, .sports-legs, .sports-placed { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: var(--space-2); }

.sports-event { display: flex; flex-direction: column; gap: var(--space-2); padding: var(--space-3); border-radius: var(--radius-lg); border: 1px solid var(--color-border); background: var(--color-surface); box-shadow: var(--shadow-1); content-visibility: auto; contain-intrinsic-size: auto 6.8rem; }
.sports-event__link { display: flex; justify-content: space-between; gap: var(--space-3); color: inherit; text-decoration: none; border-radius: var(--radius-sm); }
.sports-event__link:focus-visible { outline: 2px solid var(--color-focus); outline-offset: 2px; }
.sports-event__teams { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 0.125rem; }
.sports-event__team { display: flex; justify-content: space-between; gap: var(--space-2); font-weight: 650; }
.sports-event__name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.sports-event__score { font-weight: 800; font-variant-numeric: tabular-nums; }
.sports-event__meta { flex: none; display: flex; flex-direction: column; align-items: flex-end; justify-content: space-between; gap: var(--space-1); font-size: var(--font-size-xs); color: var(--color-text-muted); }
.sports-event__more { display: inline-flex; align-items: center; gap: 0.125rem; color: var(--color-link); font-weight: 650; }
.sports-event__more svg { width: 0.875rem; height: 0.875rem; }
.sports-event__odds { display: grid; grid-auto-columns: 1fr; grid-auto-flow: column; gap: var(--space-2); }
.sports-event__closed { margin: 0; font-size: var(--font-size-sm); color: var(--color-text-muted); }
.sports-when { display: inline-flex; align-items: center; gap: var(--space-1); font-variant-numeric: tabular-nums; }
.sports-when--finished, .sports-when--cancelled { color: var(--color-text-muted); }
.sports-live { padding: 0 0.375rem; border-radius: var(--radius-sm); background: var(--color-danger); color: var(--color-bg); font-size: var(--font-size-xs); font-weight: 800; text-transform: uppercase; }
.sports-when__clock { font-weight: 700; color: var(--color-text); }

.sports-odds { position: relative; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 0.125rem; min-width: 0; min-height: var(--touch-target); padding: var(--space-1) var(--space-2); border-radius: var(--radius-md); border: 1px solid var(--color-border); background: var(--color-surface-2); color: var(--color-text); font: inherit; cursor: pointer; transition: background-color var(--duration-fast) var(--ease-standard), border-color var(--duration-fast) var(--ease-standard); }
.sports-odds:focus-visible { outline: 2px solid var(--color-focus); outline-offset: 2px; }
.sports-odds__label { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-size: var(--font-size-xs); color: var(--color-text-muted); }
.sports-odds__value { display: inline-flex; align-items: center; gap: 0.125rem; font-weight: 800; font-variant-numeric: tabular-nums; }
.sports-odds__arrow { width: 0.875rem; height: 0.875rem; }
.sports-odds--picked { background: var(--color-primary); border-color: var(--color-primary); color: var(--color-primary-text); }
.sports-odds--picked .sports-odds__label { color: inherit; opacity: 0.9; }
.sports-odds--up { border-color: var(--color-success); background: color-mix(in srgb, var(--color-success) 18%, var(--color-surface)); animation: sports-flash 1.6s var(--ease-standard); }
.sports-odds--down { border-color: var(--color-danger); background: color-mix(in srgb, var(--color-danger) 14%, var(--color-surface)); animation: sports-flash 1.6s var(--ease-standard); }
.sports-odds--up .sports-odds__arrow { color: var(--color-success); }
.sports-odds--down .sports-odds__arrow { color: var(--color-danger); }
.sports-odds--picked.sports-odds--up, .sports-odds--picked.sports-odds--down { color: var(--color-text); }
.sports-odds--locked { cursor: not-allowed; background: var(--color-surface-3); color: var(--color-text-muted); }
.sports-odds__lock { width: 1rem; height: 1lh; }

.sports-back { display: inline-flex; align-items: center; gap: var(--space-1); align-self: flex-start; min-height: var(--touch-target); color: var(--color-link); font-weight: 650; text-decoration: none; }
.sports-back svg { width: 1.125rem; height: 1.125rem; }
.sports-match { display: flex; flex-direction: column; gap: var(--space-2); padding: var(--space-4); border-radius: var(--radius-lg); background: var(--color-surface); border: 1px solid var(--color-border); box-shadow: var(--shadow-1); }
.sports-match__league { margin: 0; font-size: var(--font-size-xs); font-weight: 650; color: var(--color-text-muted); text-align: center; }
.sports-match__board { display: grid; grid-template-columns: 1fr auto 1fr; align-items: center; gap: var(--space-2); }
.sports-match__team { margin: 0; font-weight: 750; overflow-wrap: anywhere; }
.sports-match__team--away { text-align: end; }
.sports-match__score { margin: 0; display: flex; gap: var(--space-2); font-size: var(--font-size-2xl); font-weight: 800; font-variant-numeric: tabular-nums; }
.sports-match__vs { font-size: var(--font-size-md); color: var(--color-text-muted); }
.sports-match__status { margin: 0; display: flex; justify-content: center; align-items: center; gap: var(--space-2); font-size: var(--font-size-sm); font-variant-numeric: tabular-nums; }
.sports-market { display: flex; flex-direction: column; gap: var(--space-2); padding: var(--space-3); border-radius: var(--radius-lg); border: 1px solid var(--color-border); background: var(--color-surface); }
.sports-market__head { display: flex; justify-content: space-between; align-items: baseline; gap: var(--space-2); }
.sports-market__title { margin: 0; font-size: var(--font-size-md); font-weight: 700; }
.sports-market__status { font-size: var(--font-size-xs); font-weight: 700; color: var(--color-text-muted); }
.sports-market__odds { display: grid; grid-template-columns: 1fr 1fr; gap: var(--space-2); }
.sports-market__odds--three { grid-template-columns: 1fr 1fr 1fr; }

.sports-slipbar-space { height: 4.5rem; }
.sports-slipbar { position: fixed; z-index: 20; inset-inline: 0; bottom: calc(env(safe-area-inset-bottom, 0px) + var(--space-2)); display: flex; justify-content: center; padding: 0 var(--space-3); pointer-events: none; }
.app-main:not(.app-main--no-tabbar) .sports-slipbar { bottom: calc(var(--tabbar-height) + env(safe-area-inset-bottom, 0px) + var(--space-2)); }
.sports-slipbar__button { pointer-events: auto; display: flex; align-items: center; gap: var(--space-3); width: 100%; max-width: calc(var(--content-max) - 2 * var(--space-3)); min-height: 3.25rem; padding: 0 var(--space-4); border: 0; border-radius: var(--radius-lg); background: var(--color-primary); color: var(--color-primary-text); box-shadow: var(--shadow-3); font: inherit; font-weight: 750; cursor: pointer; }
.sports-slipbar__button:focus-visible { outline: 3px solid var(--color-focus); outline-offset: 2px; }
.sports-slipbar__count { display: grid; place-items: center; min-width: 1.75rem; height: 1.75rem; padding: 0 0.375rem; border-radius: var(--radius-full); background: var(--color-surface); color: var(--color-text); font-weight: 800; }
.sports-slipbar__label { flex: 1; display: inline-flex; align-items: center; gap: var(--space-2); }
.sports-slipbar__label svg, .sports-slipbar__chevron { width: 1.125rem; height: 1.125rem; flex: none; }
.sports-slipbar__odds { font-variant-numeric: tabular-nums; }

.sports-slip, .sports-slip__body { display: flex; flex-direction: column; gap: var(--space-3); min-width: 0; }
.sports-slip__reason, .sports-slip__note { margin: 0; font-size: var(--font-size-sm); color: var(--color-text-muted); }
.sports-leg { display: flex; gap: var(--space-3); padding: var(--space-3); border-radius: var(--radius-md); border: 1px solid var(--color-border); background: var(--color-surface); }
.sports-leg--problem { border-color: var(--color-warning); border-inline-start-width: 4px; }
.sports-leg__text { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 0.125rem; }
.sports-leg__text p { margin: 0; }
.sports-leg__pick { font-weight: 750; }
.sports-leg__market, .sports-leg__event { font-size: var(--font-size-xs); color: var(--color-text-muted); }
.sports-leg__problem { display: flex; align-items: center; gap: var(--space-1); margin-top: var(--space-1) !important; font-size: var(--font-size-xs); font-weight: 700; }
.sports-leg__problem svg { width: 0.875rem; height: 0.875rem; }
.sports-leg__side { flex: none; display: flex; flex-direction: column; align-items: flex-end; justify-content: space-between; gap: var(--space-1); }
.sports-leg__odds { display: inline-flex; align-items: center; gap: 0.25rem; font-variant-numeric: tabular-nums; }
.sports-leg__odds s { color: var(--color-text-muted); }
.sports-leg__odds svg { width: 0.875rem; height: 0.875rem; }
.sports-stake__group { display: flex; align-items: center; gap: var(--space-2); }
.sports-stake__input { flex: 1; min-width: 0; font-variant-numeric: tabular-nums; }
.sports-stake__currency { font-weight: 700; color: var(--color-text-muted); }
.sports-stake__balance { display: block; }
.sports-figures { margin: 0; padding: var(--space-3); border-radius: var(--radius-md); background: var(--color-surface-2); display: flex; flex-direction: column; gap: var(--space-1); }
.sports-figures__row { display: flex; justify-content: space-between; align-items: baseline; gap: var(--space-3); font-size: var(--font-size-sm); }
.sports-figures__row dt { color: var(--color-text-muted); }
.sports-figures__row dd { margin: 0; font-weight: 650; text-align: end; font-variant-numeric: tabular-nums; }
.sports-figures__row--strong { padding-top: var(--space-1); border-top: 1px solid var(--color-border); font-size: var(--font-size-md); }
.sports-figures__row--strong dt { color: var(--color-text); font-weight: 650; }
.sports-figures__row--strong dd { font-weight: 800; }

.sports .notice, .sports-slip-sheet .notice { margin: 0; }
.sports .notice__icon, .sports-slip-sheet .notice__icon { margin-top: 0; }
.sports .notice__body, .sports-slip-sheet .notice__body { gap: var(--space-2); }
.sports .notice__text, .sports-slip-sheet .notice__text { font-size: inherit; color: inherit; }
.sports .notice__actions, .sports-slip-sheet .notice__actions { margin-top: 0; }
.sports-placed { font-size: var(--font-size-sm); }
.sports-live-note:empty { display: none; }

.sports-bet { display: flex; flex-direction: column; gap: var(--space-3); padding: var(--space-4); border-radius: var(--radius-lg); border: 1px solid var(--color-border); background: var(--color-surface); box-shadow: var(--shadow-1); }
.sports-bet__head { display: flex; justify-content: space-between; align-items: center; gap: var(--space-2); }
.sports-bet__kind { margin: 0; font-weight: 750; }
.sports-bet__legs { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: var(--space-2); }
.sports-bet__leg { display: flex; align-items: flex-start; gap: var(--space-2); font-size: var(--font-size-sm); }
.sports-bet__result { flex: none; display: grid; place-items: center; width: 1.25rem; height: 1.25rem; margin-top: 0.125rem; border-radius: 50%; background: var(--color-surface-2); }
.sports-bet__result svg { width: 0.875rem; height: 0.875rem; }
.sports-bet__leg--won .sports-bet__result { color: var(--color-success); }
.sports-bet__leg--lost .sports-bet__result { color: var(--color-danger); }
.sports-bet__pick { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.sports-bet__pick span { font-size: var(--font-size-xs); color: var(--color-text-muted); }
.sports-bet__odds { flex: none; font-weight: 700; font-variant-numeric: tabular-nums; }
.sports-bet__time { margin: 0; font-size: var(--font-size-xs); color: var(--color-text-muted); }
.sports-quote { display: flex; flex-direction: column; gap: var(--space-3); }
.sports-quote__offer { margin: 0; display: flex; justify-content: space-between; align-items: baseline; gap: var(--space-3); padding: var(--space-3) var(--space-4); border-radius: var(--radius-md); background: var(--color-surface-2); }
.sports-quote__offer strong { font-size: var(--font-size-xl); }

@keyframes sports-flash { 0% { transform: scale(1); } 15% { transform: scale(1.06); } 100% { transform: scale(1); } }
@keyframes sports-pulse { 0%, 100% { opacity: 1; } 50% { opacity: 0.35; } }
@media (prefers-reduced-motion: reduce) {
  .sports-odds { transition: none; }
  .sports-odds--up, .sports-odds--down, .sports-live-dot { animation: none; }
}
`;

/** Puts the area's styles in the page once (before the first sports page paints). */
export function useSportsStyles(): void {
  useAreaStyles('sports-area-styles', CSS);
}
