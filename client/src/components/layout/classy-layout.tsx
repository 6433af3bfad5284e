// The default layout: main navigation, user menu with sign-out and language, footer.
import { Box, Button, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { ColorModeButton } from '../ui/color-mode';
import type { NavigationItemFieldsFragment } from '../../gql/graphql';
import { NavigationDocument } from './shell-documents';

type Item = NavigationItemFieldsFragment & { children?: Item[] | null };

function NavigationTree({ items }: { items: readonly Item[] }) {
  return (
    <Stack as="ul" gap={1} listStyleType="none" ps={0}>
      {items.map((item) =>
        item.type === 'divider' ? (
          <Box as="li" key={item.id} borderTopWidth="1px" my={2} />
        ) : (
          <Box as="li" key={item.id}>
            {item.link ? (
              <NavLink to={item.link}>{item.title}</NavLink>
            ) : (
              <Text
                fontSize="xs"
                fontWeight="semibold"
                textTransform="uppercase"
                color="fg.muted"
                mt={3}
              >
                {item.title}
              </Text>
            )}
            {item.children && item.children.length > 0 && (
              <Box ps={3}>
                <NavigationTree items={item.children} />
              </Box>
            )}
          </Box>
        ),
      )}
    </Stack>
  );
}

export function ClassyLayout({
  languages,
  userName,
}: {
  languages: readonly { id: string; label: string }[];
  userName: string;
}) {
  const { t, i18n } = useTranslation();
  const { data } = useQuery(NavigationDocument);
  return (
    <Flex minH="100vh">
      <Box
        as="nav"
        aria-label={t('shell.navigation')}
        w="280px"
        p={4}
        borderRightWidth="1px"
        display={{ base: 'none', md: 'block' }}
      >
        <NavigationTree items={(data?.navigation.default ?? []) as Item[]} />
      </Box>
      <Flex direction="column" flex={1}>
        <Flex as="header" justify="flex-end" align="center" gap={3} p={3} borderBottomWidth="1px">
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              aria-label={t('shell.language')}
              value={i18n.language}
              onChange={(event) => void i18n.changeLanguage(event.target.value)}
            >
              {languages.map((language) => (
                <option key={language.id} value={language.id}>
                  {language.label}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
          <ColorModeButton label={t('shell.darkMode')} />
          <Text aria-label={t('shell.userMenu')}>{userName}</Text>
          <Button asChild size="sm" variant="outline">
            <Link to={paths.signOut}>{t('shell.signOut')}</Link>
          </Button>
        </Flex>
        <Box as="main" flex={1} p={6}>
          <Outlet />
        </Box>
        <Box as="footer" p={4} borderTopWidth="1px" color="fg.muted" fontSize="sm">
          {t('shell.copyright', { year: new Date().getFullYear() })}
        </Box>
      </Flex>
    </Flex>
  );
}
