// A course in the catalogue: its picture and category, title, description, duration and
// steps, and the learner's progress. The whole card opens the course (its title is the
// link), at the step where the learner stopped.
import { Badge, Box, Flex, HStack, Image, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import CheckBadgeIcon from '@heroicons/react/20/solid/CheckBadgeIcon';
import StarIcon from '@heroicons/react/20/solid/StarIcon';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Card } from '../../../components/ui/card';
import type {
  AcademyCategoryFieldsFragment,
  AcademyCourseCardFragment,
} from '../../../gql/graphql';
import { coursePath } from '../../../config/paths';
import { formatDate, DATE_INPUT_FORMAT } from '../../../lib/format';
import { isCompleted } from '../progress';
import { CategoryBadge } from './category-badge';
import { courseImage } from '../category-palette';
import { CourseMeta } from './course-meta';
import { CourseProgress } from './course-progress';

interface CourseCardProps {
  course: AcademyCourseCardFragment;
  categories: readonly AcademyCategoryFieldsFragment[];
  /** The catalogue's address search, so the course page leads back to the same list. */
  listSearch: string;
}

export function CourseCard({ course, categories, listSearch }: CourseCardProps) {
  const { t } = useTranslation();
  return (
    <LinkBox asChild>
      <Card.Root
        as="article"
        variant="outline"
        overflow="hidden"
        bg="bg.panel"
        h="full"
        transition="box-shadow 0.15s, border-color 0.15s, transform 0.15s"
        _hover={{ shadow: 'md', borderColor: 'border.emphasized' }}
        css={{
          '&:has([data-overlay]:focus-visible)': {
            outline: '2px solid',
            outlineColor: 'brand.focusRing',
            outlineOffset: '2px',
          },
        }}
      >
        <Box position="relative" h="28" bg="bg.muted">
          <Image
            src={courseImage(course.slug)}
            alt=""
            w="full"
            h="full"
            objectFit="cover"
            loading="lazy"
          />
          <HStack position="absolute" top={3} insetX={3} justify="space-between" gap={2}>
            <CategoryBadge categories={categories} slug={course.category} />
            {course.featured && (
              <Badge variant="solid" colorPalette="brand" size="md">
                <StarIcon width={14} aria-hidden />
                {t('academy.featured')}
              </Badge>
            )}
          </HStack>
        </Box>
        <Card.Body p={5} gap={3}>
          <Text as="h2" fontWeight="semibold" fontSize="lg" lineHeight="short" lineClamp={2}>
            <LinkOverlay asChild data-overlay="" _focusVisible={{ outline: 'none' }}>
              <RouterLink to={coursePath(course.id)} state={{ listSearch }}>
                {course.title}
              </RouterLink>
            </LinkOverlay>
          </Text>
          <Text color="fg.muted" fontSize="sm" lineClamp={2}>
            {course.description}
          </Text>
          <CourseMeta duration={course.duration} totalSteps={course.totalSteps} />
        </Card.Body>
        <Card.Footer
          p={5}
          pt={4}
          borderTopWidth="1px"
          flexDirection="column"
          alignItems="stretch"
          gap={3}
        >
          <CourseProgress course={course} />
          <Flex justify="space-between" align="center" fontSize="xs" color="fg.muted" gap={2}>
            <Text>
              {t('academy.updated', { date: formatDate(course.updatedAt, DATE_INPUT_FORMAT) })}
            </Text>
            {isCompleted(course) && (
              <HStack gap={1} color="green.fg">
                <CheckBadgeIcon width={14} aria-hidden />
                <Text>{t('academy.completedTimes', { count: course.progress.completed })}</Text>
              </HStack>
            )}
          </Flex>
        </Card.Footer>
      </Card.Root>
    </LinkBox>
  );
}
