import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Box maxW="md" mx="auto" mt={{ base: 10, md: 24 }} px={4} textAlign="center">
      <Text fontSize="6xl" fontWeight="bold" color="fg.subtle">
        404
      </Text>
      <Heading as="h1" size="2xl">
        {t('notFound.title')}
      </Heading>
      <Text color="fg.muted" my={4}>
        {t('notFound.body')}
      </Text>
      <Button asChild variant="outline">
        <Link to={paths.root}>{t('notFound.back')}</Link>
      </Button>
    </Box>
  );
}
