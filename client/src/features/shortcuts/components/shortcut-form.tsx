// The shortcuts panel's form (SPEC section 5): label, icon, link and "open in the app"
// are required, the description is optional; Save stays disabled while the form is
// invalid or unchanged. Adding and editing share it; editing can also delete.
import { Button, Flex, Spacer, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useToasts } from '../../../components/page/toasts';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import type { ShortcutFieldsFragment } from '../../../gql/graphql';
import { useCreateShortcut } from '../api/use-create-shortcut';
import { useDeleteShortcut } from '../api/use-delete-shortcut';
import { useUpdateShortcut } from '../api/use-update-shortcut';
import { IconPicker } from './icon-picker';

/** What the API accepts as a link: an app path (one leading slash) or an http(s) URL. */
const LINK = /^(\/(?!\/)\S*|https?:\/\/[^\s/?#]+\S*)$/i;

function useShortcutSchema() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      z.object({
        label: z.string().check(z.trim(), z.minLength(1, t('shortcuts.errors.label'))),
        description: z.string().check(z.trim()),
        icon: z.string().check(z.minLength(1, t('shortcuts.errors.icon'))),
        link: z.string().check(z.trim(), z.regex(LINK, t('shortcuts.errors.link'))),
        useRouter: z.boolean(),
      }),
    [t],
  );
}

type ShortcutValues = z.infer<ReturnType<typeof useShortcutSchema>>;

interface ShortcutFormProps {
  /** The shortcut to edit; none to add one. */
  shortcut?: ShortcutFieldsFragment;
  onDone: () => void;
  onCancel: () => void;
}

export function ShortcutForm({ shortcut, onDone, onCancel }: ShortcutFormProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const create = useCreateShortcut();
  const update = useUpdateShortcut();
  const remove = useDeleteShortcut();
  const form = useZodForm<ShortcutValues>(useShortcutSchema(), {
    label: shortcut?.label ?? '',
    description: shortcut?.description ?? '',
    icon: shortcut?.icon ?? '',
    link: shortcut?.link ?? '',
    useRouter: shortcut?.useRouter ?? true,
  });

  const toasts = useToasts();
  const failed = (error: unknown) => toasts.failed(t('shortcuts.failed'), error);

  const save = form.handleSubmit(async (values) => {
    try {
      if (shortcut) await update(shortcut.id, values);
      else await create(values);
      onDone();
    } catch (error) {
      // What was typed stays in the form.
      failed(error);
    }
  });

  async function deleteShortcut() {
    if (!shortcut) return;
    // SPEC section 9's confirmation, as it words it.
    const confirmed = await confirm();
    if (!confirmed) return;
    try {
      await remove(shortcut.id);
      onDone();
    } catch (error) {
      failed(error);
    }
  }

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={shortcut ? t('shortcuts.editTitle') : t('shortcuts.addTitle')}
        onSubmit={(event) => void save(event)}
      >
        <Stack gap={4} p={4}>
          <TextField name="label" label={t('shortcuts.label')} size="sm" required autoFocus />
          <TextField name="description" label={t('shortcuts.description')} size="sm" />
          <IconPicker name="icon" label={t('shortcuts.icon')} />
          <TextField
            name="link"
            label={t('shortcuts.link')}
            helper={t('shortcuts.linkHelp')}
            size="sm"
            required
            inputMode="url"
          />
          <CheckboxField name="useRouter">{t('shortcuts.useRouter')}</CheckboxField>
          <Flex gap={2} pt={2}>
            {shortcut && (
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                onClick={() => void deleteShortcut()}
              >
                {t('shortcuts.delete')}
              </Button>
            )}
            <Spacer />
            <Button size="sm" variant="outline" onClick={onCancel}>
              {t('shortcuts.cancel')}
            </Button>
            <SubmitButton>{t('shortcuts.save')}</SubmitButton>
          </Flex>
        </Stack>
      </form>
    </FormProvider>
  );
}
