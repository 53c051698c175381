import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw, ShieldCheck } from 'lucide-react';
import { Button } from '@app/ui';
import { ErrorState, SkeletonText } from '@app/ui/display';
import { Modal } from '@app/ui/overlays';
import { useFailureText } from '@app/api';
import { useAreaTranslation } from '../../../area.ts';
import { rotateSeeds, seedsKey, seedsOptions } from '../api/originals.ts';
import '../originals.css';

/** A long value (a hash, a seed) that wraps and can be selected whole. */
function SeedValue({ value }: { value: string }) {
  return <code className="seed-value">{value}</code>;
}

function SeedsPanel() {
  const { t } = useAreaTranslation();
  const client = useQueryClient();
  const seeds = useQuery(seedsOptions());
  const failureText = useFailureText(t);
  const [clientSeed, setClientSeed] = useState<string | null>(null);
  const rotate = useMutation({
    mutationFn: () => rotateSeeds(clientSeed?.trim() || undefined),
    onSuccess: (answer) => {
      client.setQueryData(seedsKey(), answer);
      setClientSeed(null);
    },
  });
  if (seeds.isPending) return <SkeletonText lines={4} />;
  if (seeds.isError) return <ErrorState headingLevel={3} text={t('fairness.failed')} onRetry={() => seeds.refetch()} />;
  const { active, nextServerSeedHash, previous } = seeds.data;
  const typed = clientSeed ?? active.clientSeed;
  const invalid = typed.trim().length === 0 || typed.length > 64;
  return (
    <div className="seeds">
      <p className="casino-muted">{t('fairness.intro')}</p>
      <dl className="seeds__list">
        <div>
          <dt>{t('fairness.serverSeedHash')}</dt>
          <dd>
            <SeedValue value={active.serverSeedHash} />
          </dd>
        </div>
        <div>
          <dt>{t('fairness.nonce')}</dt>
          <dd>{active.nonce}</dd>
        </div>
      </dl>
      {/* The next server seed is committed before the client seed that goes with it is picked. */}
      <dl className="seeds__list">
        <div>
          <dt>{t('fairness.nextServerSeedHash')}</dt>
          <dd>
            <SeedValue value={nextServerSeedHash} />
          </dd>
        </div>
      </dl>
      <p id="next-seed-hint" className="casino-muted">
        {t('fairness.nextServerSeedHint')}
      </p>
      <div className="form-field">
        <label htmlFor="client-seed" className="form-field__label">
          {t('fairness.clientSeed')}
        </label>
        <input
          id="client-seed"
          className="form-field__control"
          value={typed}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          aria-describedby="client-seed-hint next-seed-hint"
          aria-invalid={invalid || undefined}
          onChange={(event) => setClientSeed(event.target.value)}
        />
        <p id="client-seed-hint" className="form-field__hint">
          {t('fairness.clientSeedHint')}
        </p>
      </div>
      <Button variant="secondary" block busy={rotate.isPending} disabled={invalid} onClick={() => rotate.mutate()}>
        <RefreshCw aria-hidden="true" />
        {t('fairness.rotate')}
      </Button>
      {rotate.isError ? (
        <p className="inline-error" role="alert">
          {failureText(rotate.error)}
        </p>
      ) : null}
      {previous ? (
        <section className="seeds__previous" aria-labelledby="previous-seeds">
          <h3 id="previous-seeds" className="seeds__title">
            {t('fairness.previous')}
          </h3>
          <p className="casino-muted" role={rotate.isSuccess ? 'status' : undefined}>
            {t('fairness.previousText', { bets: previous.bets })}
          </p>
          <dl className="seeds__list">
            <div>
              <dt>{t('fairness.serverSeed')}</dt>
              <dd>
                <SeedValue value={previous.serverSeed} />
              </dd>
            </div>
            <div>
              <dt>{t('fairness.serverSeedHash')}</dt>
              <dd>
                <SeedValue value={previous.serverSeedHash} />
              </dd>
            </div>
            <div>
              <dt>{t('fairness.clientSeed')}</dt>
              <dd>
                <SeedValue value={previous.clientSeed} />
              </dd>
            </div>
          </dl>
        </section>
      ) : null}
    </div>
  );
}

/** The Fairness button and its dialog: the seed pair in use, the client seed to change, and Rotate. */
export function FairnessButton() {
  const { t } = useAreaTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="small" onClick={() => setOpen(true)}>
        <ShieldCheck aria-hidden="true" />
        {t('fairness.open')}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('fairness.title')}>
        {open ? <SeedsPanel /> : null}
      </Modal>
    </>
  );
}
