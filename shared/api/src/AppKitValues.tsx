// Where the product's data meets the kit: @app/ui reads no store and makes no call, so the app
// gives it, once at its root, the currency list, the rates and display currency, the site's
// licence from the config state, and the error catalogue's wording of a failed submission.
import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { cmsConfigAtom, currencyListAtom, currencyRateAtom, displayCurrencyAtom, store } from '@app/state';
import { KitValuesProvider, type SubmitFailureText } from '@app/ui';
import { submitFailureText } from './notify.ts';

/**
 * The product's forms describe the failures they explain themselves as the ApiError they were
 * refused with (`describeError`); this is the one place that error model is handed to the kit.
 */
const wordFailure = submitFailureText as SubmitFailureText;

/**
 * The kit's values from the page's one store (read without a jotai Provider): the host's root
 * holds it, and the page tests' render (renderArea) too, so every amount, licence seal and form
 * below it shows the product's data; it follows the store as the values change.
 */
export function AppKitValues({ children }: { children?: ReactNode }) {
  const currencies = useAtomValue(currencyListAtom, { store });
  const rates = useAtomValue(currencyRateAtom, { store });
  const displayCurrency = useAtomValue(displayCurrencyAtom, { store });
  const licence = useAtomValue(cmsConfigAtom, { store });
  return (
    <KitValuesProvider values={{ currencies, rates, displayCurrency, licence, submitFailureText: wordFailure }}>
      {children}
    </KitValuesProvider>
  );
}
