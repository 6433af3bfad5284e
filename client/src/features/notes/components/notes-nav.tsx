// The notes' filters: all notes, those with a reminder, the archive, and each label,
// with how many notes each holds; then the way to the label editor. A column beside
// the notes on wide screens, a row that scrolls sideways above them on narrow ones.
import { Badge, Box, Button, Flex, Text } from '@chakra-ui/react';
import ArchiveBoxIcon from '@heroicons/react/24/outline/ArchiveBoxIcon';
import BellIcon from '@heroicons/react/24/outline/BellIcon';
import DocumentTextIcon from '@heroicons/react/24/outline/DocumentTextIcon';
import PencilSquareIcon from '@heroicons/react/24/outline/PencilSquareIcon';
import TagIcon from '@heroicons/react/24/outline/TagIcon';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, type To } from 'react-router';
import type { NoteLabel } from '../api/note-input';
import type { filterCounts } from '../notes-list';
import { filterChanges, sameFilter, searchWith, type NotesFilter } from '../url-state';

interface NotesNavProps {
  params: URLSearchParams;
  filter: NotesFilter;
  labels: readonly NoteLabel[];
  counts: ReturnType<typeof filterCounts>;
  editLabels: { to: To; state: unknown };
}

export function NotesNav({ params, filter, labels, counts, editLabels }: NotesNavProps) {
  const { t } = useTranslation();
  const item = (target: NotesFilter, icon: ReactNode, text: string, count: number) => (
    <NavItem
      key={target.kind === 'label' ? target.id : target.kind}
      to={{ search: searchWith(params, filterChanges(target)) }}
      active={sameFilter(filter, target)}
      icon={icon}
      text={text}
      count={count}
    />
  );
  return (
    <Box
      as="nav"
      aria-label={t('notes.filters')}
      w={{ base: 'full', lg: '56' }}
      minW={0}
      flexShrink={0}
      position={{ lg: 'sticky' }}
      top={{ lg: 4 }}
    >
      <Flex
        as="ul"
        listStyleType="none"
        m={0}
        p={0}
        pb={{ base: 1, lg: 0 }}
        gap={1}
        direction={{ base: 'row', lg: 'column' }}
        overflowX={{ base: 'auto', lg: 'visible' }}
        // Below lg the row scrolls sideways: its end fades out, so a cut-off filter
        // reads as "more this way"; the padding lets the last one scroll clear of it.
        pe={{ base: 8, lg: 0 }}
        maskImage={{
          base: 'linear-gradient(to right, black calc(100% - 2rem), transparent)',
          lg: 'none',
        }}
        css={{ scrollbarWidth: 'thin' }}
      >
        {item({ kind: 'notes' }, <DocumentTextIcon />, t('notes.all'), counts.active)}
        {item({ kind: 'reminders' }, <BellIcon />, t('notes.reminders'), counts.reminders)}
        {item({ kind: 'archive' }, <ArchiveBoxIcon />, t('notes.archived'), counts.archived)}
        <Box as="li" display={{ base: 'none', lg: 'block' }} aria-hidden pt={4} pb={1} px={3}>
          <Text
            fontSize="xs"
            fontWeight="semibold"
            color="fg.muted"
            textTransform="uppercase"
            letterSpacing="wider"
          >
            {t('notes.labels')}
          </Text>
        </Box>
        {labels.map((label) =>
          item(
            { kind: 'label', id: label.id },
            <TagIcon />,
            label.title,
            counts.byLabel.get(label.id) ?? 0,
          ),
        )}
        <Box as="li" flexShrink={0}>
          <Button
            asChild
            size="sm"
            variant="ghost"
            colorPalette="brand"
            w={{ lg: 'full' }}
            justifyContent="flex-start"
          >
            <RouterLink to={editLabels.to} state={editLabels.state}>
              <PencilSquareIcon />
              {t('notes.editLabels')}
            </RouterLink>
          </Button>
        </Box>
      </Flex>
    </Box>
  );
}

function NavItem({
  to,
  active,
  icon,
  text,
  count,
}: {
  to: To;
  active: boolean;
  icon: ReactNode;
  text: string;
  count: number;
}) {
  return (
    <Box as="li" flexShrink={0}>
      <Button
        asChild
        size="sm"
        variant={active ? 'subtle' : 'ghost'}
        colorPalette={active ? 'brand' : 'gray'}
        w={{ lg: 'full' }}
        justifyContent="flex-start"
        fontWeight={active ? 'semibold' : 'medium'}
      >
        <RouterLink to={to} aria-current={active ? 'page' : undefined}>
          {icon}
          <Text as="span" flex="1" truncate textAlign="start">
            {text}
          </Text>
          <Badge
            size="sm"
            variant={active ? 'solid' : 'subtle'}
            colorPalette={active ? 'brand' : 'gray'}
            ms={1}
            aria-hidden
          >
            {count}
          </Badge>
        </RouterLink>
      </Button>
    </Box>
  );
}
