import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX, Copy, ShieldCheck } from 'lucide-react';
import type { BetFairness } from '@app/contract';
import { Button, copyText, usePercent } from '@app/ui';
import { useAreaTranslation } from '../../../area.ts';
import { originalsSettingsOptions } from '../../../shared/api/originalsSettings.ts';
import { describeOutcome, describeParams, type ProofOutcome, type ProofParam } from '../model/describe.ts';
import type { Verification } from '../model/verify.ts';
import '../fairness.css';

/** Runs the check with Web Crypto; its code arrives only when a player first asks for it. */
async function verifyInBrowser(fairness: BetFairness & { serverSeed: string }, houseEdge: number): Promise<Verification> {
  const [{ verifyBet }, { webCryptoHmac, sha256Hex }] = await Promise.all([import('../model/verify.ts'), import('../model/webCrypto.ts')]);
  return verifyBet(fairness, { hmac: webCryptoHmac, sha256: sha256Hex, houseEdge });
}

type Translate = ReturnType<typeof useAreaTranslation>['t'];

/** A parameter's name and value in words, as the game's own controls say them. */
function paramText(param: ProofParam, t: Translate, percent: (value: number) => string): { label: string; value: string } {
  switch (param.kind) {
    case 'diceTarget':
      return { label: t('fairness.target'), value: t(`dice.target.${param.condition}`, { target: param.target }) };
    case 'limboTarget':
      return { label: t('limbo.target'), value: `${param.target}×` };
    case 'mines':
      return { label: t('mines.count'), value: String(param.count) };
    case 'rows':
      return { label: t('plinko.rows'), value: String(param.count) };
    case 'risk':
      return { label: t('plinko.risk'), value: t(`plinko.riskLevel.${param.risk}`) };
    case 'houseEdge':
      return { label: t('fairness.houseEdge'), value: percent(param.percent) };
    case 'other':
      return { label: param.name, value: param.value };
  }
}

/** An outcome in words: "Rolled 42.17", "Mines on tiles 3, 8, 17", "Landed in slot 7". */
export function outcomeText(outcome: ProofOutcome, t: Translate): string {
  switch (outcome.kind) {
    case 'pending':
      return t('fairness.outcomePending');
    case 'roll':
      return t('fairness.rolled', { roll: outcome.roll });
    case 'limbo':
      return t('fairness.limboResult', { result: outcome.result });
    case 'mines':
      return t('fairness.minesOn', { tiles: outcome.tiles.join(', ') });
    case 'plinko':
      return t('fairness.landedIn', { slot: outcome.slot });
    case 'raw':
      return outcome.value;
  }
}

/** A seed or hash, shown whole, with a button that copies it. */
function CopyValue({ label, value, onCopied }: { label: string; value: string; onCopied: (label: string, ok: boolean) => void }) {
  const { t } = useAreaTranslation();
  const copy = async () => onCopied(label, await copyText(value));
  return (
    <div className="proof__copy">
      <code className="seed-value">{value}</code>
      <button type="button" className="proof__copy-button" onClick={() => void copy()} aria-label={t('fairness.copyLabel', { label })}>
        <Copy aria-hidden="true" />
        {t('fairness.copy')}
      </button>
    </div>
  );
}

/**
 * The proof of an original's bet in words: the committed server seed hash, the server seed once the
 * pair has been rotated, the client seed and the nonce (each seed with a Copy button), the bet's
 * settings as the game names them, the outcome as the game showed it and the version of the rules it
 * was drawn with; Verify recomputes the outcome by those rules on this device and checks the seed
 * against its hash.
 */
export function BetProof({ fairness }: { fairness: BetFairness }) {
  const { t } = useAreaTranslation();
  const percent = usePercent();
  const client = useQueryClient();
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<Verification | null>(null);
  const [failed, setFailed] = useState(false);
  const [copied, setCopied] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const { serverSeed } = fairness;
  const params = describeParams(fairness).map((param) => paramText(param, t, percent));
  const outcome = describeOutcome(fairness.game, fairness.outcome);
  const plinkoPath = outcome.kind === 'plinko' ? outcome.path.map((bounce) => t(`fairness.bounce.${bounce}`)).join(', ') : '';

  const onCopied = (label: string, ok: boolean) => {
    setCopied(ok ? t('fairness.copied', { label }) : t('fairness.copyFailed'));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(''), 4000);
  };

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
  const computed = result ? outcomeText(describeOutcome(fairness.game, result.computed), t) : '';

  return (
    <div className="proof">
      <p className="proof__title">{t('fairness.title')}</p>
      <dl className="seeds__list">
        <div>
          <dt>{t('fairness.serverSeedHash')}</dt>
          <dd>
            <CopyValue label={t('fairness.serverSeedHash')} value={fairness.serverSeedHash} onCopied={onCopied} />
          </dd>
        </div>
        <div>
          <dt>{t('fairness.serverSeed')}</dt>
          <dd>
            {serverSeed ? (
              <CopyValue label={t('fairness.serverSeed')} value={serverSeed} onCopied={onCopied} />
            ) : (
              <span className="casino-muted">{t('fairness.notRevealed')}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('fairness.clientSeed')}</dt>
          <dd>
            <CopyValue label={t('fairness.clientSeed')} value={fairness.clientSeed} onCopied={onCopied} />
          </dd>
        </div>
        <div className="proof__pair">
          <dt>{t('fairness.nonce')}</dt>
          <dd>{fairness.nonce}</dd>
        </div>
        {params.map((param) => (
          <div key={param.label} className="proof__pair">
            <dt>{param.label}</dt>
            <dd>{param.value}</dd>
          </div>
        ))}
        <div className="proof__pair">
          <dt>{t('fairness.outcome')}</dt>
          <dd className="proof__outcome">{outcomeText(outcome, t)}</dd>
        </div>
        {plinkoPath ? (
          <div>
            <dt>{t('fairness.path')}</dt>
            <dd>{plinkoPath}</dd>
          </div>
        ) : null}
        <div className="proof__pair">
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
      <div className="proof__status" role="status" aria-live="polite">
        {copied ? <p className="proof__copied">{copied}</p> : null}
        {result ? (
          result.status === 'verified' ? (
            <p className="proof__result proof__result--ok">
              <CircleCheck aria-hidden="true" />
              {t('fairness.verified', { outcome: computed })}
            </p>
          ) : (
            <p className="proof__result proof__result--bad">
              <CircleX aria-hidden="true" />
              {!result.hashMatches ? t('fairness.hashMismatch') : t('fairness.outcomeMismatch', { outcome: computed })}
            </p>
          )
        ) : null}
        {failed ? <p className="inline-error">{t('fairness.verifyFailed')}</p> : null}
      </div>
    </div>
  );
}
