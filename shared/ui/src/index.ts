// @app/ui: the core of the kit, in the host's first load. Only what the first screen needs lives
// here; lists, tabs, cards and the like are in @app/ui/display, dialogs in @app/ui/overlays.
// The kit's stylesheets, every part's, come with the core (see stylesheets.ts).
import './stylesheets.ts';
export { Page } from './components/Page.tsx';
export type { PageProps } from './components/Page.tsx';
export { Button } from './components/Button.tsx';
export type { ButtonLook, ButtonProps } from './components/Button.tsx';
export { ButtonLink } from './components/ButtonLink.tsx';
export type { ButtonLinkProps } from './components/ButtonLink.tsx';
export { Spinner } from './components/Spinner.tsx';
export type { LoadingType, SpinnerProps } from './components/Spinner.tsx';
export { KIT_DEFAULTS, KitValuesProvider, useKitValues } from './components/KitValues.tsx';
export type { KitValues, Licence, SubmitFailureText } from './components/KitValues.tsx';
export { Money, useMoneyFormatter, usePercent } from './components/Money.tsx';
export { copyText } from './components/copyText.ts';
export { BalanceFigure, hasBonus } from './components/BalanceFigure.tsx';
export type { BalanceFigureProps } from './components/BalanceFigure.tsx';
export type { MoneyFormatter, MoneyProps } from './components/Money.tsx';
export {
  convertMoney,
  currencyDigits,
  decimalsOf,
  formatMoney,
  formatMoneyParts,
  formatPercent,
  RATE_BASE_CURRENCY,
  totalIn,
} from './money.ts';
export type { MoneyAmount, MoneyFormatOptions, MoneyParts } from './money.ts';
export { createArea } from './area.tsx';
export type { AreaDefinition, AreaLayoutProps, AreaNavItem } from './area.tsx';
