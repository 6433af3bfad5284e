// A task's priority, low, normal or high (0, 1, 2), as three segments: arrows move
// between them and the choice is saved at once.
import { Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SegmentGroup } from '../../../components/ui/segment-group';

const PRIORITIES = [
  { value: 0, key: 'low' },
  { value: 1, key: 'normal' },
  { value: 2, key: 'high' },
] as const;

export function PriorityChoice({
  value,
  onChange,
}: {
  value: number;
  onChange: (priority: number) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div>
      <Text id={labelId} fontSize="sm" fontWeight="medium" mb={1.5}>
        {t('tasks.priority.label')}
      </Text>
      <SegmentGroup.Root
        size="sm"
        value={String(value)}
        onValueChange={(details) => details.value && onChange(Number(details.value))}
        aria-labelledby={labelId}
        w="full"
      >
        <SegmentGroup.Indicator />
        {PRIORITIES.map((priority) => (
          <SegmentGroup.Item key={priority.value} value={String(priority.value)} flex={1}>
            <SegmentGroup.ItemText>{t(`tasks.priority.${priority.key}`)}</SegmentGroup.ItemText>
            <SegmentGroup.ItemHiddenInput />
          </SegmentGroup.Item>
        ))}
      </SegmentGroup.Root>
    </div>
  );
}
