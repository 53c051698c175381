import { useState } from 'react';
import { Star, Trash2 } from 'lucide-react';
import { notify } from '@app/api';
import type { BankCard } from '@app/contract';
import { Button } from '@app/ui';
import { Modal } from '@app/ui/overlays';
import { useAreaTranslation } from '../../../area.ts';
import { useBrandName } from '../../../shared/components/CardBrand.tsx';
import { useMakeDefaultCard, useRemoveCard } from '../api/bankCardChanges.ts';
import '../bank-cards.css';

/**
 * What the player can do with one of their cards: make it the default and remove it (after asking).
 * Both show at once in the list and are put back, with a message, when the platform refuses them.
 */
export function CardActions({ card }: { card: BankCard }) {
  const { t } = useAreaTranslation();
  const brandName = useBrandName();
  const name = t('cards.endingIn', { brand: brandName(card.brand), last4: card.last4 });
  const [asking, setAsking] = useState(false);
  const makeDefault = useMakeDefaultCard({
    onSuccess: () => notify(t('cards.madeDefault', { card: name }), 'success'),
    onError: () => notify(t('cards.defaultFailed', { card: name }), 'error'),
  });
  const remove = useRemoveCard({
    onSuccess: () => notify(t('cards.removed', { card: name }), 'success'),
    onError: () => notify(t('cards.removeFailed', { card: name }), 'error'),
  });

  const confirmRemove = () => {
    setAsking(false);
    remove.mutate(card.bankCardId);
  };

  return (
    <div className="wallet-card__actions">
      {card.isDefault ? null : (
        <Button variant="ghost" size="small" busy={makeDefault.isPending} onClick={() => makeDefault.mutate(card.bankCardId)}>
          <Star aria-hidden="true" />
          {t('cards.makeDefault')}
          <span className="visually-hidden"> {name}</span>
        </Button>
      )}
      <Button variant="ghost" size="small" className="wallet-card__remove" onClick={() => setAsking(true)}>
        <Trash2 aria-hidden="true" />
        {t('cards.remove')}
        <span className="visually-hidden"> {name}</span>
      </Button>
      <Modal
        open={asking}
        onClose={() => setAsking(false)}
        title={t('cards.removeTitle')}
        description={t('cards.removeText', { card: name })}
        actions={
          <>
            <Button variant="danger" block onClick={confirmRemove}>
              {t('cards.removeConfirm')}
            </Button>
            <Button variant="ghost" block onClick={() => setAsking(false)}>
              {t('cards.removeCancel')}
            </Button>
          </>
        }
      />
    </div>
  );
}
