import { useAreaStyles } from '@app/ui/display';

// The vip area's own styles, on the kit's design tokens (colours, spacing, radii follow the theme).
// They are added once, with the first vip page shown, and stay for the rest of the visit.
const CSS = `
.vip { display: flex; flex-direction: column; gap: var(--space-5); min-width: 0; }
.vip > * { margin-top: 0; margin-bottom: 0; }
.vip .surface-card, .vip .list { margin-bottom: 0; }
.vip .surface-card__body { display: flex; flex-direction: column; gap: var(--space-3); }
.vip-muted { margin: 0; color: var(--color-text-muted); font-size: var(--font-size-sm); }
.vip .section__head { flex-wrap: nowrap; }
.vip .section__lead { font-size: var(--font-size-sm); }
.vip .notice__text { color: inherit; }
.vip-error { margin: 0; padding: var(--space-2) var(--space-3); border-radius: var(--radius-md); background: color-mix(in srgb, var(--color-danger) 10%, var(--color-surface)); color: var(--color-danger); font-size: var(--font-size-sm); font-weight: 600; }
.vip-skeleton { display: flex; flex-direction: column; gap: var(--space-3); }

.vip-level .surface-card__title { font-size: var(--font-size-sm); font-weight: 650; opacity: 0.92; }
.vip-level__name { display: flex; align-items: center; gap: var(--space-2); flex-wrap: wrap; }
.vip-level__icon { width: 1.75rem; height: 1.75rem; flex: none; }
.vip-level__title { margin: 0; font-size: var(--font-size-2xl); font-weight: 800; line-height: 1.1; }
.vip-level .badge { background: rgb(255 255 255 / 0.2); color: inherit; border-color: transparent; }
.vip-level .progress__line { color: inherit; font-size: var(--font-size-sm); font-weight: 650; }
.vip-level .progress__value { color: inherit; }
.vip-level .progress__track { background: rgb(255 255 255 / 0.25); }
.vip-level .progress__fill { background: #ffffff; }
.vip-progress { display: flex; flex-direction: column; gap: var(--space-1); }
.vip-progress__head { display: flex; justify-content: space-between; align-items: baseline; gap: var(--space-2); margin: 0; font-size: var(--font-size-sm); font-weight: 650; }
.vip-progress__percent { font-weight: 800; font-variant-numeric: tabular-nums; }
.vip-progress__amounts { margin: 0; font-size: var(--font-size-xs); font-variant-numeric: tabular-nums; opacity: 0.9; }
.vip-bonus .vip-progress__amounts { color: var(--color-text-muted); opacity: 1; }
.vip-level__line { margin: 0; font-size: var(--font-size-sm); font-weight: 600; }
.vip-level__facts { display: flex; flex-wrap: wrap; gap: var(--space-1); margin: 0; padding: 0; list-style: none; }
.vip-level__facts li { padding: 0.125rem var(--space-2); border-radius: var(--radius-full); background: rgb(255 255 255 / 0.18); font-size: var(--font-size-xs); font-weight: 700; }
.vip-level__next { margin: 0; font-size: var(--font-size-xs); opacity: 0.92; }
.vip-level .money__code { color: inherit; opacity: 0.85; }

.vip-rewards { display: flex; flex-direction: column; gap: var(--space-3); margin: 0; padding: 0; list-style: none; }
.vip-reward { display: flex; flex-direction: column; gap: var(--space-3); padding: var(--space-4); border-radius: var(--radius-lg); border: 1px solid var(--color-border); background: var(--color-surface); box-shadow: var(--shadow-1); }
.vip-reward__head { display: flex; align-items: center; gap: var(--space-3); }
.vip-reward__icon { flex: none; display: grid; place-items: center; width: 2.5rem; height: 2.5rem; border-radius: var(--radius-md); background: var(--color-primary-soft); color: var(--color-link); }
.vip-reward__icon svg { width: 1.25rem; height: 1.25rem; }
.vip-reward__text { flex: 1; min-width: 0; }
.vip-reward__title { margin: 0; font-size: var(--font-size-md); font-weight: 750; }
.vip-reward__detail { margin: 0; font-size: var(--font-size-xs); color: var(--color-text-muted); }
.vip-reward__amount { flex: none; font-size: var(--font-size-lg); font-weight: 800; font-variant-numeric: tabular-nums; }

.vip-split { display: flex; flex-direction: column; gap: var(--space-2); }
.vip-split__parts { display: grid; grid-template-columns: 1fr 1fr; gap: var(--space-2); }
.vip-split__part { margin: 0; display: flex; flex-direction: column; gap: 0.125rem; padding: var(--space-2) var(--space-3); border-radius: var(--radius-md); background: var(--color-surface-2); }
.vip-split__part--bonus { text-align: end; }
.vip-split__name { font-size: var(--font-size-xs); font-weight: 650; color: var(--color-text-muted); }
.vip-split__amount { font-weight: 800; font-variant-numeric: tabular-nums; }
.vip-split__label { font-size: var(--font-size-sm); font-weight: 650; }
.vip-split__range { --fill: 50%; width: 100%; height: var(--touch-target); margin: 0; background: transparent; cursor: pointer; -webkit-appearance: none; appearance: none; }
.vip-split__range:focus-visible { outline: 2px solid var(--color-focus); outline-offset: 2px; border-radius: var(--radius-sm); }
.vip-split__range::-webkit-slider-runnable-track { height: 0.5rem; border-radius: var(--radius-full); background: linear-gradient(to right, var(--color-primary) var(--fill), var(--color-accent) var(--fill)); }
.vip-split__range::-moz-range-track { height: 0.5rem; border-radius: var(--radius-full); background: var(--color-accent); }
.vip-split__range::-moz-range-progress { height: 0.5rem; border-radius: var(--radius-full); background: var(--color-primary); }
.vip-split__range::-webkit-slider-thumb { -webkit-appearance: none; appearance: none; width: 1.75rem; height: 1.75rem; margin-top: -0.625rem; border-radius: 50%; background: var(--color-surface); border: 3px solid var(--color-primary); box-shadow: var(--shadow-2); }
.vip-split__range::-moz-range-thumb { width: 1.5rem; height: 1.5rem; border-radius: 50%; background: var(--color-surface); border: 3px solid var(--color-primary); box-shadow: var(--shadow-2); }
.vip-split__bounds { display: flex; justify-content: space-between; margin-top: calc(var(--space-2) * -1); font-size: var(--font-size-xs); color: var(--color-text-muted); }
.vip-split__hint { margin: 0; font-size: var(--font-size-xs); color: var(--color-text-muted); }

.vip-quote { display: flex; flex-direction: column; gap: var(--space-3); }
.vip-quote__reward { margin: 0; display: flex; flex-direction: column; }
.vip-quote__reward span { font-size: var(--font-size-sm); color: var(--color-text-muted); }
.vip-quote__clock { display: flex; align-items: center; gap: var(--space-2); margin: 0; font-size: var(--font-size-sm); color: var(--color-text-muted); font-variant-numeric: tabular-nums; }
.vip-quote__clock svg { width: 1rem; height: 1rem; flex: none; }
.vip-quote__clock--expired { color: var(--color-danger); font-weight: 650; }

.vip-bonus__figures { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: var(--space-1) var(--space-3); }
.vip-bonus__amount { margin: 0; font-size: var(--font-size-2xl); font-weight: 800; line-height: 1.15; }
.vip-bonus__cash { margin: 0; font-size: var(--font-size-sm); color: var(--color-text-muted); }
.vip-bonus .button svg { width: 1.125rem; height: 1.125rem; }
.vip-lots { display: flex; flex-direction: column; gap: var(--space-3); margin: 0; padding: 0; list-style: none; }
.vip-lot { display: flex; flex-direction: column; gap: var(--space-2); min-width: 0; padding: var(--space-3); border-radius: var(--radius-md); border: 1px solid var(--color-border); background: var(--color-surface-2); }
.vip-lot__head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--space-1) var(--space-2); }
.vip-lot__name { margin: 0; font-weight: 750; overflow-wrap: anywhere; }
.vip-lot__expiry { display: flex; align-items: flex-start; gap: var(--space-1); margin: 0; color: var(--color-text-muted); font-size: var(--font-size-sm); overflow-wrap: anywhere; }
.vip-lot__expiry svg { flex: none; width: 1rem; height: 1rem; margin-top: 0.125rem; }
.vip-lot > .button { align-self: flex-start; }

.vip-next { display: flex; gap: var(--space-3); padding: var(--space-4); border-radius: var(--radius-lg); background: color-mix(in srgb, var(--color-primary) 10%, var(--color-surface)); border: 1px solid color-mix(in srgb, var(--color-primary) 35%, var(--color-border)); }
.vip-next__icon { flex: none; width: 1.5rem; height: 1.5rem; color: var(--color-link); }
.vip-next__body { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: var(--space-1); align-items: flex-start; }
.vip-next__eyebrow { margin: 0; font-size: var(--font-size-xs); font-weight: 750; text-transform: uppercase; letter-spacing: 0.04em; color: var(--color-link); }
.vip-next__offer { margin: 0; font-size: var(--font-size-lg); font-weight: 800; }
.vip-next__terms { margin: 0; font-size: var(--font-size-sm); color: var(--color-text-muted); }
.vip-next__action { margin-top: var(--space-2); }
.vip-next__action svg { width: 1rem; height: 1rem; }
.vip-deposits { display: flex; flex-direction: column; margin: 0; padding: 0; list-style: none; border-radius: var(--radius-lg); border: 1px solid var(--color-border); background: var(--color-surface); }
.vip-deposit { display: flex; align-items: center; gap: var(--space-3); padding: var(--space-3) var(--space-4); }
.vip-deposit + .vip-deposit { border-top: 1px solid var(--color-border); }
.vip-deposit__number { flex: none; display: grid; place-items: center; width: 2rem; height: 2rem; border-radius: 50%; background: var(--color-surface-2); color: var(--color-text-muted); font-weight: 800; font-size: var(--font-size-sm); }
.vip-deposit__number svg { width: 1rem; height: 1rem; }
.vip-deposit--received .vip-deposit__number { background: color-mix(in srgb, var(--color-success) 16%, var(--color-surface)); color: var(--color-success); }
.vip-deposit--next .vip-deposit__number { background: var(--color-primary); color: var(--color-primary-text); }
.vip-deposit__text { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.vip-deposit__name { display: flex; flex-wrap: wrap; align-items: center; gap: var(--space-1) var(--space-2); font-weight: 700; }
.vip-deposit__offer { font-size: var(--font-size-sm); }
.vip-deposit__terms { font-size: var(--font-size-xs); color: var(--color-text-muted); }
.vip-deposit--missed .vip-deposit__text { color: var(--color-text-muted); }

.vip-ladder { display: flex; flex-direction: column; margin: 0; padding: 0; list-style: none; border-radius: var(--radius-lg); border: 1px solid var(--color-border); background: var(--color-surface); overflow: hidden; }
.vip-ladder__step + .vip-ladder__step { border-top: 1px solid var(--color-border); }
.vip-ladder__step--current { background: color-mix(in srgb, var(--color-primary) 7%, var(--color-surface)); }
.vip-ladder__summary { display: flex; align-items: center; gap: var(--space-3); min-height: 3.5rem; padding: var(--space-2) var(--space-4); cursor: pointer; list-style: none; }
.vip-ladder__summary::-webkit-details-marker { display: none; }
.vip-ladder__summary:focus-visible { outline: 2px solid var(--color-focus); outline-offset: -3px; }
.vip-ladder__mark { flex: none; display: grid; place-items: center; width: 2rem; height: 2rem; border-radius: 50%; background: var(--color-surface-2); color: var(--color-text-muted); font-weight: 800; font-size: var(--font-size-sm); }
.vip-ladder__mark svg { width: 1rem; height: 1rem; }
.vip-ladder__step--reached .vip-ladder__mark { background: color-mix(in srgb, var(--color-success) 16%, var(--color-surface)); color: var(--color-success); }
.vip-ladder__step--current .vip-ladder__mark { background: var(--gradient-brand); color: #ffffff; }
.vip-ladder__text { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.vip-ladder__name { font-weight: 750; }
.vip-ladder__threshold { font-size: var(--font-size-xs); color: var(--color-text-muted); }
.vip-ladder__chevron { flex: none; width: 1.125rem; height: 1.125rem; color: var(--color-text-muted); transition: transform var(--duration-fast) var(--ease-standard); }
.vip-ladder__details[open] .vip-ladder__chevron { transform: rotate(180deg); }
.vip-benefits { display: grid; grid-template-columns: 1fr 1fr; gap: var(--space-2); margin: 0; padding: 0 var(--space-4) var(--space-4); }
.vip-benefits__row { display: flex; flex-direction: column; gap: 0.125rem; padding: var(--space-2) var(--space-3); border-radius: var(--radius-md); background: var(--color-surface-2); }
.vip-benefits__row dt { font-size: var(--font-size-xs); color: var(--color-text-muted); }
.vip-benefits__row dd { margin: 0; font-weight: 750; font-size: var(--font-size-sm); }

.vip-welcome { position: relative; overflow: hidden; }
.vip-welcome .surface-card__title { font-size: var(--font-size-xl); font-weight: 800; max-width: 85%; }
.vip-welcome__art { position: absolute; top: var(--space-4); inset-inline-end: var(--space-4); width: 2.5rem; height: 2.5rem; opacity: 0.9; }
.vip-welcome__text { margin: 0; }
.vip-welcome__actions { display: flex; flex-direction: column; gap: var(--space-2); }
.vip-welcome__actions svg { width: 1.125rem; height: 1.125rem; }
.vip-welcome__join { background: #ffffff; color: #4c1d95; border-color: transparent; }
.vip-welcome__join:hover { background: #f3f0ff; }
.vip-welcome__signin { color: inherit; }
.vip-steps { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: var(--space-3); counter-reset: step; }
.vip-steps__step { display: flex; gap: var(--space-3); align-items: flex-start; }
.vip-steps__step::before { counter-increment: step; content: counter(step); flex: none; display: grid; place-items: center; width: 1.75rem; height: 1.75rem; border-radius: 50%; background: var(--color-primary-soft); color: var(--color-link); font-weight: 800; font-size: var(--font-size-sm); }
.vip-steps__step p { margin: 0; }
.vip-steps__step strong { display: block; }
.vip-steps__step span { font-size: var(--font-size-sm); color: var(--color-text-muted); }
@media (prefers-reduced-motion: reduce) { .vip-ladder__chevron { transition: none; } }
`;

/** Puts the area's styles in the page once (before the first vip page paints). */
export function useVipStyles(): void {
  useAreaStyles('vip-area-styles', CSS);
}
