// A small picture of each layout for the layout choice (settings drawer and page): where
// its navigation sits and what sets it apart, drawn with boxes in the theme's colours.
import { Box, Flex, type FlexProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { LayoutName } from '../layout-choice';

/** Rows of a menu: `count` short lines, light on a dark column or dark on a light one. */
function Lines({ count, dark, gap = 1 }: { count: number; dark: boolean; gap?: number | string }) {
  return (
    <Flex direction="column" gap={gap} px={1} py={1.5}>
      {Array.from({ length: count }, (_, index) => (
        <Box
          key={index}
          h="2px"
          w={index % 3 === 0 ? '70%' : '90%'}
          rounded="full"
          bg={dark ? 'white/50' : 'fg.subtle/50'}
        />
      ))}
    </Flex>
  );
}

/** Icons of a narrow column: `count` dots (or squares with a line under, `titled`). */
function Icons({ count, titled = false }: { count: number; titled?: boolean }) {
  return (
    <Flex direction="column" align="center" gap={titled ? 1 : 1.5} py={1.5}>
      {Array.from({ length: count }, (_, index) => (
        <Flex key={index} direction="column" align="center" gap="1px">
          <Box boxSize={titled ? 1.5 : 1} rounded="xs" bg="white/60" />
          {titled && <Box h="1px" w={2} bg="white/40" />}
        </Flex>
      ))}
    </Flex>
  );
}

/** The page: a panel, with a bar of the toolbar's grey on top unless `bare`. */
function Page({ bare = false, ...props }: { bare?: boolean } & FlexProps) {
  return (
    <Flex direction="column" flex={1} minW={0} {...props}>
      {!bare && <Box h={1.5} bg="bg.panel" borderBottomWidth="1px" flexShrink={0} />}
      <Box flex={1} m={1} rounded="xs" bg="bg.panel" />
    </Flex>
  );
}

/** A navigation column: `w` wide, dark unless `light`, holding `children`. */
function Column({
  w,
  light = false,
  children,
  ...props
}: { w: number; light?: boolean; children?: ReactNode } & FlexProps) {
  return (
    <Flex
      direction="column"
      w={w}
      flexShrink={0}
      bg={light ? 'bg.panel' : 'bg.navigation'}
      borderEndWidth={light ? '1px' : 0}
      {...props}
    >
      {children}
    </Flex>
  );
}

/** A horizontal bar with a few menu entries in it. */
function Bar({ dark = false, ...props }: { dark?: boolean } & FlexProps) {
  return (
    <Flex align="center" gap={1} px={1.5} flexShrink={0} {...props}>
      {[3, 4, 3].map((w, index) => (
        <Box key={index} h="2px" w={w} rounded="full" bg={dark ? 'white/60' : 'fg.subtle/60'} />
      ))}
    </Flex>
  );
}

function Drawing({ layout }: { layout: LayoutName }) {
  switch (layout) {
    case 'empty':
      return <Page bare />;
    case 'classic':
      return (
        <>
          <Column w={6} light>
            <Lines count={5} dark={false} />
          </Column>
          <Page />
        </>
      );
    case 'classy':
      return (
        <>
          <Column w={6}>
            <Box boxSize={2} mt={1.5} mx="auto" rounded="full" bg="brand.300" />
            <Lines count={4} dark />
          </Column>
          <Page />
        </>
      );
    case 'futuristic':
      return (
        <>
          <Column w={6} bgGradient="to-b" gradientFrom="brand.700" gradientTo="brand.950">
            <Lines count={4} dark />
            <Box boxSize={2} mt="auto" mb={1} mx="auto" rounded="full" bg="white/70" />
          </Column>
          <Page />
        </>
      );
    case 'compact':
      return (
        <>
          <Column w={3.5}>
            <Icons count={3} titled />
          </Column>
          <Page />
        </>
      );
    case 'dense':
      return (
        <>
          <Column w={4.5}>
            <Lines count={9} dark gap="2px" />
          </Column>
          <Page />
        </>
      );
    case 'thin':
      return (
        <>
          <Column w={2}>
            <Icons count={4} />
          </Column>
          <Page />
        </>
      );
    case 'centered':
      // One card in the middle of the page: the bar and the content inside it.
      return (
        <Flex direction="column" flex={1} mx={3} my={1} rounded="xs" bg="bg.panel" shadow="xs">
          <Bar h={2} borderBottomWidth="1px" justifyContent="center" />
          <Box flex={1} />
        </Flex>
      );
    case 'enterprise':
      // A dark band with the logo and the toolbar over a light band with the menu.
      return (
        <Flex direction="column" flex={1}>
          <Box h={2} bg="bg.navigation" flexShrink={0} />
          <Bar h={2} bg="bg.panel" borderBottomWidth="1px" />
          <Box flex={1} mx={2} my={1} rounded="xs" bg="bg.panel" />
        </Flex>
      );
    case 'material':
      // A band in the theme's colour behind the bars; the page is a card over it.
      return (
        <Flex direction="column" flex={1} position="relative">
          <Box position="absolute" insetX={0} top={0} h="55%" bg="brand.solid" />
          <Bar dark h={2.5} position="relative" />
          <Box position="relative" flex={1} mx={2} mb={1} rounded="xs" bg="bg.panel" shadow="sm" />
        </Flex>
      );
    case 'modern':
      // One light bar across the page: the logo, the menu and the toolbar.
      return (
        <Flex direction="column" flex={1}>
          <Bar h={2.5} bg="bg.panel" borderBottomWidth="1px" />
          <Page bare />
        </Flex>
      );
  }
}

export function LayoutPicture({ layout }: { layout: LayoutName }) {
  return (
    <Flex
      aria-hidden
      w="full"
      h={12}
      rounded="sm"
      borderWidth="1px"
      bg="bg.subtle"
      overflow="hidden"
    >
      <Drawing layout={layout} />
    </Flex>
  );
}
