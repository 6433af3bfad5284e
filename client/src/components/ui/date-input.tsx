// A day typed as dd-MM-yyyy (SPEC section 9) or picked from a calendar, by mouse or
// keyboard (Chakra's DatePicker). It holds the day as yyyy-MM-dd, or null when empty;
// lib/format.ts turns the API's instants into days and back (dayOf, startOfDay).
import { IconButton, Portal, parseDate, type DatePickerRootProps } from '@chakra-ui/react';
import CalendarIcon from '@heroicons/react/24/outline/CalendarIcon';
import XMarkIcon from '@heroicons/react/24/outline/XMarkIcon';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DATE_INPUT_FORMAT,
  TIME_ZONE,
  dayOf,
  formatDate,
  parseInputDate,
  startOfDay,
} from '../../lib/format';
import { DatePicker } from './date-picker';

/**
 * Typed text as dd-MM-yyyy. The picker keeps only digits and its locale's separator as
 * the user types ('/' in English, '.' in Turkish), so any separator, or none
 * (24122026), is read as day, month, year.
 */
function asInputFormat(text: string): string {
  const parts = text
    .trim()
    .split(/[^0-9]+/)
    .filter(Boolean);
  const [day, month, year] =
    parts.length === 1 && parts[0]!.length === 8
      ? [parts[0]!.slice(0, 2), parts[0]!.slice(2, 4), parts[0]!.slice(4)]
      : parts;
  if (!day || !month || !year) return text;
  return `${day.padStart(2, '0')}-${month.padStart(2, '0')}-${year}`;
}

export interface DateInputProps {
  /** The day, yyyy-MM-dd, or null. */
  value: string | null;
  onChange: (day: string | null) => void;
  /** The field's name for screen readers when no visible label is given. */
  label: string;
  /** Shows `label` above the field. */
  showLabel?: boolean;
  /** Earliest and latest days allowed, yyyy-MM-dd. */
  min?: string;
  max?: string;
  size?: 'xs' | 'sm' | 'md';
  invalid?: boolean;
}

export function DateInput({
  value,
  onChange,
  label,
  showLabel = true,
  min,
  max,
  size = 'sm',
  invalid,
}: DateInputProps) {
  const { t, i18n } = useTranslation();
  // What the calendar tells screen readers, in the reader's language (the picker's own
  // words are English).
  const translations = useMemo<DatePickerRootProps['translations']>(
    () => ({
      content: t('form.calendar.label'),
      dayCell: ({ valueText: date, selected, unavailable }) =>
        unavailable
          ? t('form.calendar.unavailableDay', { date })
          : selected
            ? t('form.calendar.selectedDay', { date })
            : t('form.calendar.chooseDay', { date }),
      prevTrigger: (view) => t(`form.calendar.previous.${view}`),
      nextTrigger: (view) => t(`form.calendar.next.${view}`),
      viewTrigger: (view) => t(`form.calendar.view.${view}`),
      monthSelect: t('form.calendar.month'),
      yearSelect: t('form.calendar.year'),
    }),
    [t],
  );
  return (
    <DatePicker.Root
      size={size}
      value={value ? [parseDate(value)] : []}
      onValueChange={({ value: [day] }) => onChange(day ? day.toString() : null)}
      format={(day) => formatDate(startOfDay(day.toString()), DATE_INPUT_FORMAT)}
      parse={(text) => {
        const date = parseInputDate(asInputFormat(text));
        return date ? parseDate(dayOf(date)) : undefined;
      }}
      placeholder={t('form.datePlaceholder')}
      locale={i18n.language}
      translations={translations}
      colorPalette="brand"
      timeZone={TIME_ZONE}
      min={min ? parseDate(min) : undefined}
      max={max ? parseDate(max) : undefined}
      invalid={invalid}
    >
      {showLabel && <DatePicker.Label>{label}</DatePicker.Label>}
      <DatePicker.Control>
        <DatePicker.Input aria-label={showLabel ? undefined : label} />
        <DatePicker.IndicatorGroup>
          {value && (
            <DatePicker.ClearTrigger asChild>
              <IconButton size="2xs" variant="ghost" aria-label={t('form.clearDate')}>
                <XMarkIcon />
              </IconButton>
            </DatePicker.ClearTrigger>
          )}
          <DatePicker.Trigger asChild>
            <IconButton size="2xs" variant="ghost" aria-label={t('form.openCalendar')}>
              <CalendarIcon />
            </IconButton>
          </DatePicker.Trigger>
        </DatePicker.IndicatorGroup>
      </DatePicker.Control>
      <Portal>
        <DatePicker.Positioner>
          {/* The role descriptions too: the picker's own are English. */}
          <DatePicker.Content aria-roledescription={t('form.calendar.role.picker')}>
            <DatePicker.View view="day">
              <DatePicker.Header />
              <DatePicker.DayTable aria-roledescription={t('form.calendar.role.day')} />
            </DatePicker.View>
            <DatePicker.View view="month">
              <DatePicker.Header />
              <DatePicker.MonthTable aria-roledescription={t('form.calendar.role.month')} />
            </DatePicker.View>
            <DatePicker.View view="year">
              <DatePicker.Header />
              <DatePicker.YearTable aria-roledescription={t('form.calendar.role.year')} />
            </DatePicker.View>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  );
}
