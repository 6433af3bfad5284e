// A guide category as a card: its title, how many guides it has, its first guides as
// links and, when it has more, a link to all of them.
import { Box, Flex, Heading, Icon, Link, Stack, Text } from '@chakra-ui/react';
import ArrowRightIcon from '@heroicons/react/20/solid/ArrowRightIcon';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Card } from '../../../components/ui/card';
import type { HelpCenterGuideCategoryFieldsFragment } from '../../../gql/graphql';
import { guideCategoryLink, guideLink } from '../url-state';
import { categoryIcon } from './category-icon';

interface GuideCategoryCardProps {
  category: HelpCenterGuideCategoryFieldsFragment;
  /** How many guides to list at most. */
  shown: number;
}

export function GuideCategoryCard({ category, shown }: GuideCategoryCardProps) {
  const { t } = useTranslation();
  const headingId = `guide-category-${category.id}`;
  const guides = category.guides.slice(0, shown);
  return (
    <Card.Root variant="outline" bg="bg.panel" as="section" aria-labelledby={headingId}>
      <Card.Body gap={4} p={5}>
        <Flex gap={3} align="center">
          <Flex
            align="center"
            justify="center"
            boxSize={10}
            rounded="l2"
            bg="brand.subtle"
            color="brand.fg"
            flexShrink={0}
          >
            <Icon as={categoryIcon(category.slug)} boxSize={5} aria-hidden />
          </Flex>
          <Box minW={0}>
            <Heading as="h3" size="md" id={headingId} truncate>
              {category.title}
            </Heading>
            <Text fontSize="xs" color="fg.muted">
              {t('help-center.guides.count', { count: category.totalGuides })}
            </Text>
          </Box>
        </Flex>
        <Stack as="ul" gap={2.5} flex="1">
          {guides.map((guide) => (
            <Box as="li" key={guide.id} listStyleType="none">
              <Link asChild fontSize="sm" color="fg" _hover={{ color: 'brand.fg' }}>
                <RouterLink to={guideLink(category.slug, guide.slug)}>{guide.title}</RouterLink>
              </Link>
            </Box>
          ))}
        </Stack>
        <Link asChild fontSize="sm" fontWeight="medium" color="brand.fg" alignSelf="flex-start">
          <RouterLink
            to={guideCategoryLink(category.slug)}
            aria-label={t('help-center.guides.viewAllIn', {
              count: category.totalGuides,
              category: category.title,
            })}
          >
            {t('help-center.guides.viewAll', { count: category.totalGuides })}
            <Icon as={ArrowRightIcon} boxSize={4} aria-hidden />
          </RouterLink>
        </Link>
      </Card.Body>
    </Card.Root>
  );
}
