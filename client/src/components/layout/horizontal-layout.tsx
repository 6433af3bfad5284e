// The layouts with the navigation as a bar from md up (a drawer below md):
// - centered: one card in the middle of the page (narrower than the others' content)
//   holds the bar, the page and the footer;
// - enterprise: a dark bar with the logo and the toolbar over a light bar with the menu;
// - material: a band in the theme's colour holds the bars; the page is a card over it;
// - modern: one light bar across the page with the logo, the menu and the toolbar.
import { Box, Flex, Spacer } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { DARK_SCOPE } from '../ui/dark-scope';
import { Logo } from '../ui/logo';
import { HorizontalNavigation } from './horizontal-navigation';
import { LayoutFooter, LayoutMain, type LayoutFrameProps } from './layout-frame';
import { NavigationDrawer } from './navigation-drawer';

export type HorizontalAppearance = 'centered' | 'enterprise' | 'material' | 'modern';

/** The pages' width in the layouts that centre their content. */
const CONTENT_WIDTH = '1440px';
/** The centered layout's card: on a wide screen, the page around it shows on both sides. */
const CARD_WIDTH = '1280px';

const PAGE_PADDING = { px: { base: 4, md: 8 }, py: { base: 6, md: 8 } } as const;

function Brand({ items }: Pick<LayoutFrameProps, 'items'>) {
  return (
    <>
      <NavigationDrawer items={items} />
      <Box hideBelow="sm" flexShrink={0}>
        <Link to={paths.root}>
          <Logo size={28} />
        </Link>
      </Box>
    </>
  );
}

/**
 * A bar's row: the logo, the menu, the toolbar. The menu needs about 650px and the
 * toolbar about 550px: below 2xl the menu wraps under them, as a second row.
 */
function BarRow({
  items,
  toolbar,
  menu,
}: Pick<LayoutFrameProps, 'items' | 'toolbar'> & { menu?: ReactNode }) {
  return (
    <Flex
      align="center"
      gap={{ base: 0, sm: 2 }}
      flexWrap={{ md: 'wrap', '2xl': 'nowrap' }}
      minH={16}
      py={{ md: 2, '2xl': 0 }}
    >
      <Brand items={items} />
      {menu && (
        <Box
          order={{ md: 3, '2xl': 0 }}
          w={{ md: 'full', '2xl': 'auto' }}
          ms={{ '2xl': 6 }}
          minW={0}
        >
          {menu}
        </Box>
      )}
      <Spacer />
      <Flex align="center" gap={{ base: 0, sm: 2 }}>
        {toolbar}
      </Flex>
    </Flex>
  );
}

export function HorizontalLayout({
  appearance,
  items,
  toolbar,
  children,
}: LayoutFrameProps & { appearance: HorizontalAppearance }) {
  const { t } = useTranslation();
  const menu = <HorizontalNavigation items={items} label={t('shell.navigation')} />;
  const page = <LayoutMain {...PAGE_PADDING}>{children}</LayoutMain>;

  if (appearance === 'centered') {
    return (
      <Box minH="100dvh" bg="bg.subtle" p={{ md: 6 }} data-layout={appearance}>
        <Flex
          direction="column"
          maxW={CARD_WIDTH}
          minH={{ base: '100dvh', md: 'calc(100dvh - 3rem)' }}
          mx="auto"
          bg="bg.panel"
          rounded={{ md: '2xl' }}
          shadow={{ md: 'md' }}
          overflow="clip"
        >
          <Box as="header" px={{ base: 2, md: 8 }} borderBottomWidth="1px">
            <BarRow items={items} toolbar={toolbar} menu={menu} />
          </Box>
          {page}
          <LayoutFooter />
        </Flex>
      </Box>
    );
  }

  if (appearance === 'enterprise') {
    return (
      <Flex direction="column" minH="100dvh" bg="bg.subtle" data-layout={appearance}>
        <Box as="header" position="sticky" top={0} zIndex="sticky">
          <Box {...DARK_SCOPE} bg="bg.navigation" color="fg" px={{ base: 2, md: 8 }}>
            <Box maxW={CONTENT_WIDTH} mx="auto">
              <BarRow items={items} toolbar={toolbar} />
            </Box>
          </Box>
          <Box
            bg="bg.panel"
            shadow="sm"
            borderBottomWidth="1px"
            px={{ base: 2, md: 8 }}
            hideBelow="md"
          >
            <Box maxW={CONTENT_WIDTH} mx="auto" py={2}>
              {menu}
            </Box>
          </Box>
        </Box>
        <Box flex={1} w="full" maxW={CONTENT_WIDTH} mx="auto" display="flex" flexDirection="column">
          {page}
        </Box>
        <LayoutFooter maxW={CONTENT_WIDTH} />
      </Flex>
    );
  }

  if (appearance === 'material') {
    return (
      <Flex direction="column" minH="100dvh" bg="bg.subtle" data-layout={appearance}>
        <Box
          as="header"
          {...DARK_SCOPE}
          color="fg"
          bgGradient="to-r"
          gradientFrom="brand.800"
          gradientTo="brand.600"
          px={{ base: 2, md: 8 }}
          pb={{ md: 20 }}
        >
          <Box maxW={CONTENT_WIDTH} mx="auto">
            <BarRow items={items} toolbar={toolbar} />
            <Box pb={2} hideBelow="md">
              {menu}
            </Box>
          </Box>
        </Box>
        <Flex
          direction="column"
          flex={1}
          w="full"
          maxW={CONTENT_WIDTH}
          mx="auto"
          mt={{ md: -16 }}
          px={{ md: 8 }}
          pb={{ md: 8 }}
        >
          <Flex
            direction="column"
            flex={1}
            bg="bg.panel"
            rounded={{ md: 'xl' }}
            shadow={{ md: 'lg' }}
          >
            {page}
          </Flex>
        </Flex>
        <LayoutFooter maxW={CONTENT_WIDTH} />
      </Flex>
    );
  }

  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle" data-layout={appearance}>
      <Box
        as="header"
        bg="bg.panel"
        borderBottomWidth="1px"
        px={{ base: 2, md: 6 }}
        position="sticky"
        top={0}
        zIndex="sticky"
      >
        <BarRow items={items} toolbar={toolbar} menu={menu} />
      </Box>
      {page}
      <LayoutFooter />
    </Flex>
  );
}
