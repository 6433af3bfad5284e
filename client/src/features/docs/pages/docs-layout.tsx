// The docs' frame: their navigation (the guides, then the changelog) beside the open
// document; on phones the navigation is a row of links above it. In Turkish and
// Spanish a note says the documents themselves are in English.
import { Box, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import LanguageIcon from '@heroicons/react/24/outline/LanguageIcon';
import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { guidePath, paths } from '../../../config/paths';
import { GUIDES } from '../content';

const ENTRY = {
  display: 'block',
  px: 3,
  py: 1.5,
  borderRadius: 'l2',
  fontSize: 'sm',
  color: 'fg.muted',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  _hover: { bg: 'bg.muted', color: 'fg', textDecoration: 'none' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' },
  _currentPage: { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'medium' },
} as const;

export function DocsLayout() {
  const { i18n } = useTranslation();
  const english = (i18n.resolvedLanguage ?? i18n.language).startsWith('en');
  return (
    <Flex
      maxW="7xl"
      mx="auto"
      direction={{ base: 'column', md: 'row' }}
      gap={{ base: 6, md: 10 }}
      align={{ base: 'stretch', md: 'flex-start' }}
    >
      <DocsNavigation />
      <Box flex={1} minW={0}>
        {!english && <EnglishOnlyNote />}
        <Outlet />
      </Box>
    </Flex>
  );
}

function DocsNavigation() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const row = useRef<HTMLDivElement>(null);
  // On phones the links are a row that scrolls sideways: keep the current one in sight.
  useEffect(() => {
    const current = row.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const box = row.current;
    if (!current || !box || box.scrollWidth <= box.clientWidth) return;
    box.scrollTo({ left: current.offsetLeft - box.offsetLeft - 16 });
  }, [pathname]);
  const groups = [
    {
      key: 'guides',
      title: t('docs.nav.guides'),
      links: GUIDES.map((slug) => ({ to: guidePath(slug), label: t(`docs.guides.${slug}`) })),
    },
    {
      key: 'releases',
      title: t('docs.nav.releases'),
      links: [{ to: paths.changelog, label: t('docs.changelog') }],
    },
  ];
  return (
    <Box
      as="nav"
      aria-label={t('docs.nav.label')}
      w={{ md: '56' }}
      flexShrink={0}
      position={{ md: 'sticky' }}
      top={{ md: '6rem' }}
      borderBottomWidth={{ base: '1px', md: 0 }}
      borderColor="border"
      pb={{ base: 3, md: 0 }}
    >
      <Text
        hideBelow="md"
        fontSize="xs"
        fontWeight="semibold"
        textTransform="uppercase"
        letterSpacing="wider"
        color="fg.muted"
        px={3}
        mb={4}
      >
        {t('docs.title')}
      </Text>
      <Flex
        ref={row}
        direction={{ base: 'row', md: 'column' }}
        gap={{ base: 1, md: 6 }}
        overflowX="auto"
      >
        {groups.map((group) => (
          <Stack key={group.key} gap={1} direction={{ base: 'row', md: 'column' }}>
            <Text hideBelow="md" fontSize="sm" fontWeight="semibold" px={3} mb={1}>
              {group.title}
            </Text>
            {group.links.map((link) => (
              <Link key={link.to} asChild {...ENTRY}>
                <NavLink to={link.to}>{link.label}</NavLink>
              </Link>
            ))}
          </Stack>
        ))}
      </Flex>
    </Box>
  );
}

function EnglishOnlyNote() {
  const { t } = useTranslation();
  return (
    <HStack
      gap={2}
      mb={6}
      px={3}
      py={2}
      borderRadius="l2"
      bg="bg.muted"
      color="fg.muted"
      fontSize="sm"
      maxW="3xl"
    >
      <LanguageIcon width={18} aria-hidden style={{ flexShrink: 0 }} />
      <Text>{t('docs.englishOnly')}</Text>
    </HStack>
  );
}
