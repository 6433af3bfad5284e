// A note's reminder: a day (typed dd-MM-yyyy or picked) and a time of day, on
// Santiago's clocks. Until a day is picked the time shows none; picking a day reminds
// at 09:00; clearing the day takes the reminder off.
import { Box, Flex, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/ui/date-input';
import { NativeSelect } from '../../../components/ui/native-select';
import { dayOf, formatDate, instantAt } from '../../../lib/format';
import { reminderPassed } from '../notes-list';

const DEFAULT_TIME = '09:00';

/** Every half hour of a day, HH:mm. */
const TIMES = Array.from({ length: 48 }, (_, index) => {
  const hours = String(Math.floor(index / 2)).padStart(2, '0');
  return `${hours}:${index % 2 ? '30' : '00'}`;
});

interface ReminderFieldProps {
  /** The reminder, ISO, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
}

export function ReminderField({ value, onChange }: ReminderFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const day = value ? dayOf(value) : null;
  const time = value ? formatDate(value, 'HH:mm') : null;
  const times = !time || TIMES.includes(time) ? TIMES : [...TIMES, time].sort();
  const past = reminderPassed(value);

  return (
    <Box role="group" aria-labelledby={labelId}>
      <Text id={labelId} fontSize="sm" fontWeight="medium" mb={1.5}>
        {t('notes.reminder')}
      </Text>
      <Flex gap={2} wrap="wrap" align="center">
        <Box flex="1" minW="40" maxW="56">
          <DateInput
            label={t('notes.reminderDay')}
            showLabel={false}
            value={day}
            onChange={(next) => onChange(next ? instantAt(next, time ?? DEFAULT_TIME) : null)}
          />
        </Box>
        <NativeSelect.Root size="sm" w="28" disabled={!day}>
          <NativeSelect.Field
            aria-label={t('notes.reminderTime')}
            value={time ?? ''}
            onChange={(event) => day && onChange(instantAt(day, event.target.value))}
          >
            {!time && <option value="">{t('notes.reminderNoTime')}</option>}
            {times.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      {past && (
        <Text fontSize="xs" color="fg.error" mt={1}>
          {t('notes.reminderPassed')}
        </Text>
      )}
    </Box>
  );
}
