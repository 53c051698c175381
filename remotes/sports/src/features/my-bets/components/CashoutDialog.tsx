import { Money } from '@app/ui';
import { ConfirmActions, Modal } from '@app/ui/overlays';
import { useAreaTranslation } from '../../../area.ts';
import type { Cashout } from '../hooks/useCashout.ts';
import '../my-bets.css';

/** The cash-out offer before anything is paid; when it moved, the new one with a word that it did. */
export function CashoutDialog({ cashout, failure }: { cashout: Cashout; failure: (error: unknown) => string | null }) {
  const { t } = useAreaTranslation();
  const { quote, moved, gone, confirming } = cashout;
  const problem = failure(cashout.confirmError);
  return (
    <Modal
      open={quote !== null}
      onClose={cashout.cancel}
      dismissible={!confirming}
      title={t('cashout.title')}
      description={t('cashout.description')}
      actions={
        <ConfirmActions
          confirmLabel={t('cashout.confirm')}
          cancelLabel={t('cashout.cancel')}
          onConfirm={() => void cashout.confirm()}
          onCancel={cashout.cancel}
          busy={confirming}
          canConfirm={!gone}
        />
      }
    >
      {quote ? (
        <div className="sports-quote">
          <p className="sports-quote__offer">
            <span>{t('cashout.offer')}</span>
            <strong>
              <Money amount={quote.offer} currency={quote.currency} />
            </strong>
          </p>
          {gone ? (
            <p className="sports-error" role="alert">
              {t('cashout.gone')}
            </p>
          ) : null}
          {moved && !gone ? (
            <p className="sports-error" role="alert">
              {t('cashout.moved')}
            </p>
          ) : null}
          {problem ? (
            <p className="sports-error" role="alert">
              {problem}
            </p>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
