import { useAreaStyles } from '@app/ui/display';

// The account area's own styles, on the kit's design tokens (colours, spacing, radii follow the
// theme, light or dark). The area has no stylesheet of its own in the page: they are added once,
// with the first account page shown, and stay for the rest of the visit.
const CSS = `
.account { display: flex; flex-direction: column; gap: var(--space-5); min-width: 0; }
.account > * { margin-top: 0; margin-bottom: 0; }
.account .surface-card, .account .list { margin-bottom: 0; }
.account-lead { margin: 0; color: var(--color-text-muted); }
.account-muted { color: var(--color-text-muted); }
.account-fineprint { margin: 0; font-size: var(--font-size-xs); color: var(--color-text-muted); }
.account-saved { margin: 0; font-size: var(--font-size-sm); font-weight: 650; color: var(--color-success); }
.account-saved:empty { display: none; }
.account-actions { display: flex; flex-direction: column; gap: var(--space-2); }
.account-skeleton { display: flex; flex-direction: column; gap: var(--space-3); }
.account-card { display: flex; flex-direction: column; gap: var(--space-3); padding: var(--space-4); border-radius: var(--radius-lg); border: 1px solid var(--color-border); background: var(--color-surface); min-width: 0; }
.account-card .form-field { margin: 0; }
.account .list-row__leading svg { width: 1.25rem; height: 1.25rem; }
.account .list-row__body--action { color: inherit; text-decoration: none; }

.account-profile { display: flex; align-items: center; gap: var(--space-3); padding: var(--space-4); border-radius: var(--radius-lg); background: var(--gradient-brand); color: var(--color-primary-text); min-width: 0; }
.account-profile__avatar { flex: none; display: grid; place-items: center; width: 3.5rem; height: 3.5rem; border-radius: 50%; background: rgb(255 255 255 / 0.22); font-size: var(--font-size-xl); font-weight: 800; }
.account-profile__text { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: var(--space-1); }
.account-profile__name { font-size: var(--font-size-lg); font-weight: 800; overflow-wrap: anywhere; }
.account-profile__email { font-size: var(--font-size-sm); opacity: 0.9; overflow-wrap: anywhere; }
.account-profile__badges { display: flex; flex-wrap: wrap; gap: var(--space-1); }
.account-profile .badge { background: var(--color-surface); color: var(--color-text); }
.account-profile .badge svg { width: 0.875rem; height: 0.875rem; }
.account-skeleton .account-profile { background: var(--color-surface-2); }

.account-details { margin: 0; padding: var(--space-1) var(--space-4); border-radius: var(--radius-lg); border: 1px solid var(--color-border); background: var(--color-surface); display: flex; flex-direction: column; }
.account-details__row { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: var(--space-1) var(--space-3); padding: var(--space-3) 0; border-bottom: 1px solid var(--color-border); }
.account-details__row:last-child { border-bottom: 0; }
.account-details__row dt { color: var(--color-text-muted); font-size: var(--font-size-sm); }
.account-details__row dd { margin: 0; font-weight: 650; text-align: end; overflow-wrap: anywhere; min-width: 0; }

.account-prefs .segmented { width: 100%; }
.account-prefs .segmented__option { flex: 1 1 0; }
.account-prefs .segmented__option svg { width: 1rem; height: 1rem; }

.account-steps { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--space-2); }
.account-step { display: flex; gap: var(--space-3); padding: var(--space-3) var(--space-4); border-radius: var(--radius-md); border: 1px solid var(--color-border); background: var(--color-surface); }
.account-step--current { border-color: var(--color-primary); box-shadow: 0 0 0 1px var(--color-primary); }
.account-step__mark { flex: none; display: grid; place-items: center; width: 2rem; height: 2rem; border-radius: 50%; background: var(--color-surface-2); color: var(--color-text-muted); font-weight: 800; }
.account-step__mark svg { width: 1.125rem; height: 1.125rem; }
.account-step--done .account-step__mark { background: color-mix(in srgb, var(--color-success) 16%, var(--color-surface)); color: var(--color-success); }
.account-step--current .account-step__mark { background: var(--color-primary); color: var(--color-primary-text); }
.account-step__body { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: var(--space-1); align-items: flex-start; }
.account-step__title { margin: 0; font-size: var(--font-size-md); font-weight: 750; }
.account-step__text { margin: 0; font-size: var(--font-size-sm); color: var(--color-text-muted); }

.account-gates { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--space-2); }
.account-gate { display: flex; align-items: center; gap: var(--space-3); padding: var(--space-3) var(--space-4); border-radius: var(--radius-md); background: var(--color-surface-2); }
.account-gate__icon { flex: none; width: 1.25rem; height: 1.25rem; }
.account-gate--open .account-gate__icon { color: var(--color-success); }
.account-gate--locked .account-gate__icon { color: var(--color-text-muted); }
.account-gate__text { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.account-gate__name { font-weight: 700; }
.account-gate__state { font-size: var(--font-size-sm); color: var(--color-text-muted); }

.account .button svg { width: 1.125rem; height: 1.125rem; flex: none; }
.account-code-field .form-field__control { font-size: var(--font-size-xl); letter-spacing: 0.35em; font-variant-numeric: tabular-nums; text-align: center; }

.account-prose { display: flex; flex-direction: column; gap: var(--space-2); }
.account-prose p { margin: 0; }
.account-bullets { margin: 0; padding-inline-start: var(--space-5); display: flex; flex-direction: column; gap: var(--space-1); }
.account-tools { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--space-2); }
@media (min-width: 400px) { .account-tools { grid-template-columns: 1fr 1fr; } }
.account-tool { display: flex; gap: var(--space-3); padding: var(--space-3); border-radius: var(--radius-md); border: 1px solid var(--color-border); background: var(--color-surface); min-width: 0; }
.account-tool__icon { flex: none; display: grid; place-items: center; width: 2.25rem; height: 2.25rem; border-radius: var(--radius-md); background: var(--color-primary-soft); color: var(--color-link); }
.account-tool__icon svg { width: 1.125rem; height: 1.125rem; }
.account-tool__text { min-width: 0; display: flex; flex-direction: column; gap: 0.125rem; }
.account-tool__name { margin: 0; font-size: var(--font-size-md); font-weight: 750; }
.account-tool__about { margin: 0; font-size: var(--font-size-sm); color: var(--color-text-muted); }
.account-help { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--space-2); }
.account-help__item { display: flex; flex-direction: column; gap: 0.125rem; padding: var(--space-3) var(--space-4); border-radius: var(--radius-md); background: var(--color-surface-2); }
.account-help__item a { font-weight: 700; overflow-wrap: anywhere; }
.account-help__item span { font-size: var(--font-size-sm); color: var(--color-text-muted); }

.account-limits { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--space-3); }
.account-limit { display: flex; flex-direction: column; gap: var(--space-3); padding: var(--space-4); border-radius: var(--radius-lg); border: 1px solid var(--color-border); background: var(--color-surface); min-width: 0; }
.account-limit__head { display: flex; align-items: baseline; justify-content: space-between; gap: var(--space-2); flex-wrap: wrap; }
.account-limit__title { margin: 0; font-size: var(--font-size-md); font-weight: 750; }
.account-limit__amount { font-size: var(--font-size-lg); font-weight: 800; font-variant-numeric: tabular-nums; }
.account-limit__meta { margin: 0; font-size: var(--font-size-sm); color: var(--color-text-muted); }
.account-limit__actions { display: flex; flex-wrap: wrap; gap: var(--space-2); }
.account-limit__actions .button { flex: 1 1 8rem; }
.account-typenav { width: 100%; }
.account-typenav .segmented__option { flex: 1 1 0; padding: 0 var(--space-2); }
@media (max-width: 360px) { .account-typenav .segmented__option { padding: 0 var(--space-1); font-size: var(--font-size-xs); } }
.account-choice .segmented { width: 100%; }
.account-choice .segmented__option { flex: 1 1 0; padding: 0 var(--space-2); white-space: normal; line-height: 1.2; }
.account-fieldset { margin: 0; padding: 0; border: 0; min-width: 0; display: flex; flex-direction: column; gap: var(--space-4); }
.account-fieldset__legend { padding: 0; margin-bottom: var(--space-3); font-size: var(--font-size-md); font-weight: 750; }

.account-doc-slots, .account-docs { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--space-3); }
.account-doc-slot, .account-doc { display: flex; flex-direction: column; gap: var(--space-2); padding: var(--space-4); border-radius: var(--radius-lg); border: 1px solid var(--color-border); background: var(--color-surface); min-width: 0; }
.account-doc-slot__head, .account-doc__head { display: flex; align-items: center; justify-content: space-between; gap: var(--space-2); flex-wrap: wrap; }
.account-doc-slot__title { margin: 0; font-size: var(--font-size-md); font-weight: 750; }
.account-doc-slot__title:focus { outline: none; }
.account-doc-slot__text, .account-doc__meta { margin: 0; font-size: var(--font-size-sm); color: var(--color-text-muted); overflow-wrap: anywhere; }
.account-doc-slot__status { display: flex; flex-direction: column; align-items: flex-start; gap: var(--space-1); }
.account-doc__title { font-weight: 700; min-width: 0; overflow-wrap: anywhere; }
.account-doc__reason { margin: 0; font-size: var(--font-size-sm); font-weight: 650; color: var(--color-danger); overflow-wrap: anywhere; }
.account-doc .button { align-self: flex-start; }
.account .badge svg { width: 0.875rem; height: 0.875rem; flex: none; }
.account-upload { display: flex; flex-direction: column; gap: var(--space-1); }
.account-upload__button { cursor: pointer; gap: var(--space-2); }
.account-upload__button > span { min-width: 0; overflow-wrap: anywhere; }
.account-upload__input:focus-visible + .account-upload__button { outline: 2px solid var(--color-focus); outline-offset: 2px; }
.account-upload__status { margin: 0; font-size: var(--font-size-sm); font-weight: 650; overflow-wrap: anywhere; }
.account-upload__status:empty { display: none; }
`;

/** Puts the account's styles in the page once (before the first account page paints). */
export function useAccountStyles(): void {
  useAreaStyles('account-area-styles', CSS);
}
