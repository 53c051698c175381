import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { OAUTH_CALLBACK_PATH, oidcProviderSetSchema, type OidcProviderView } from '@app/contract';
import { Button } from '@app/ui';
import { Badge, Card, Notice } from '@app/ui/display';
import { Form, PasswordField, SubmitButton, SwitchField, TextField, useZodForm } from '@app/ui/forms';
import { ConfirmDialog, Modal } from '@app/ui/overlays';
import { call } from '../../api/client.ts';
import { failureText } from '../../i18n.ts';
import { QueryView } from '../../layout/parts.tsx';
import { formMessage, SettingsPanel, settingsKey, useCanChange, type Outcome } from './parts.tsx';

const providersKey = settingsKey('identity');
const shape = oidcProviderSetSchema.shape;
/** Plain http is taken only for an issuer on the platform's own machine; any other must be https. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The issuer as the platform takes it: an http(s) URL, https unless on the machine itself, without a query or a fragment. */
const issuerText = z
  .string()
  .trim()
  .min(1)
  .superRefine((value, context) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      context.addIssue({ code: 'custom', message: formMessage('url') });
      return;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') context.addIssue({ code: 'custom', message: formMessage('url') });
    else if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname))
      context.addIssue({ code: 'custom', message: formMessage('https') });
    else if (url.search || url.hash) context.addIssue({ code: 'custom', message: formMessage('issuerQuery') });
  })
  .pipe(shape.issuer);

/** A provider as typed: a new one needs its client secret; left empty, a change keeps the stored one. */
function providerSchema(adding: boolean) {
  return z
    .object({
      id: z
        .string()
        .trim()
        .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, formMessage('providerId'))
        .pipe(shape.id),
      name: z.string().trim().min(1).max(60).pipe(shape.name),
      issuer: issuerText,
      clientId: z.string().trim().min(1).max(512).pipe(shape.clientId),
      clientSecret: adding ? z.string().min(1).max(2048) : z.string().max(2048),
      enabled: z.boolean(),
    })
    .transform(({ clientSecret, ...provider }): z.input<typeof oidcProviderSetSchema> =>
      clientSecret ? { ...provider, clientSecret } : provider,
    )
    .pipe(oidcProviderSetSchema);
}

type Editing = { kind: 'new' } | { kind: 'change'; provider: OidcProviderView };

/**
 * The identity providers players may sign in with (OpenID Connect): each one's name on the sign-in
 * button, its issuer and client, whether players see it, and whether its client secret is stored
 * (the secret itself never leaves the platform). Added, changed and removed here.
 */
