// The next step when the answer is not on the page: the support form.
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

/** The next step when the answer is not here. */
export function SupportPrompt() {
  const { t } = useTranslation();
  return (
    <Flex
      mt={10}
      p={{ base: 5, md: 6 }}
      gap={4}
      rounded="l3"
      bg="bg.muted"
      direction={{ base: 'column', sm: 'row' }}
      align={{ sm: 'center' }}
      justify="space-between"
    >
      <Box>
        <Text fontWeight="semibold">{t('help-center.prompt.title')}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t('help-center.prompt.description')}
        </Text>
      </Box>
      <Button asChild size="sm" colorPalette="brand" flexShrink={0}>
        <RouterLink to={paths.helpCenterSupport}>{t('help-center.prompt.action')}</RouterLink>
      </Button>
    </Flex>
  );
}
