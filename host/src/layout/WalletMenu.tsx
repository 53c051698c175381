import { useId } from 'react';
import { ChevronDown } from 'lucide-react';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { useTranslation } from '@app/i18n';
import { balancesKnownAtom, chooseCurrency, currencyListAtom, store, visibleCurrencyCodes, walletAtom } from '@app/state';
import { BalanceFigure, Money, hasBonus, useMoneyFormatter } from '@app/ui';
import { usePopover } from './usePopover.ts';

/**
 * The header's balance and the wallet menu it opens: every currency the platform plays in with the
 * player's cash and operator bonus in it, the one to play in chosen with one tap, and the ways to
 * Deposit and Withdraw. The balance follows the product's rule (BalanceFigure): the cash of the
 * play currency, its bonus beside it.
 */
export function WalletMenu() {
  const { t } = useTranslation();
  const { currency, balances } = useAtomValue(walletAtom);
  const balancesKnown = useAtomValue(balancesKnownAtom);
  const listed = visibleCurrencyCodes(useAtomValue(currencyListAtom));
  const { open, close, triggerProps, panelProps } = usePopover();
  const titleId = useId();
  const balance = balances.find((entry) => entry.currency === currency);
  const { format } = useMoneyFormatter();
  const cash = balance?.cash ?? '0';
  const bonus = balance?.operatorBonus;
  const known = balance !== undefined || balancesKnown;
  // The button's name says what it opens, then what it shows, word for word (WCAG 2.5.3).
  const figure = hasBonus(bonus) ? `${format(cash, currency)} +${format(bonus ?? '0', currency)} ${t('ui.bonus')}` : format(cash, currency);
  const name = !currency || !known ? t('header.wallet') : t('header.walletMenu', { figure });
  // The currencies the player holds come first, then the others the platform plays in.
  const held = (code: string) => balances.some((entry) => entry.currency === code);
  const codes = [...new Set([currency, ...listed].filter(Boolean))].sort((a, b) => Number(held(b)) - Number(held(a)));

  return (
    <div className="header-menu header-menu--wallet">
      <button type="button" className="header-wallet" aria-label={name} {...triggerProps}>
        {currency || !known ? (
          <BalanceFigure
            cash={known ? cash : undefined}
            placeholder={
              <>
                <span className="skeleton header-wallet__placeholder" aria-hidden="true" />
                <span className="visually-hidden">{t('loading')}</span>
              </>
            }
            bonus={bonus}
            currency={currency}
            label={t('header.balance')}
          />
        ) : (
          '–'
        )}
        <ChevronDown className="header-wallet__chevron" aria-hidden="true" />
      </button>
      {open ? (
        <div className="header-menu__panel header-menu__panel--wallet" aria-labelledby={titleId} {...panelProps}>
          <h2 id={titleId} className="header-menu__title">
            {t('header.wallet')}
          </h2>
          <fieldset className="wallet-menu__currencies">
            <legend className="header-menu__label">{t('header.playIn')}</legend>
            {codes.map((code) => {
              const entry = balances.find((item) => item.currency === code);
              return (
                <label key={code} className="wallet-menu__currency">
                  <input
                    type="radio"
                    name="play-currency"
                    value={code}
                    checked={code === currency}
                    onChange={() => chooseCurrency(code, store)}
                  />
                  <span className="wallet-menu__code">{code}</span>
                  <span className="wallet-menu__amounts">
                    <span className="wallet-menu__cash">
                      <span className="visually-hidden">{t('header.cash')} </span>
                      <Money amount={entry?.cash ?? '0'} currency={code} display="code" />
                    </span>
                    <span className="wallet-menu__bonus">
                      {t('header.bonus')} <Money amount={entry?.operatorBonus ?? '0'} currency={code} display="code" />
                    </span>
                  </span>
                </label>
              );
            })}
          </fieldset>
          <div className="wallet-menu__links">
            <Link to="/deposit" className="button button--primary button--small" onClick={() => close(false)}>
              {t('header.deposit')}
            </Link>
            <Link to="/withdraw" className="button button--secondary button--small" onClick={() => close(false)}>
              {t('header.withdraw')}
            </Link>
          </div>
        </div>
      ) : null}
    </div>
  );
}
