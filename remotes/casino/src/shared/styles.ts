import { useAreaStyles } from '@app/ui/display';
import { BANNER_ART } from './bannerArt.ts';

// The casino's own styles, on the kit's design tokens (colours, spacing, radii follow the theme).
// They are added once, with the first casino page shown, and stay for the rest of the visit.
const CSS = `
.casino { display: flex; flex-direction: column; gap: var(--space-5); min-width: 0; }
.casino > * { margin-top: 0; margin-bottom: 0; }
.casino .list, .casino .surface-card { margin-bottom: 0; }
.casino-heading { margin: 0; font-size: var(--font-size-xl); font-weight: 800; line-height: var(--line-height-tight); }
.casino-muted { margin: 0; color: var(--color-text-muted); font-size: var(--font-size-sm); }
.casino-hint { display: flex; align-items: center; gap: var(--space-2); margin: 0; padding: var(--space-3) var(--space-4); border-radius: var(--radius-md); background: var(--color-surface-2); color: var(--color-text-muted); font-size: var(--font-size-sm); }
.casino-hint svg { width: 1rem; height: 1rem; flex: none; }
.casino-error { margin: 0; padding: var(--space-2) var(--space-3); border-radius: var(--radius-md); background: color-mix(in srgb, var(--color-danger) 10%, var(--color-surface)); color: var(--color-danger); font-size: var(--font-size-sm); font-weight: 600; }

.casino-section { display: flex; flex-direction: column; gap: var(--space-3); min-width: 0; }
.casino-section__head { display: flex; align-items: center; justify-content: space-between; gap: var(--space-2); }
.casino-section__title { margin: 0; font-size: var(--font-size-lg); font-weight: 750; }
.casino-section__more { display: inline-flex; align-items: center; gap: 0.125rem; min-height: var(--touch-target); padding: 0 var(--space-1); color: var(--color-link); font-size: var(--font-size-sm); font-weight: 700; text-decoration: none; white-space: nowrap; }
.casino-section__more svg { width: 1rem; height: 1rem; }

.banners { margin-inline: calc(var(--space-4) * -1); }
.banners__track { display: grid; grid-auto-flow: column; grid-auto-columns: 86%; gap: var(--space-3); margin: 0; padding: 0 var(--space-4); list-style: none; overflow-x: auto; scroll-snap-type: x mandatory; scroll-padding-inline: var(--space-4); scrollbar-width: none; }
.banners__track::-webkit-scrollbar { display: none; }
.banner { scroll-snap-align: start; border-radius: var(--radius-xl); overflow: hidden; box-shadow: var(--shadow-2); }
.banner__link { position: relative; display: flex; flex-direction: column; align-items: flex-start; gap: var(--space-1); min-height: 10.5rem; height: 100%; padding: var(--space-5) var(--space-4) var(--space-4); color: #ffffff; text-decoration: none; isolation: isolate; }
.banner--welcome .banner__link { background: ${BANNER_ART.welcome} right center / cover no-repeat, radial-gradient(circle at 85% 20%, rgb(255 255 255 / 0.28), transparent 45%), linear-gradient(135deg, #6d28d9, #db2777); }
.banner--originals .banner__link { background: ${BANNER_ART.originals} right center / cover no-repeat, radial-gradient(circle at 85% 25%, rgb(255 255 255 / 0.25), transparent 45%), linear-gradient(135deg, #0f766e, #2563eb); }
.banner--vip .banner__link { background: ${BANNER_ART.vip} right center / cover no-repeat, radial-gradient(circle at 85% 25%, rgb(255 255 255 / 0.3), transparent 45%), linear-gradient(135deg, #92400e, #d97706 60%, #facc15); }
.banner__eyebrow { font-size: var(--font-size-xs); font-weight: 800; letter-spacing: 0.06em; text-transform: uppercase; opacity: 0.92; }
.banner__title { max-width: 78%; font-size: var(--font-size-xl); font-weight: 850; line-height: 1.15; }
.banner__text { max-width: 72%; font-size: var(--font-size-sm); opacity: 0.92; }
.banner__cta { margin-top: auto; padding: 0.4rem 0.9rem; border-radius: var(--radius-full); background: #ffffff; color: #1f1147; font-size: var(--font-size-sm); font-weight: 800; }
.banner__link:focus-visible { outline: 3px solid var(--color-focus); outline-offset: -3px; }

.game-row { display: grid; grid-auto-flow: column; grid-auto-columns: calc((100% - 2 * var(--space-3)) / 3.3); gap: var(--space-3); margin: 0 calc(var(--space-4) * -1); padding: 0 var(--space-4) var(--space-1); list-style: none; overflow-x: auto; scroll-snap-type: x proximity; scroll-padding-inline: var(--space-4); scrollbar-width: none; }
.game-row::-webkit-scrollbar { display: none; }
.game-row__item { scroll-snap-align: start; min-width: 0; }
.game-tile { display: flex; flex-direction: column; gap: 0.125rem; min-width: 0; color: inherit; text-decoration: none; border-radius: var(--radius-md); }
.game-tile .lazy-image { box-shadow: var(--shadow-1); transition: transform var(--duration-fast) var(--ease-standard); }
.game-tile:hover .lazy-image, .game-tile:active .lazy-image { transform: translateY(-2px); }
.game-tile:focus-visible { outline: 2px solid var(--color-focus); outline-offset: 2px; }
.game-tile__name { margin-top: var(--space-1); font-size: var(--font-size-sm); font-weight: 700; line-height: 1.2; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.game-tile__provider { font-size: var(--font-size-xs); color: var(--color-text-muted); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.game-tile--placeholder .skeleton { margin: 0.25rem 0; }
.game-tile--placeholder .game-tile__art { height: auto; width: 100%; }

.game-grid .list { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: var(--space-4) var(--space-3); border: 0; background: none; box-shadow: none; overflow: visible; border-radius: 0; }
.game-grid .list-row + .list-row { border-top: 0; }
.game-grid .list-row { min-width: 0; }
.game-grid .list-row--placeholder .list-row__body { display: block; padding: 0; min-height: 0; }
.game-grid .list-row--placeholder .skeleton-row { display: block; aspect-ratio: 240 / 320; border-radius: var(--radius-md); background: linear-gradient(90deg, var(--color-surface-2) 25%, var(--color-surface-3) 50%, var(--color-surface-2) 75%) 0 0 / 300% 100%; animation: shimmer 1.4s ease-in-out infinite; }
.game-grid .list-row--placeholder .skeleton-row > * { display: none; }

.lobby-search { position: relative; display: flex; align-items: center; }
.lobby-search__icon { position: absolute; left: var(--space-3); width: 1.25rem; height: 1.25rem; color: var(--color-text-muted); pointer-events: none; }
.lobby-search__input { width: 100%; min-height: 3rem; padding: 0 3rem 0 2.75rem; border: 1px solid var(--color-border-strong); border-radius: var(--radius-full); background: var(--color-surface); color: var(--color-text); font: inherit; font-size: var(--font-size-md); -webkit-appearance: none; appearance: none; }
.lobby-search__input::-webkit-search-cancel-button { display: none; }
.lobby-search__input::placeholder { color: var(--color-text-muted); }
.lobby-search__input:focus-visible { outline: 2px solid var(--color-focus); outline-offset: 1px; border-color: var(--color-primary); }
.lobby-search__clear { position: absolute; right: 0.25rem; display: grid; place-items: center; width: var(--touch-target); height: var(--touch-target); border: 0; border-radius: 50%; background: none; color: var(--color-text-muted); cursor: pointer; }
.lobby-search__clear svg { width: 1.125rem; height: 1.125rem; }
.lobby-search__clear:focus-visible { outline: 2px solid var(--color-focus); }

.chips { display: flex; gap: var(--space-2); margin: 0 calc(var(--space-4) * -1); padding: 0 var(--space-4) 2px; overflow-x: auto; scrollbar-width: none; }
.chips::-webkit-scrollbar { display: none; }
.chip { flex: none; display: inline-flex; align-items: center; min-height: 2.5rem; padding: 0 var(--space-4); border: 1px solid var(--color-border-strong); border-radius: var(--radius-full); background: var(--color-surface); color: var(--color-text); font: inherit; font-size: var(--font-size-sm); font-weight: 650; text-decoration: none; white-space: nowrap; cursor: pointer; }
.chip[aria-pressed='true'], .chip[aria-current='page'] { border-color: var(--color-primary); background: var(--color-primary); color: var(--color-primary-text); }
.chip:focus-visible { outline: 2px solid var(--color-focus); outline-offset: 2px; }

.provider-strip { display: grid; grid-auto-flow: column; grid-auto-columns: max-content; gap: var(--space-2); margin: 0 calc(var(--space-4) * -1); padding: 0 var(--space-4) var(--space-1); list-style: none; overflow-x: auto; scrollbar-width: none; }
.provider-strip::-webkit-scrollbar { display: none; }
.provider-chip { display: flex; align-items: center; gap: var(--space-2); min-height: 3.5rem; padding: var(--space-2) var(--space-3); border: 1px solid var(--color-border); border-radius: var(--radius-lg); background: var(--color-surface); color: inherit; text-decoration: none; box-shadow: var(--shadow-1); }
.provider-chip:focus-visible { outline: 2px solid var(--color-focus); outline-offset: 2px; }
.provider-chip__text { display: flex; flex-direction: column; }
.provider-chip__name { font-size: var(--font-size-sm); font-weight: 700; white-space: nowrap; }
.provider-chip__count { font-size: var(--font-size-xs); color: var(--color-text-muted); white-space: nowrap; }
.provider-logo { flex: none; display: grid; place-items: center; overflow: hidden; border-radius: var(--radius-md); background: var(--color-primary-soft); color: var(--color-link); font-weight: 850; }
.provider-logo img { width: 100%; height: 100%; object-fit: contain; }
.provider-logo--small { width: 2.25rem; height: 2.25rem; font-size: var(--font-size-xs); }
.provider-logo--large { width: 3.5rem; height: 3.5rem; font-size: var(--font-size-lg); }
.provider-head { display: flex; align-items: center; gap: var(--space-3); }

.game-detail { display: flex; flex-direction: column; gap: var(--space-4); }
.game-detail__cover-skeleton { aspect-ratio: 640 / 360; height: auto !important; }
.game-detail__head { display: flex; align-items: flex-start; justify-content: space-between; gap: var(--space-3); }
.game-detail__titles { display: flex; flex-direction: column; gap: 0.125rem; min-width: 0; }
.game-detail__name { margin: 0; font-size: var(--font-size-2xl); font-weight: 850; line-height: var(--line-height-tight); overflow-wrap: anywhere; }
.game-detail__provider { color: var(--color-link); font-weight: 650; text-decoration: none; }
.game-detail__description { margin: 0; color: var(--color-text-muted); line-height: var(--line-height); }
.favorite-toggle { flex: none; display: grid; place-items: center; width: var(--touch-target); height: var(--touch-target); border: 1px solid var(--color-border-strong); border-radius: 50%; background: var(--color-surface); color: var(--color-text-muted); cursor: pointer; }
.favorite-toggle svg { width: 1.375rem; height: 1.375rem; }
.favorite-toggle[aria-pressed='true'] { color: #e11d48; border-color: color-mix(in srgb, #e11d48 45%, var(--color-border)); }
.favorite-toggle__icon--on { fill: currentColor; }
.favorite-toggle:focus-visible { outline: 2px solid var(--color-focus); outline-offset: 2px; }
.facts, .odds { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: var(--space-2); margin: 0; }
.facts__item, .odds__item { display: flex; flex-direction: column; gap: 0.125rem; padding: var(--space-3); border-radius: var(--radius-md); background: var(--color-surface-2); }
.facts dt, .odds dt { font-size: var(--font-size-xs); font-weight: 650; color: var(--color-text-muted); }
.facts dd, .odds dd { margin: 0; font-weight: 800; font-variant-numeric: tabular-nums; }
.feature-list { display: flex; flex-wrap: wrap; gap: var(--space-2); margin: 0; padding: 0; list-style: none; }
.play-actions { display: flex; flex-direction: column; gap: var(--space-3); }
.play-actions__buttons { display: grid; grid-template-columns: 1fr; gap: var(--space-2); }
.play-actions .button svg { width: 1.125rem; height: 1.125rem; }

/* The game window takes the screen: the page's heading stays for screen readers only, and the bar's Back replaces the area's links. */
.page:has(> .casino > .play) > .page__header { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.page:has(> .casino > .play) > .area-nav { display: none; }
.play { display: flex; flex-direction: column; gap: var(--space-2); margin: 0 calc(var(--space-4) * -1); }
.play-bar { display: flex; align-items: center; gap: var(--space-2); padding: 0 var(--space-2); }
.play-bar__back { flex: none; display: grid; place-items: center; width: var(--touch-target); height: var(--touch-target); border: 0; border-radius: 50%; background: var(--color-surface-2); color: var(--color-text); cursor: pointer; }
.play-bar__back svg { width: 1.25rem; height: 1.25rem; }
.play-bar__back:focus-visible { outline: 2px solid var(--color-focus); }
.play-bar__title { flex: 1; min-width: 0; margin: 0; font-size: var(--font-size-md); font-weight: 750; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.play-bar__balance { flex: none; padding: 0.3rem 0.7rem; border-radius: var(--radius-full); background: var(--color-primary-soft); color: var(--color-link); font-size: var(--font-size-sm); font-weight: 800; font-variant-numeric: tabular-nums; }
.play-bar__balance--demo { background: var(--color-surface-2); color: var(--color-text-muted); }
.play__frame { display: block; width: 100%; height: calc(100dvh - var(--header-height) - var(--touch-target) - var(--space-4)); min-height: 20rem; border: 0; background: #000000; }

.original-page { display: flex; flex-direction: column; gap: var(--space-4); }
.original-page__head { display: flex; align-items: flex-start; justify-content: space-between; gap: var(--space-3); }
.original-page__head .button { flex: none; }
.original-page__head .button svg { width: 1rem; height: 1rem; }
.original { display: flex; flex-direction: column; gap: var(--space-4); }
.bet-form { display: flex; flex-direction: column; gap: var(--space-3); }
.bet-form .form-field { margin: 0; }
.bet-form p.form-field__hint, .bet-form p.form-field__error { margin: var(--space-1) 0 0; }
.stake { display: flex; align-items: flex-start; gap: var(--space-2); }
.stake__field { flex: 1; min-width: 0; margin: 0; }
.stake__steps { display: flex; gap: var(--space-1); margin-top: calc(var(--font-size-sm) * 1.5 + var(--space-1)); }
.stake__step { display: grid; place-items: center; min-width: var(--touch-target); height: var(--touch-target); padding: 0 var(--space-2); border: 1px solid var(--color-border-strong); border-radius: var(--radius-md); background: var(--color-surface); color: var(--color-text); font: inherit; font-weight: 800; cursor: pointer; }
.stake__step:disabled { opacity: 0.5; cursor: not-allowed; }
.stake__step:focus-visible { outline: 2px solid var(--color-focus); outline-offset: 2px; }
.result-line { margin: 0; text-align: center; font-weight: 800; }
.result-line--won { color: var(--color-success); }
.result-line--lost { color: var(--color-text-muted); }

.dice-board, .limbo-board { display: flex; flex-direction: column; gap: var(--space-3); padding: var(--space-5) var(--space-4); border-radius: var(--radius-xl); background: linear-gradient(160deg, var(--color-surface-2), var(--color-surface)); border: 1px solid var(--color-border); }
.dice-board__roll, .limbo-board__result { margin: 0; text-align: center; font-size: 3rem; font-weight: 900; line-height: 1; font-variant-numeric: tabular-nums; }
.dice-board--won .dice-board__roll, .limbo-board--won .limbo-board__result { color: var(--color-success); }
.dice-board--lost .dice-board__roll, .limbo-board--lost .limbo-board__result { color: var(--color-danger); }
.dice-track { position: relative; height: 0.75rem; border-radius: var(--radius-full); background: color-mix(in srgb, var(--color-danger) 55%, var(--color-surface-3)); }
.dice-track__win { position: absolute; top: 0; bottom: 0; left: 0; border-radius: var(--radius-full); background: var(--color-success); }
.dice-track__marker { position: absolute; top: 50%; width: 1.25rem; height: 1.25rem; margin-left: -0.625rem; border-radius: 50%; background: var(--color-surface); border: 3px solid var(--color-text); transform: translateY(-50%); box-shadow: var(--shadow-2); }
.dice-target { display: flex; flex-direction: column; gap: var(--space-2); }
.dice-target__slider { width: 100%; height: var(--touch-target); accent-color: var(--color-primary); cursor: pointer; }
.dice-target__slider:focus-visible { outline: 2px solid var(--color-focus); outline-offset: 2px; }

.mines-grid { display: grid; grid-template-columns: repeat(5, minmax(0, 1fr)); gap: var(--space-2); padding: var(--space-3); border-radius: var(--radius-xl); background: var(--color-surface-2); }
.mines-tile { display: grid; place-items: center; aspect-ratio: 1; min-height: var(--touch-target); border: 0; border-radius: var(--radius-md); background: var(--color-surface-3); color: var(--color-text); box-shadow: inset 0 -3px 0 rgb(0 0 0 / 0.18); cursor: pointer; transition: transform var(--duration-fast) var(--ease-standard), background-color var(--duration-base) var(--ease-standard); }
.mines-tile[aria-disabled='true'] { cursor: default; }
.mines-tile--hidden:not([aria-disabled='true']):hover { transform: translateY(-2px); background: color-mix(in srgb, var(--color-primary) 18%, var(--color-surface-3)); }
.mines-tile--safe { background: color-mix(in srgb, var(--color-success) 22%, var(--color-surface)); color: var(--color-success); box-shadow: none; }
.mines-tile--mine { background: color-mix(in srgb, var(--color-danger) 14%, var(--color-surface)); color: var(--color-danger); box-shadow: none; }
.mines-tile--mineHit { background: var(--color-danger); color: #ffffff; box-shadow: none; }
.mines-tile[aria-busy='true'] { animation: shimmer 0.8s linear infinite; background: linear-gradient(90deg, var(--color-surface-3) 25%, var(--color-surface) 50%, var(--color-surface-3) 75%) 0 0 / 300% 100%; }
.mines-tile svg { width: 55%; height: 55%; }
.mines-tile:focus-visible { outline: 2px solid var(--color-focus); outline-offset: 2px; }

.plinko { display: flex; flex-direction: column; gap: var(--space-2); padding: var(--space-3); border-radius: var(--radius-xl); background: var(--color-surface-2); }
.plinko-board { width: 100%; height: auto; }
.plinko-board__pegs circle { fill: var(--color-text-muted); }
.plinko-board__slot { fill: color-mix(in srgb, var(--color-warning) 35%, var(--color-surface)); }
.plinko-board__slot[data-edge='1'] { fill: color-mix(in srgb, var(--color-danger) 45%, var(--color-surface)); }
.plinko-board__slot--hit { fill: var(--color-primary); }
.plinko-board__label { fill: var(--color-text); font-weight: 800; font-family: var(--font-family); }
.plinko-board__ball { fill: var(--color-accent); stroke: var(--color-surface); stroke-width: 0.06; transition: cx 100ms linear, cy 100ms ease-in; }

.seeds, .proof { display: flex; flex-direction: column; gap: var(--space-3); }
.seeds .form-field { margin: 0; }
.seeds__list { display: flex; flex-direction: column; gap: var(--space-2); margin: 0; }
.seeds__list > div { display: flex; flex-direction: column; gap: 0.125rem; }
.seeds__list dt { font-size: var(--font-size-xs); font-weight: 700; color: var(--color-text-muted); }
.seeds__list dd { margin: 0; font-size: var(--font-size-sm); }
.seeds__previous { display: flex; flex-direction: column; gap: var(--space-2); padding-top: var(--space-3); border-top: 1px solid var(--color-border); }
.seeds__title { margin: 0; font-size: var(--font-size-md); }
.seed-value { display: block; padding: var(--space-1) var(--space-2); border-radius: var(--radius-sm); background: var(--color-surface-2); font-family: ui-monospace, 'SFMono-Regular', Menlo, monospace; font-size: var(--font-size-xs); overflow-wrap: anywhere; user-select: all; }
.seeds .button svg, .proof .button svg { width: 1rem; height: 1rem; }
.proof { padding: 0 var(--space-4) var(--space-4); }
.proof > .button { align-self: flex-start; }
.proof__result { display: flex; align-items: center; gap: var(--space-2); margin: 0; font-weight: 750; font-size: var(--font-size-sm); }
.proof__result svg { width: 1.25rem; height: 1.25rem; flex: none; }
.proof__result--ok { color: var(--color-success); }
.proof__result--bad { color: var(--color-danger); }

.bet { display: flex; flex-direction: column; }
.bet__main { display: flex; flex-direction: column; gap: var(--space-2); padding: var(--space-3) var(--space-4); }
.bet__text { display: flex; flex-direction: column; gap: 0.125rem; min-width: 0; }
.bet__game { font-weight: 750; overflow-wrap: anywhere; }
.bet__time { font-size: var(--font-size-xs); color: var(--color-text-muted); }
.bet__figures { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: var(--space-2); margin: 0; }
.bet__figures dt { font-size: var(--font-size-xs); color: var(--color-text-muted); }
.bet__figures dd { margin: 0; font-size: var(--font-size-sm); font-weight: 700; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.bet__figures .money__code { font-weight: 600; color: var(--color-text-muted); font-size: var(--font-size-xs); }
.bet__won { color: var(--color-success); }
.bet__toggle { display: flex; align-items: center; justify-content: space-between; width: 100%; min-height: var(--touch-target); padding: 0 var(--space-4); border: 0; border-top: 1px dashed var(--color-border); background: none; color: var(--color-link); font: inherit; font-size: var(--font-size-sm); font-weight: 700; cursor: pointer; }
.bet__toggle svg { width: 1.125rem; height: 1.125rem; transition: transform var(--duration-fast) var(--ease-standard); }
.bet__toggle[aria-expanded='true'] svg { transform: rotate(180deg); }
.bet__toggle:focus-visible { outline-offset: -3px; }

@media (max-width: 359px) {
  .game-grid .list { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .game-row { grid-auto-columns: calc((100% - var(--space-3)) / 2.3); }
  .dice-board__roll, .limbo-board__result { font-size: 2.5rem; }
  .bet__figures { grid-template-columns: repeat(2, minmax(0, 1fr)); }
}
@media (prefers-reduced-motion: reduce) {
  .plinko-board__label { fill: var(--color-text); font-weight: 800; font-family: var(--font-family); }
.plinko-board__ball { transition: none; }
  .game-tile .lazy-image, .mines-tile { transition: none; }
}
`;

/** Puts the casino's styles in the page once (before the first casino page paints). */
export function useCasinoStyles(): void {
  useAreaStyles('casino-area-styles', CSS);
}