export function IdentityProvidersSection() {
  const { t } = useTranslation('backoffice');
  const headingId = useId();
  const queryClient = useQueryClient();
  const canChange = useCanChange('/operator/oidc-providers/set');
  const canRemove = useCanChange('/operator/oidc-providers/remove');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<OidcProviderView | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const query = useQuery({
    queryKey: providersKey,
    queryFn: ({ signal }) => call('/operator/oidc-providers/list', {}, signal),
  });

  const remove = async (provider: OidcProviderView) => {
    setBusy(true);
    setProblem(null);
    try {
      await call('/operator/oidc-providers/remove', { id: provider.id });
      await queryClient.invalidateQueries({ queryKey: providersKey });
      setRemoving(null);
      setOutcome({ tone: 'success', text: t('settings.identity.removed', { name: provider.name }) });
    } catch (caught) {
      setProblem(failureText(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsPanel id={headingId} title={t('settings.identity.title')} lead={t('settings.identity.lead', { path: OAUTH_CALLBACK_PATH })}>
      <div aria-live="polite" className="bo-settings__outcome">
        {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      </div>
      <Card
        title={t('settings.identity.providers')}
        headingLevel={3}
        action={
          canChange ? (
            <Button
              size="small"
              onClick={() => {
                setOutcome(null);
                setEditing({ kind: 'new' });
              }}
            >
              {t('settings.identity.add')}
            </Button>
          ) : null
        }
      >
        <QueryView query={query} headingLevel={3}>
          {({ providers }) =>
            providers.length === 0 ? (
              <p className="bo-hint" data-testid="no-providers">
                {t('settings.identity.none')}
              </p>
            ) : (
              <div className="bo-table-wrap">
                <table className="bo-table bo-settings__table" data-testid="providers">
                  <thead>
                    <tr>
                      <th scope="col">{t('settings.identity.name')}</th>
                      <th scope="col">{t('settings.identity.id')}</th>
                      <th scope="col">{t('settings.identity.issuer')}</th>
                      <th scope="col">{t('settings.identity.clientId')}</th>
                      <th scope="col">{t('settings.identity.shown')}</th>
                      <th scope="col">{t('settings.identity.secret')}</th>
                      {canChange || canRemove ? <th scope="col">{t('common.actions')}</th> : null}
                    </tr>
                  </thead>
                  <tbody>
                    {providers.map((provider) => (
                      <tr key={provider.id} data-testid="provider-row">
                        <th scope="row">{provider.name}</th>
                        <td className="bo-mono">{provider.id}</td>
                        <td className="bo-mono">{provider.issuer}</td>
                        <td className="bo-mono">{provider.clientId}</td>
                        <td>
                          {provider.enabled ? (
                            <Badge tone="success">{t('settings.identity.enabled')}</Badge>
                          ) : (
                            <Badge>{t('settings.identity.disabled')}</Badge>
                          )}
                        </td>
                        <td>{provider.hasClientSecret ? t('settings.identity.secretStored') : t('settings.identity.secretMissing')}</td>
                        {canChange || canRemove ? (
                          <td>
                            <div className="bo-actions">
                              {canChange ? (
                                <Button
                                  size="small"
                                  variant="secondary"
                                  aria-label={t('settings.identity.changeOne', { name: provider.name })}
                                  onClick={() => {
                                    setOutcome(null);
                                    setEditing({ kind: 'change', provider });
                                  }}
                                >
                                  {t('settings.identity.change')}
                                </Button>
                              ) : null}
                              {canRemove ? (
                                <Button
                                  size="small"
                                  variant="ghost"
                                  aria-label={t('settings.identity.removeOne', { name: provider.name })}
                                  onClick={() => {
                                    setOutcome(null);
                                    setProblem(null);
                                    setRemoving(provider);
                                  }}
                                >
                                  {t('settings.identity.remove')}
                                </Button>
                              ) : null}
                            </div>
                          </td>
                        ) : null}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </QueryView>
      </Card>
      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing?.kind === 'change' ? t('settings.identity.changeTitle', { name: editing.provider.name }) : t('settings.identity.addTitle')
        }
        initialFocus="first"
        className="bo-settings__dialog"
      >
        {editing ? (
          <ProviderForm
            key={editing.kind === 'change' ? editing.provider.id : 'new'}
            provider={editing.kind === 'change' ? editing.provider : null}
            onCancel={() => setEditing(null)}
            onSaved={(provider, added) => {
              setEditing(null);
              setOutcome({
                tone: 'success',
                text: added ? t('settings.identity.added', { name: provider.name }) : t('settings.identity.saved', { name: provider.name }),
              });
            }}
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        open={removing !== null}
        title={t('settings.identity.removeTitle', { name: removing?.name ?? '' })}
        description={t('settings.identity.removeText')}
        confirmLabel={t('settings.identity.remove')}
        cancelLabel={t('common.cancel')}
        busy={busy}
        problem={problem}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </SettingsPanel>
  );
}

function ProviderForm({
  provider,
  onCancel,
  onSaved,
}: {
  provider: OidcProviderView | null;
  onCancel: () => void;
  onSaved: (provider: OidcProviderView, added: boolean) => void;
}) {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const form = useZodForm(providerSchema(provider === null), {
    defaultValues: provider
      ? {
          id: provider.id,
          name: provider.name,
          issuer: provider.issuer,
          clientId: provider.clientId,
          clientSecret: '',
          enabled: provider.enabled,
        }
      : { id: '', name: '', issuer: '', clientId: '', clientSecret: '', enabled: true },
  });
  const save = async (body: z.output<ReturnType<typeof providerSchema>>) => {
    const answer = await call('/operator/oidc-providers/set', body);
    await queryClient.invalidateQueries({ queryKey: providersKey });
    onSaved(answer.provider, provider === null);
  };
  return (
    <Form form={form} onSubmit={save}>
      <TextField
        name="id"
        label={t('settings.identity.id')}
        hint={provider ? t('settings.identity.idFixed') : t('settings.identity.idHint')}
        readOnly={provider !== null}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField name="name" label={t('settings.identity.name')} hint={t('settings.identity.nameHint')} autoComplete="off" />
      <TextField
        name="issuer"
        type="url"
        label={t('settings.identity.issuer')}
        hint={t('settings.identity.issuerHint')}
        autoComplete="off"
        spellCheck={false}
      />
      <TextField name="clientId" label={t('settings.identity.clientId')} autoComplete="off" spellCheck={false} />
      <PasswordField
        name="clientSecret"
        label={t('settings.identity.clientSecret')}
        hint={provider ? t('settings.identity.secretKeep') : t('settings.identity.secretNew')}
        optional={provider !== null}
        autoComplete="new-password"
      />
      <SwitchField name="enabled" label={t('settings.identity.enabledLabel')} hint={t('settings.identity.enabledHint')} />
      <div className="bo-actions">
        <SubmitButton pendingLabel={t('settings.saving')}>{t('settings.save')}</SubmitButton>
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </Form>
  );
}
