import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Form, SubmitButton, TextField, useZodForm } from '@app/ui/forms';
import { Section } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { keepUserInfo, useUserInfo } from '../../../shared/api/userInfo.ts';
import { updateProfile } from '../api/updateProfile.ts';
import { NICKNAME_MAX, nicknameFormSchema, type NicknameFormValues } from '../model/nickname.ts';

/** The nickname other players see (on leaderboards and in chat), changed here. */
export function NicknameForm() {
  const { t } = useAreaTranslation();
  const client = useQueryClient();
  const user = useUserInfo();
  const current = user.data?.nickname ?? '';
  const [saved, setSaved] = useState(false);
  const form = useZodForm(nicknameFormSchema, { defaultValues: { nickname: current } satisfies NicknameFormValues });

  // The details may arrive after the form: it starts from them until the player types.
  const { reset, formState } = form;
  useEffect(() => {
    if (!formState.isDirty) reset({ nickname: current });
  }, [current, formState.isDirty, reset]);

  if (!user.data) return null;
  return (
    <Section title={t('profile.nicknameTitle')} lead={t('profile.nicknameLead')}>
      <Form
        form={form}
        aria-label={t('profile.nicknameTitle')}
        onSubmit={async ({ nickname }) => {
          setSaved(false);
          const userInfo = await updateProfile({ nickname });
          keepUserInfo(client, userInfo);
          reset({ nickname: userInfo.nickname ?? nickname });
          setSaved(true);
        }}
      >
        <TextField<NicknameFormValues>
          name="nickname"
          label={t('profile.nickname')}
          hint={t('profile.nicknameHint', { max: NICKNAME_MAX })}
          autoComplete="nickname"
          onInput={() => setSaved(false)}
        />
        <p className="account-saved" role="status">
          {saved ? t('profile.nicknameSaved') : ''}
        </p>
        <SubmitButton pendingLabel={t('common.saving')}>{t('profile.saveNickname')}</SubmitButton>
      </Form>
    </Section>
  );
}
