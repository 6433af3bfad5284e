// The user's own chat profile: their picture, name and e-mail, and the status line
// others see under their name, edited here. Save is enabled once the line has changed
// and is valid; Escape or Cancel discards the change and goes back to the chats.
import { Avatar, Box, Button, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import ArrowLeftIcon from '@heroicons/react/24/outline/ArrowLeftIcon';
import { useMemo } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { MAX_CHAT_STATUS } from '../../../../../shared/limits';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextareaField } from '../../../components/form/textarea-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useToasts } from '../../../components/page/toasts';
import type { ChatProfileFieldsFragment } from '../../../gql/graphql';
import { useUpdateChatProfile } from '../api/use-update-chat-profile';
import { useViewLink } from '../url-state';
import { SidebarHeader } from './sidebar-header';

function useProfileSchema() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      z.object({
        about: z
          .string()
          .check(
            z.trim(),
            z.maxLength(MAX_CHAT_STATUS, t('chat.app.statusTooLong', { max: MAX_CHAT_STATUS })),
          ),
      }),
    [t],
  );
}

type ProfileValues = z.infer<ReturnType<typeof useProfileSchema>>;

function StatusField() {
  const { t } = useTranslation();
  const about = useWatch<ProfileValues, 'about'>({ name: 'about' }) ?? '';
  const left = MAX_CHAT_STATUS - about.trim().length;
  return (
    <TextareaField
      name="about"
      label={t('chat.app.status')}
      placeholder={t('chat.app.statusPlaceholder')}
      helper={t('chat.app.statusLeft', { count: Math.max(left, 0) })}
      size="sm"
      rows={3}
    />
  );
}

export function ChatProfile({ profile }: { profile: ChatProfileFieldsFragment }) {
  const { t } = useTranslation();
  const viewLink = useViewLink();
  const navigate = useNavigate();
  const update = useUpdateChatProfile();
  const toasts = useToasts();
  const form = useZodForm<ProfileValues>(useProfileSchema(), { about: profile.about });

  const save = form.handleSubmit(async ({ about }) => {
    try {
      await update(about);
      form.reset({ about });
      toasts.done(t('chat.app.saved'));
    } catch (error) {
      // What was typed stays in the field.
      toasts.failed(t('chat.app.saveFailed'), error);
    }
  });

  const discard = () => {
    form.reset({ about: profile.about });
    void navigate(viewLink('chats'));
  };

  return (
    <>
      <SidebarHeader
        start={
          <IconButton asChild variant="ghost" size="sm" aria-label={t('chat.app.backToChats')}>
            <RouterLink to={viewLink('chats')}>
              <ArrowLeftIcon />
            </RouterLink>
          </IconButton>
        }
        title={t('chat.app.profileTitle')}
      />
      <Box flex={1} minH={0} overflowY="auto" position="relative" px={6} py={8}>
        <Stack align="center" gap={1} textAlign="center" mb={8}>
          <Avatar.Root size="2xl" colorPalette="brand" mb={3}>
            <Avatar.Fallback name={profile.name} />
            {profile.avatar && <Avatar.Image src={profile.avatar} alt="" />}
          </Avatar.Root>
          <Text fontSize="lg" fontWeight="semibold">
            {profile.name}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {profile.email}
          </Text>
          <Text fontSize="sm" color={profile.about ? 'fg' : 'fg.muted'} mt={2}>
            {profile.about || t('chat.app.noStatus')}
          </Text>
        </Stack>
        <FormProvider {...form}>
          <form
            noValidate
            aria-label={t('chat.app.profile')}
            onSubmit={(event) => void save(event)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                discard();
              }
            }}
          >
            <Stack gap={4}>
              <StatusField />
              <Flex gap={2} justify="flex-end">
                <Button size="sm" variant="outline" onClick={discard}>
                  {t('chat.app.cancel')}
                </Button>
                <SubmitButton>{t('chat.app.save')}</SubmitButton>
              </Flex>
            </Stack>
          </form>
        </FormProvider>
      </Box>
    </>
  );
}
