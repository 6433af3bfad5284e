// The administracion overview's head: a greeting by the time of day, the area's name and
// what the page is for, and the way to the account settings.
import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { greetingKey } from '../greeting';

export function OverviewHeader() {
  const { t } = useTranslation();
  const { state } = useSession();
  const name = state.user?.name.split(' ')[0] ?? '';
  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', md: 'flex-end' }}
      gap={4}
    >
      <Box>
        <Text color="brand.fg" fontWeight="semibold" fontSize="sm">
          {t(`areas.overview.greeting.${greetingKey(new Date())}`, { name })}
        </Text>
        <Heading as="h1" size="2xl" mt={1}>
          {t('areas.administracion')}
        </Heading>
        <Text color="fg.muted" mt={1}>
          {t('areas.overview.subtitle')}
        </Text>
      </Box>
      <Button asChild variant="outline" size="sm" alignSelf={{ base: 'flex-start', md: 'auto' }}>
        <Link to={paths.settings}>{t('areas.overview.settings')}</Link>
      </Button>
    </Flex>
  );
}
