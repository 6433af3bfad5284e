// The docs' frame: their navigation (the guides, then the changelog) beside the open
// document; on phones the navigation is a row of links above it.
import { Box, Flex, Link, Stack, Text } from '@chakra-ui/react';
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
