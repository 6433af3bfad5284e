// A card's due date as a badge: red once the day has passed (overdue), orange on the
// day, plain before, and plain whatever the day once the card is done; dates through
// lib/format.ts, on Santiago's calendar.
import { Badge } from '@chakra-ui/react';
import ClockIcon from '@heroicons/react/24/outline/ClockIcon';
import { useTranslation } from 'react-i18next';
import { DATE_INPUT_FORMAT, dayOf, formatDate } from '../../../lib/format';

export type DueState = 'overdue' | 'today' | 'upcoming';

/** Where a due date stands against today (both as days in Santiago). */
export function dueState(dueDate: string, now = new Date()): DueState {
  const due = dayOf(dueDate);
  const today = dayOf(now);
  return due < today ? 'overdue' : due === today ? 'today' : 'upcoming';
}

const PALETTE: Record<DueState, string> = { overdue: 'red', today: 'orange', upcoming: 'gray' };

export function DueBadge({ dueDate, done }: { dueDate: string; done?: boolean }) {
  const { t } = useTranslation();
  const state = done ? 'upcoming' : dueState(dueDate);
  const date = formatDate(dueDate, DATE_INPUT_FORMAT);
  return (
    <Badge
      size="sm"
      variant={state === 'upcoming' ? 'surface' : 'solid'}
      colorPalette={PALETTE[state]}
      gap={1}
    >
      <ClockIcon width={12} aria-hidden />
      <time dateTime={dayOf(dueDate)}>{t(`scrumboard.due.${state}`, { date })}</time>
    </Badge>
  );
}
