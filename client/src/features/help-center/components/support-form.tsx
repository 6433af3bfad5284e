// The support form: name, e-mail, subject and message, checked as the user types with
// the server's rules (sendSupportRequest), the message beside each field. Send stays
// disabled while the form is invalid or unchanged; Clear or Escape discards what was
// typed; a refused send shows a toast and keeps it.
import { Button, Flex, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { SUPPORT_LIMITS } from '../../../../../shared/limits';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextareaField } from '../../../components/form/textarea-field';
import { TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useToasts } from '../../../components/page/toasts';
import type { HelpCenterSupportRequestFieldsFragment } from '../../../gql/graphql';
import { useSendSupportRequest } from '../api/use-send-support-request';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function useSupportSchema() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      z.object({
        name: z
          .string()
          .check(
            z.trim(),
            z.minLength(1, t('help-center.support.errors.name')),
            z.maxLength(
              SUPPORT_LIMITS.name,
              t('help-center.support.errors.tooLong', { max: SUPPORT_LIMITS.name }),
            ),
          ),
        email: z
          .string()
          .check(
            z.trim(),
            z.minLength(1, t('help-center.support.errors.email')),
            z.regex(EMAIL, t('help-center.support.errors.emailShape')),
          ),
        subject: z
          .string()
          .check(
            z.trim(),
            z.minLength(1, t('help-center.support.errors.subject')),
            z.maxLength(
              SUPPORT_LIMITS.subject,
              t('help-center.support.errors.tooLong', { max: SUPPORT_LIMITS.subject }),
            ),
          ),
        message: z
          .string()
          .check(
            z.trim(),
            z.minLength(
              SUPPORT_LIMITS.messageMin,
              t('help-center.support.errors.messageShort', { min: SUPPORT_LIMITS.messageMin }),
            ),
            z.maxLength(
              SUPPORT_LIMITS.message,
              t('help-center.support.errors.tooLong', { max: SUPPORT_LIMITS.message }),
            ),
          ),
      }),
    [t],
  );
}

export type SupportValues = z.infer<ReturnType<typeof useSupportSchema>>;

interface SupportFormProps {
  /** The signed-in user's name and e-mail, filled in. */
  defaults: Pick<SupportValues, 'name' | 'email'>;
  onSent: (request: HelpCenterSupportRequestFieldsFragment) => void;
}

export function SupportForm({ defaults, onSent }: SupportFormProps) {
  const { t } = useTranslation();
  const send = useSendSupportRequest();
  const toasts = useToasts();
  const initial: SupportValues = { ...defaults, subject: '', message: '' };
  const form = useZodForm<SupportValues>(useSupportSchema(), initial);
  const message = form.watch('message');

  const submit = form.handleSubmit(async (values) => {
    try {
      const request = await send(values);
      form.reset(initial);
      onSent(request);
    } catch (error) {
      // What was typed stays in the form.
      toasts.failed(t('help-center.support.failed'), error);
    }
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={t('help-center.support.formLabel')}
        onSubmit={(event) => void submit(event)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && form.formState.isDirty) {
            event.preventDefault();
            form.reset(initial);
          }
        }}
      >
        <Stack gap={5}>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap={5}>
            <TextField
              name="name"
              label={t('help-center.support.name')}
              required
              autoComplete="name"
              maxLength={SUPPORT_LIMITS.name + 50}
            />
            <TextField
              name="email"
              label={t('help-center.support.email')}
              required
              type="email"
              inputMode="email"
              autoComplete="email"
            />
          </SimpleGrid>
          <TextField
            name="subject"
            label={t('help-center.support.subject')}
            required
            placeholder={t('help-center.support.subjectPlaceholder')}
          />
          <TextareaField
            name="message"
            label={t('help-center.support.message')}
            required
            minH="40"
            placeholder={t('help-center.support.messagePlaceholder')}
            helper={t('help-center.support.messageHelp', {
              count: message.trim().length,
              min: SUPPORT_LIMITS.messageMin,
              max: SUPPORT_LIMITS.message,
            })}
          />
          <Flex gap={2} justify="flex-end">
            <Button
              size="sm"
              variant="ghost"
              disabled={!form.formState.isDirty || form.formState.isSubmitting}
              onClick={() => form.reset(initial)}
            >
              {t('help-center.support.clear')}
            </Button>
            <SubmitButton loadingText={t('help-center.support.sending')}>
              {t('help-center.support.send')}
            </SubmitButton>
          </Flex>
        </Stack>
      </form>
    </FormProvider>
  );
}
