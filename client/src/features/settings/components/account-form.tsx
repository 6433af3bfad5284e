// The account section: picture, name, e-mail, status and about, checked as the user
// types and saved through the API (a new picture first, then the fields). Save is
// disabled while the form is invalid or unchanged; Cancel or Escape discards. Leaving
// the page with unsaved changes asks first (the router's blocker, and the browser's
// own question on reload or close).
import { Button, Flex, SimpleGrid, Stack } from '@chakra-ui/react';
import { Separator } from '../../../components/ui/separator';
import { useEffect, useMemo } from 'react';
import { FormProvider, useFormState, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import * as z from 'zod/mini';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useToasts } from '../../../components/page/toasts';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import type { SettingsAccountQuery, UserStatus } from '../../../gql/graphql';
import { MAX_ACCOUNT_ABOUT } from '../../../../../shared/limits';
import { useUpdateAccount } from '../api/use-update-account';
import { useUploadUserAvatar } from '../api/use-upload-user-avatar';
import { AvatarPicker } from './avatar-picker';

const STATUSES: readonly UserStatus[] = ['online', 'away', 'busy', 'offline'];

type Account = SettingsAccountQuery['user'];

function useAccountSchema() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      z.object({
        avatar: z.nullable(z.string()),
        name: z.string().check(z.trim(), z.minLength(1, t('settings.account.errors.name'))),
        email: z.string().check(z.trim(), z.email(t('settings.account.errors.email'))),
        status: z.enum(['online', 'away', 'busy', 'offline']),
        about: z
          .string()
          .check(
            z.maxLength(
              MAX_ACCOUNT_ABOUT,
              t('settings.account.errors.about', { count: MAX_ACCOUNT_ABOUT }),
            ),
          ),
      }),
    [t],
  );
}

type AccountValues = z.infer<ReturnType<typeof useAccountSchema>>;

const valuesOf = (user: Account): AccountValues => ({
  avatar: user.avatar ?? null,
  name: user.name,
  email: user.email,
  status: user.status,
  about: user.about,
});

/** Asks before leaving the page with unsaved changes; a change of section stays on it. */
function useUnsavedGuard(form: UseFormReturn<AccountValues>) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { isDirty, isSubmitting } = useFormState({ control: form.control });
  const dirty = isDirty && !isSubmitting;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let current = true;
    void confirm({
      title: t('settings.unsaved.title'),
      message: t('settings.unsaved.message'),
      confirmLabel: t('settings.unsaved.leave'),
    }).then((leave) => {
      if (!current) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      current = false;
    };
  }, [blocker, confirm, t]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

export function AccountForm({ user }: { user: Account }) {
  const { t } = useTranslation();
  const update = useUpdateAccount();
  const upload = useUploadUserAvatar();
  const form = useZodForm<AccountValues>(useAccountSchema(), valuesOf(user));
  useUnsavedGuard(form);

  // A change made elsewhere (the user menu's status) shows here while nothing is typed.
  const { isDirty } = useFormState({ control: form.control });
  useEffect(() => {
    if (!isDirty) form.reset(valuesOf(user));
    // Only the server's user, not each keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user]);

  const toasts = useToasts();
  const save = form.handleSubmit(async (values) => {
    const { dirtyFields } = form.formState;
    try {
      if (dirtyFields.avatar && values.avatar?.startsWith('data:')) await upload(values.avatar);
      const saved = await update({
        name: values.name.trim(),
        email: values.email.trim(),
        status: values.status,
        about: values.about,
        ...(dirtyFields.avatar && !values.avatar ? { avatar: null } : {}),
      });
      form.reset(valuesOf(saved));
      toasts.done(t('settings.account.saved'));
    } catch (error) {
      // What was typed stays in the form.
      toasts.failed(t('settings.account.saveFailed'), error);
    }
  });

  const about = form.watch('about');
  const name = form.watch('name');
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={t('settings.sections.account')}
        onSubmit={(event) => void save(event)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && form.formState.isDirty) {
            event.preventDefault();
            form.reset();
          }
        }}
      >
        <Stack gap={6}>
          <AvatarPicker name={name} />
          <Separator />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
            <TextField
              name="name"
              label={t('settings.account.name')}
              required
              autoComplete="name"
            />
            <TextField
              name="email"
              type="email"
              label={t('settings.account.email')}
              required
              autoComplete="email"
              inputMode="email"
            />
            <SelectField
              name="status"
              label={t('settings.account.status')}
              options={STATUSES.map((status) => ({
                value: status,
                label: t(`shell.status.${status}`),
              }))}
              required
            />
          </SimpleGrid>
          <TextareaField
            name="about"
            label={t('settings.account.about')}
            helper={t('settings.account.aboutHelp', { count: MAX_ACCOUNT_ABOUT - about.length })}
            rows={4}
            autoresize
          />
          <Flex gap={2} justify="flex-end" pt={4} borderTopWidth="1px">
            <Button size="sm" variant="ghost" disabled={!isDirty} onClick={() => form.reset()}>
              {t('settings.account.cancel')}
            </Button>
            <SubmitButton loadingText={t('settings.account.saving')}>
              {t('settings.account.save')}
            </SubmitButton>
          </Flex>
        </Stack>
      </form>
    </FormProvider>
  );
}
