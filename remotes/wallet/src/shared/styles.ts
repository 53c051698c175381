import { useAreaStyles } from '@app/ui/display';

// The wallet's own styles, on the kit's design tokens (colours, spacing, radii follow the theme).
// The area has no stylesheet of its own in the page: they are added once, with the first wallet
// page shown, and stay for the rest of the visit.
const CSS = `
.wallet { display: flex; flex-direction: column; gap: var(--space-4); }
.wallet > * { margin-top: 0; margin-bottom: 0; }
.wallet .surface-card, .wallet .list { margin-bottom: 0; }
.wallet-lead { margin: 0; color: var(--color-text-muted); }
.wallet-fineprint { margin: 0; font-size: var(--font-size-xs); color: var(--color-text-muted); text-align: center; }
.wallet-fineprint__icon { width: 0.875rem; height: 0.875rem; vertical-align: -0.125rem; }
.wallet-actions { display: flex; flex-direction: column; gap: var(--space-2); margin-top: var(--space-4); }
.wallet-skeleton { display: flex; flex-direction: column; gap: var(--space-3); }

.wallet-balance .surface-card__title { font-size: var(--font-size-sm); font-weight: 650; opacity: 0.92; }
.wallet-balance .surface-card__body { padding-top: var(--space-2); }
.wallet-balance__total { display: flex; flex-direction: column; margin: 0; font-size: var(--font-size-2xl); font-weight: 800; line-height: 1.15; }
.wallet-balance__total .money__code { color: inherit; opacity: 0.85; }
.wallet-balance__caption { font-size: var(--font-size-xs); font-weight: 600; opacity: 0.85; margin-top: var(--space-1); }
.wallet-balance__list { list-style: none; margin: var(--space-3) 0 0; padding: var(--space-3) 0 0; border-top: 1px solid rgb(255 255 255 / 0.25); display: flex; flex-direction: column; gap: var(--space-1); font-size: var(--font-size-sm); }
.wallet-balance__row { display: flex; flex-wrap: wrap; gap: var(--space-1) var(--space-3); align-items: baseline; }
.wallet-balance__row .money__code { color: inherit; opacity: 0.85; }
.wallet-balance__code { font-weight: 800; min-width: 3.25rem; }
.wallet-balance__figure { display: flex; flex-direction: column; gap: var(--space-1); }
.wallet-balance__label { font-size: var(--font-size-sm); opacity: 0.9; }

.wallet-facts { display: flex; flex-wrap: wrap; gap: var(--space-1); margin-top: var(--space-1); }
.wallet-facts__item { display: inline-flex; align-items: center; gap: 0.2em; padding: 0.1rem var(--space-2); border-radius: var(--radius-full); background: var(--color-surface-2); font-size: var(--font-size-xs); font-weight: 600; color: var(--color-text-muted); }
.wallet-channels .list-row__body { align-items: flex-start; padding-top: var(--space-3); padding-bottom: var(--space-3); }
.wallet-channels .list-row__chevron { align-self: center; }
.wallet-channels .list-row__subtitle { font-size: var(--font-size-xs); }

.wallet-address { display: flex; flex-direction: column; gap: var(--space-3); padding: 0 var(--space-4) var(--space-4); }
.wallet-address__intro { margin: 0; font-size: var(--font-size-sm); color: var(--color-text-muted); }
.wallet-address__copied { margin: 0; font-size: var(--font-size-sm); font-weight: 650; color: var(--color-success); }
.wallet-copy { display: flex; align-items: center; gap: var(--space-3); padding: var(--space-3); border-radius: var(--radius-md); background: var(--color-surface-2); border: 1px dashed var(--color-border-strong); }
.wallet-copy__text { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.wallet-copy__label { font-size: var(--font-size-xs); font-weight: 650; color: var(--color-text-muted); }
.wallet-copy__value { font-family: ui-monospace, 'SFMono-Regular', Menlo, monospace; font-size: var(--font-size-md); font-weight: 650; overflow-wrap: anywhere; }

.wallet-lots { display: flex; flex-direction: column; gap: var(--space-3); margin: 0; padding: 0; list-style: none; }
.wallet-lot { display: flex; flex-direction: column; gap: var(--space-2); min-width: 0; padding: var(--space-3); border-radius: var(--radius-md); border: 1px solid var(--color-border); background: var(--color-surface-2); }
.wallet-lot__head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--space-1) var(--space-2); }
.wallet-lot__name { margin: 0; font-weight: 750; overflow-wrap: anywhere; }
.wallet-lot__muted { margin: 0; color: var(--color-text-muted); font-size: var(--font-size-sm); font-variant-numeric: tabular-nums; }
.wallet-lot__expiry { display: flex; align-items: flex-start; gap: var(--space-1); margin: 0; color: var(--color-text-muted); font-size: var(--font-size-sm); overflow-wrap: anywhere; }
.wallet-lot__expiry svg { flex: none; width: 1rem; height: 1rem; margin-top: 0.125rem; }
.wallet-lot > .button { align-self: flex-start; }
.wallet-lots__link { align-self: flex-start; font-size: var(--font-size-sm); font-weight: 650; color: var(--color-link); }
.wallet-lots__error { margin: 0; padding: var(--space-2) var(--space-3); border-radius: var(--radius-md); background: color-mix(in srgb, var(--color-danger) 10%, var(--color-surface)); color: var(--color-danger); font-size: var(--font-size-sm); font-weight: 600; }
.wallet-bonuses .surface-card__body { display: flex; flex-direction: column; gap: var(--space-3); }

.wallet-status__title { display: inline-flex; align-items: center; gap: var(--space-2); }
.wallet-status__icon { width: 1.5rem; height: 1.5rem; flex: none; }
.wallet-status--waiting .wallet-status__icon { color: var(--color-warning); }
.wallet-status--success .wallet-status__icon { color: var(--color-success); }
.wallet-status--failed .wallet-status__icon, .wallet-status--cancelled .wallet-status__icon { color: var(--color-danger); }
.wallet-status--success { border-color: color-mix(in srgb, var(--color-success) 45%, var(--color-border)); }
.wallet-status--failed { border-color: color-mix(in srgb, var(--color-danger) 45%, var(--color-border)); }
.wallet-status__text { margin: 0 0 var(--space-3); color: var(--color-text-muted); font-size: var(--font-size-sm); }
.wallet-status .surface-card__body { display: flex; flex-direction: column; gap: var(--space-3); }
.wallet-status .wallet-status__text { margin: 0; }
.wallet-status__progress { height: 0.25rem; border-radius: var(--radius-full); background: linear-gradient(90deg, var(--color-surface-3) 25%, var(--color-primary) 50%, var(--color-surface-3) 75%) 0 0 / 300% 100%; animation: shimmer 1.6s linear infinite; }

.wallet-cards { display: flex; flex-direction: column; gap: var(--space-2); margin: 0; padding: 0; border: 0; min-width: 0; }
.wallet-cards > legend { padding: 0; margin-bottom: var(--space-2); }
.wallet-card { display: flex; align-items: center; gap: var(--space-3); min-height: 3.5rem; padding: var(--space-2) var(--space-3); border-radius: var(--radius-md); border: 1px solid var(--color-border-strong); background: var(--color-surface); cursor: pointer; }
.wallet-card:has(input:checked) { border-color: var(--color-primary); box-shadow: 0 0 0 1px var(--color-primary); background: color-mix(in srgb, var(--color-primary) 6%, var(--color-surface)); }
.wallet-card:has(input:focus-visible) { outline: 2px solid var(--color-focus); outline-offset: 2px; }
.wallet-card--expired { opacity: 0.7; cursor: not-allowed; }
.wallet-card__radio { flex: none; width: 1.25rem; height: 1.25rem; margin: 0; accent-color: var(--color-primary); }
.wallet-card__text { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.wallet-card__meta { font-size: var(--font-size-xs); color: var(--color-text-muted); }
.wallet-cards__add { margin-top: var(--space-1); }
.wallet-cards__item { display: flex; flex-direction: column; gap: var(--space-1); }
.wallet-card__actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: var(--space-1); }
.wallet-card__remove { color: var(--color-danger); }
.wallet-card-label { display: inline-flex; align-items: center; gap: var(--space-2); font-weight: 650; }
.wallet-brand { display: inline-grid; place-items: center; width: 2.25rem; height: 1.5rem; border-radius: 0.3rem; background: var(--color-primary-soft); color: var(--color-link); flex: none; }
.wallet-brand svg { width: 1rem; height: 1rem; }
.wallet-brand--visa { background: #1a1f71; color: #ffffff; }
.wallet-brand--mastercard { background: #eb001b; color: #ffffff; }
.wallet-brand--amex { background: #2e77bc; color: #ffffff; }

.wallet-card-row { display: flex; align-items: center; gap: var(--space-3); padding: var(--space-3) var(--space-4); }
.wallet-card-row__text { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 0.125rem; }
.wallet-card-row__meta { display: flex; flex-wrap: wrap; gap: var(--space-1) var(--space-2); align-items: center; font-size: var(--font-size-xs); color: var(--color-text-muted); }
.wallet-card-row__actions { display: flex; gap: var(--space-1); flex-wrap: wrap; justify-content: flex-end; }
.wallet-cardnumber { display: flex; align-items: flex-start; gap: var(--space-2); }
.wallet-cardnumber__field { flex: 1; min-width: 0; }
.wallet-cardnumber .form-field__control { font-variant-numeric: tabular-nums; letter-spacing: 0.04em; }
.wallet-cardnumber__brand { margin-top: calc(var(--font-size-sm) * 1.5 + var(--space-1)); flex: none; min-width: 5.5rem; display: inline-flex; align-items: center; justify-content: center; gap: var(--space-1); min-height: var(--touch-target); padding: 0 var(--space-2); border-radius: var(--radius-md); background: var(--color-surface-2); font-size: var(--font-size-xs); font-weight: 700; color: var(--color-text-muted); }
.wallet-expiry { display: grid; grid-template-columns: 1fr 1fr; gap: var(--space-3); margin: 0; padding: 0; border: 0; min-width: 0; }
.wallet-expiry > legend { padding: 0; margin-bottom: var(--space-2); }
.wallet-expiry .form-field { margin: 0; }

.wallet-progress .stepper { margin: var(--space-2) 0 var(--space-4); }
.wallet-progress__amount { margin: 0; font-size: var(--font-size-2xl); font-weight: 800; }
.wallet-progress__line { margin: 0; color: var(--color-text-muted); font-size: var(--font-size-sm); }
.wallet-progress .surface-card__body { display: flex; flex-direction: column; gap: var(--space-3); }

.wallet-timeline { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; }
.wallet-timeline__step { position: relative; display: flex; gap: var(--space-3); padding-bottom: var(--space-3); --dot: var(--color-text-muted); }
.wallet-timeline__step:not(:last-child)::before { content: ''; position: absolute; left: 0.4375rem; top: 1.125rem; bottom: 0; width: 2px; background: var(--color-border-strong); }
.wallet-timeline__step--success { --dot: var(--color-success); }
.wallet-timeline__step--danger { --dot: var(--color-danger); }
.wallet-timeline__step--warning { --dot: var(--color-warning); }
.wallet-timeline__step--info { --dot: var(--color-info); }
.wallet-timeline__step--primary { --dot: var(--color-link); }
.wallet-timeline__dot { flex: none; width: 1rem; height: 1rem; margin-top: 0.125rem; border-radius: 50%; background: var(--dot); box-shadow: 0 0 0 3px color-mix(in srgb, var(--dot) 20%, transparent); }
.wallet-timeline__text { display: flex; flex-direction: column; min-width: 0; }
.wallet-timeline__status { font-weight: 700; }
.wallet-timeline__time { font-size: var(--font-size-xs); color: var(--color-text-muted); }
.wallet-timeline__note { margin-top: var(--space-1); font-size: var(--font-size-sm); overflow-wrap: anywhere; }

.wallet-filters { display: flex; flex-direction: column; gap: var(--space-3); }
.wallet-filters__bar { display: flex; align-items: center; gap: var(--space-2); }
.wallet-filters__bar .segmented { flex: 1; min-width: 0; }
.wallet-filters__bar .segmented__option { flex: 1 1 auto; padding: 0 var(--space-2); white-space: nowrap; }
@media (max-width: 360px) { .wallet-filters__bar .segmented__option { padding: 0 var(--space-1); font-size: var(--font-size-xs); } }
.wallet-filters__button { position: relative; flex: none; }
.wallet-filters__count { display: inline-grid; place-items: center; min-width: 1.25rem; height: 1.25rem; padding: 0 0.25rem; border-radius: var(--radius-full); background: var(--color-primary); color: var(--color-primary-text); font-size: var(--font-size-xs); font-weight: 800; }
.wallet-filters__chips { display: flex; flex-wrap: wrap; gap: var(--space-2); list-style: none; margin: 0; padding: 0; }
.wallet-filters__chips .form-chip { display: inline-flex; align-items: center; gap: var(--space-1); }
.wallet-filters__chips .form-chip svg, .wallet-filters__button svg { width: 1rem; height: 1rem; flex: none; }
.wallet-filters__form { display: flex; flex-direction: column; gap: var(--space-3); }
.wallet-filters__dates { display: grid; grid-template-columns: 1fr 1fr; gap: var(--space-3); }
.wallet-filters__form .form-field { margin: 0; }

.wallet-tx { display: flex; align-items: center; gap: var(--space-3); width: 100%; min-height: 3.75rem; padding: var(--space-2) var(--space-4); border: 0; background: none; color: inherit; font: inherit; text-align: start; cursor: pointer; }
.wallet-tx:hover, .wallet-tx:active { background: var(--color-surface-2); }
.wallet-tx:focus-visible { outline-offset: -3px; }
.wallet-tx__icon { flex: none; display: grid; place-items: center; width: 2.5rem; height: 2.5rem; border-radius: var(--radius-md); background: var(--color-surface-2); color: var(--color-text-muted); }
.wallet-tx__icon svg { width: 1.25rem; height: 1.25rem; }
.wallet-tx__icon--in { background: color-mix(in srgb, var(--color-success) 14%, var(--color-surface)); color: var(--color-success); }
.wallet-tx__icon--out { background: color-mix(in srgb, var(--color-danger) 12%, var(--color-surface)); color: var(--color-danger); }
.wallet-tx__text { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.wallet-tx__title { font-weight: 650; overflow-wrap: anywhere; }
.wallet-tx__date { font-size: var(--font-size-xs); color: var(--color-text-muted); }
.wallet-tx__end { flex: none; display: flex; flex-direction: column; align-items: flex-end; gap: 0.125rem; }
.wallet-amount { font-weight: 750; font-variant-numeric: tabular-nums; }
.wallet-amount--in { color: var(--color-success); }
.wallet-amount--out { color: var(--color-danger); }
.wallet-amount--muted { color: var(--color-text-muted); text-decoration: line-through; }
.wallet-tx-details { display: flex; flex-direction: column; gap: var(--space-4); }
.wallet-tx-details__amount { display: flex; flex-direction: column; align-items: center; gap: var(--space-2); padding: var(--space-2) 0; font-size: var(--font-size-2xl); }
.wallet-tx-details h3 { margin: 0; font-size: var(--font-size-md); }

.wallet-list-row-link { display: flex; align-items: center; gap: var(--space-3); width: 100%; min-height: 3.5rem; padding: var(--space-2) var(--space-4); color: inherit; text-decoration: none; }
.wallet-list-row-link:hover { background: var(--color-surface-2); }
.wallet-list-row-link:focus-visible { outline-offset: -3px; }

.wallet-visitor .surface-card__body { display: flex; flex-direction: column; gap: var(--space-3); }
.wallet-visitor__steps { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: var(--space-3); counter-reset: step; }
.wallet-visitor__step { display: flex; gap: var(--space-3); align-items: flex-start; }
.wallet-visitor__step::before { counter-increment: step; content: counter(step); flex: none; display: grid; place-items: center; width: 1.75rem; height: 1.75rem; border-radius: 50%; background: var(--color-primary-soft); color: var(--color-link); font-weight: 800; font-size: var(--font-size-sm); }
.wallet-visitor__step p { margin: 0; }
.wallet-visitor__step strong { display: block; }
.wallet-visitor__step span { font-size: var(--font-size-sm); color: var(--color-text-muted); }
`;

/** Puts the wallet's styles in the page once (before the first wallet page paints). */
export function useWalletStyles(): void {
  useAreaStyles('wallet-area-styles', CSS);
}
