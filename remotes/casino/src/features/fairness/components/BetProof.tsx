import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX, ShieldCheck } from 'lucide-react';
import type { BetFairness } from '@app/contract';
import { Button } from '@app/ui';
import { useAreaTranslation } from '../../../area.ts';
import { originalsSettingsOptions } from '../../../shared/api/originalsSettings.ts';
import type { Verification } from '../model/verify.ts';
import '../fairness.css';

/** Runs the check with Web Crypto; its code arrives only when a player first asks for it. */
async function verifyInBrowser(fairness: BetFairness & { serverSeed: string }, houseEdge: number): Promise<Verification> {
  const [{ verifyBet }, { webCryptoHmac, sha256Hex }] = await Promise.all([import('../model/verify.ts'), import('../model/webCrypto.ts')]);
  return verifyBet(fairness, { hmac: webCryptoHmac, sha256: sha256Hex, houseEdge });
}

function Value({ value }: { value: string }) {
  return <code className="seed-value">{value}</code>;
}

/**
 * The proof of an original's bet: the committed server seed hash, the server seed once the pair
 * has been rotated, the client seed, the nonce, the parameters, the outcome and the version of the
 * rules it was drawn with; Verify recomputes the outcome by those rules on this device and checks
 * the seed against its hash.
 */
export function BetProof({ fairness }: { fairness: BetFairness }) {
  const { t } = useAreaTranslation();
  const client = useQueryClient();
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<Verification | null>(null);
  const [failed, setFailed] = useState(false);
  const { serverSeed } = fairness;
  const params = Object.entries(fairness.params)
    .map(([name, value]) => `${name}: ${String(value)}`)
    .join(', ');

  const verify = async () => {
    if (serverSeed === null) return;
    setChecking(true);
    setFailed(false);
    try {
      const settings = await client.fetchQuery(originalsSettingsOptions());
      setResult(await verifyInBrowser({ ...fairness, serverSeed }, Number(settings.houseEdge)));
    } catch {
      setFailed(true);
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className="proof">
      <dl className="seeds__list">
        <div>
          <dt>{t('fairness.serverSeedHash')}</dt>
          <dd>
            <Value value={fairness.serverSeedHash} />
          </dd>
        </div>
        <div>
          <dt>{t('fairness.serverSeed')}</dt>
          <dd>{serverSeed ? <Value value={serverSeed} /> : <span className="casino-muted">{t('fairness.notRevealed')}</span>}</dd>
        </div>
        <div>
          <dt>{t('fairness.clientSeed')}</dt>
          <dd>
            <Value value={fairness.clientSeed} />
          </dd>
        </div>
        <div>
          <dt>{t('fairness.nonce')}</dt>
          <dd>{fairness.nonce}</dd>
        </div>
        {params ? (
          <div>
            <dt>{t('fairness.params')}</dt>
            <dd>{params}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('fairness.outcome')}</dt>
          <dd>
            <Value value={fairness.outcome} />
          </dd>
        </div>
        <div>
          <dt>{t('fairness.ruleVersion')}</dt>
          <dd>{fairness.ruleVersion}</dd>
        </div>
      </dl>
      {serverSeed ? (
        <Button variant="secondary" size="small" busy={checking} onClick={() => void verify()}>
          <ShieldCheck aria-hidden="true" />
          {t('fairness.verify')}
        </Button>
      ) : null}
      <div role="status" aria-live="polite">
        {result ? (
          result.status === 'verified' ? (
            <p className="proof__result proof__result--ok">
              <CircleCheck aria-hidden="true" />
              {t('fairness.verified', { outcome: result.computed })}
            </p>
          ) : (
            <p className="proof__result proof__result--bad">
              <CircleX aria-hidden="true" />
              {!result.hashMatches ? t('fairness.hashMismatch') : t('fairness.outcomeMismatch', { outcome: result.computed })}
            </p>
          )
        ) : null}
        {failed ? <p className="inline-error">{t('fairness.verifyFailed')}</p> : null}
      </div>
    </div>
  );
}
