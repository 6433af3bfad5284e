// A new chat: everyone one can chat with, searchable by name or status line. Picking a
// person opens their chat, started here when they have none yet.
import {
  Box,
  Button,
  Flex,
  IconButton,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import ArrowLeftIcon from '@heroicons/react/24/outline/ArrowLeftIcon';
import ChatBubbleLeftRightIcon from '@heroicons/react/24/outline/ChatBubbleLeftRightIcon';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { NoMatch } from '../../../components/page/no-match';
import { SearchParamInput } from '../../../components/page/search-param-input';
import { useToasts } from '../../../components/page/toasts';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { chatConversationPath } from '../../../config/paths';
import type { ChatContactItemFragment } from '../../../gql/graphql';
import { searchIn } from '../../../lib/url-state';
import { useCreateChat } from '../api/use-create-chat';
import { matches } from '../search-text';
import { useViewLink } from '../url-state';
import { SidebarHeader } from './sidebar-header';

interface PeopleListProps {
  people: readonly ChatContactItemFragment[];
  /** The people who already have a chat, by contact id. */
  chatWith: ReadonlySet<string>;
}

export function PeopleList({ people, chatWith }: PeopleListProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const search = searchIn(params) ?? '';
  const viewLink = useViewLink();
  const toasts = useToasts();
  const navigate = useNavigate();
  const create = useCreateChat();
  const [starting, setStarting] = useState<string | null>(null);
  const shown = useMemo(
    () => people.filter((person) => matches(search, person.name, person.about)),
    [people, search],
  );

  async function start(person: ChatContactItemFragment) {
    setStarting(person.id);
    try {
      const id = await create(person.id);
      void navigate(chatConversationPath(id));
    } catch (error) {
      toasts.failed(t('chat.app.startFailed'), error);
    } finally {
      setStarting(null);
    }
  }

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
        title={t('chat.app.newChatTitle')}
      >
        <SearchParamInput label={t('chat.app.searchPeople')} width="full" />
      </SidebarHeader>
      <Box flex={1} minH={0} overflowY="auto" position="relative">
        {shown.length > 0 ? (
          <Stack as="ul" aria-label={t('chat.app.people')} gap={0} listStyleType="none" m={0}>
            {shown.map((person) => (
              <Box as="li" key={person.id}>
                <Button
                  variant="ghost"
                  w="full"
                  h="auto"
                  px={4}
                  py={3}
                  gap={3}
                  rounded="none"
                  justifyContent="flex-start"
                  textAlign="start"
                  fontWeight="normal"
                  disabled={starting !== null}
                  onClick={() => void start(person)}
                >
                  <UserAvatar name={person.name} avatar={person.avatar} />
                  <Box flex={1} minW={0}>
                    <Text fontWeight="semibold" truncate>
                      {person.name}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" truncate>
                      {person.about}
                    </Text>
                  </Box>
                  {starting === person.id ? (
                    <Spinner size="sm" color="colorPalette.fg" />
                  ) : (
                    chatWith.has(person.id) && (
                      <Flex color="fg.muted" flexShrink={0}>
                        <ChatBubbleLeftRightIcon width={18} aria-hidden />
                        <VisuallyHidden>{t('chat.app.hasChat')}</VisuallyHidden>
                      </Flex>
                    )
                  )}
                </Button>
              </Box>
            ))}
          </Stack>
        ) : (
          <Box p={4}>
            <NoMatch title={t('chat.app.noPeopleMatch', { search })} />
          </Box>
        )}
      </Box>
    </>
  );
}
