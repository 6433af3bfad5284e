// A course's duration and number of steps, with their icons: on its card and its page.
import { HStack, Text } from '@chakra-ui/react';
import ClockIcon from '@heroicons/react/24/outline/ClockIcon';
import QueueListIcon from '@heroicons/react/24/outline/QueueListIcon';
import { useTranslation } from 'react-i18next';

export function useDurationText() {
  const { t } = useTranslation();
  return (minutes: number) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (!hours) return t('academy.duration.minutes', { count: rest });
    if (!rest) return t('academy.duration.hours', { count: hours });
    return t('academy.duration.hoursMinutes', { hours, minutes: rest });
  };
}

export function CourseMeta({ duration, totalSteps }: { duration: number; totalSteps: number }) {
  const { t } = useTranslation();
  const durationText = useDurationText();
  return (
    <HStack gap={4} color="fg.muted" fontSize="sm" wrap="wrap">
      <HStack gap={1.5}>
        <ClockIcon width={16} aria-hidden />
        <Text>{durationText(duration)}</Text>
      </HStack>
      <HStack gap={1.5}>
        <QueueListIcon width={16} aria-hidden />
        <Text>{t('academy.steps', { count: totalSteps })}</Text>
      </HStack>
    </HStack>
  );
}
