// Where the learner stands in a course, as a line of text and a bar: not started, on
// step n of m, or completed (green, full).
import { Flex, HStack, Text } from '@chakra-ui/react';
import CheckCircleIcon from '@heroicons/react/20/solid/CheckCircleIcon';
import { useTranslation } from 'react-i18next';
import { Progress } from '../../../components/ui/progress';
import type { AcademyCourseCardFragment } from '../../../gql/graphql';
import { courseStatus, progressPercent } from '../progress';

type Course = Pick<AcademyCourseCardFragment, 'title' | 'totalSteps' | 'progress'>;

export function CourseProgress({ course }: { course: Course }) {
  const { t } = useTranslation();
  const status = courseStatus(course);
  const percent = progressPercent(course);
  const text =
    status === 'completed'
      ? t('academy.status.completed')
      : status === 'inProgress'
        ? t('academy.status.onStep', {
            step: course.progress.currentStep + 1,
            total: course.totalSteps,
          })
        : t('academy.status.new');
  return (
    <Flex direction="column" gap={2}>
      <Flex justify="space-between" align="center" fontSize="sm" gap={2}>
        <HStack gap={1.5} color={status === 'completed' ? 'green.fg' : 'fg.muted'}>
          {status === 'completed' && <CheckCircleIcon width={16} aria-hidden />}
          <Text fontWeight={status === 'completed' ? 'medium' : 'normal'}>{text}</Text>
        </HStack>
        <Text fontWeight="medium" fontVariantNumeric="tabular-nums">
          {t('academy.percent', { percent })}
        </Text>
      </Flex>
      <Progress.Root
        value={percent}
        size="sm"
        colorPalette={status === 'completed' ? 'green' : 'brand'}
      >
        <Progress.Track
          rounded="full"
          aria-label={t('academy.progressOf', { title: course.title })}
          aria-valuetext={`${t('academy.percent', { percent })}, ${text}`}
        >
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Flex>
  );
}
