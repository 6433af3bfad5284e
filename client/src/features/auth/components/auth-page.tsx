import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/ui/logo';
import { useDocumentTitle } from '../../../components/ui/use-document-title';

interface AuthPageProps {
  title: string;
  subtitle?: ReactNode;
  /** A line under the content, such as "Already have an account? Sign in". */
  footer?: ReactNode;
  centered?: boolean;
  children?: ReactNode;
}

/**
 * The brand side of the auth pages on large screens: our colors, a field-grid and a
 * welcome. The same at every render of the page (a form's busy state, its answer).
 */
const BrandPanel = memo(function BrandPanel() {
  const { t } = useTranslation();
  return (
    <Flex
      hideBelow="lg"
      className="chakra-theme dark"
      flex={1}
      position="relative"
      overflow="hidden"
      direction="column"
      justify="center"
      px={{ lg: 16, xl: 24 }}
      bg="bg.navigation"
      color="fg"
      // A faint dot grid, like fields seen from above, under two soft lights.
      backgroundImage={[
        'radial-gradient(circle at 85% 15%, {colors.brand.600/45}, transparent 45%)',
        'radial-gradient(circle at 10% 90%, {colors.brand.500/40}, transparent 50%)',
        'radial-gradient({colors.white/9} 1px, transparent 1px)',
      ].join(', ')}
      backgroundSize="auto, auto, 22px 22px"
    >
      <Box maxW="lg" position="relative">
        <Logo size={48} withName={false} />
        <Heading as="p" size="4xl" fontWeight="bold" lineHeight="1.15" mt={8}>
          {t('auth.panel.title')}
        </Heading>
        <Text fontSize="lg" color="fg.muted" mt={4}>
          {t('auth.panel.body')}
        </Text>
      </Box>
    </Flex>
  );
});

/**
 * The frame of every auth page: a card with the logo, heading, subtitle, content and
 * footer, centered on small screens; beside the brand panel from lg up.
 */
export function AuthPage({ title, subtitle, footer, centered, children }: AuthPageProps) {
  useDocumentTitle(title);
  return (
    <Flex minH="100dvh" bg={{ base: 'bg.subtle', lg: 'bg.panel' }}>
      <Flex
        flex={{ base: 1, lg: '0 0 560px', xl: '0 0 640px' }}
        align="center"
        justify="center"
        px={{ base: 3, sm: 6 }}
        py={{ base: 6, sm: 12 }}
      >
        <Box
          w="full"
          maxW="440px"
          bg="bg.panel"
          rounded="2xl"
          borderWidth={{ base: '1px', lg: 0 }}
          boxShadow={{ base: 'sm', lg: 'none' }}
          px={{ base: 5, sm: 10, lg: 0 }}
          py={{ base: 8, sm: 10, lg: 0 }}
          textAlign={centered ? 'center' : undefined}
        >
          <Stack gap={2} mb={8} align={centered ? 'center' : 'flex-start'}>
            <Box mb={6}>
              <Logo size={40} />
            </Box>
            <Heading as="h1" size="3xl" fontWeight="bold" letterSpacing="tight">
              {title}
            </Heading>
            {subtitle && <Text color="fg.muted">{subtitle}</Text>}
          </Stack>
          {children}
          {footer && (
            <Text color="fg.muted" fontSize="sm" mt={8}>
              {footer}
            </Text>
          )}
        </Box>
      </Flex>
      <BrandPanel />
    </Flex>
  );
}
