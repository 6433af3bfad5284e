// A record's tags: the picked ones as chips (each can be taken off), and a button that
// opens the domain's tags to pick from, add to, rename or delete (TagManager).
import { Flex, IconButton, Popover, Portal, Text, Wrap } from '@chakra-ui/react';
import TagIcon from '@heroicons/react/24/outline/TagIcon';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Tag } from '../ui/tag';
import { TagManager, type TagActions, type TagItem } from './tag-manager';

export interface TagPickerProps extends TagActions {
  /** The field's name ("Tags", "Labels"). */
  label: string;
  tags: readonly TagItem[];
  /** The picked tags' ids. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
}

export function TagPicker({ label, tags, value, onChange, ...actions }: TagPickerProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const picked = value
    .map((id) => tags.find((tag) => tag.id === id))
    .filter((tag): tag is TagItem => !!tag);
  const toggle = (id: string, on: boolean) =>
    onChange(
      on ? [...value.filter((other) => other !== id), id] : value.filter((other) => other !== id),
    );

  return (
    <div role="group" aria-labelledby={labelId}>
      <Flex align="center" justify="space-between" mb={1.5}>
        <Text id={labelId} fontSize="sm" fontWeight="medium">
          {label}
        </Text>
        <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
          <Popover.Trigger asChild>
            <IconButton size="xs" variant="ghost" aria-label={t('tags.edit', { label })}>
              <TagIcon />
            </IconButton>
          </Popover.Trigger>
          <Portal>
            <Popover.Positioner>
              <Popover.Content w="72" aria-label={t('tags.edit', { label })}>
                <Popover.Body p={3}>
                  <TagManager
                    {...actions}
                    label={label}
                    tags={tags}
                    selected={value}
                    onToggle={toggle}
                    onDelete={async (id) => {
                      await actions.onDelete(id);
                      if (value.includes(id)) toggle(id, false);
                    }}
                  />
                </Popover.Body>
              </Popover.Content>
            </Popover.Positioner>
          </Portal>
        </Popover.Root>
      </Flex>
      {picked.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('tags.nonePicked')}
        </Text>
      ) : (
        <Wrap gap={1.5} as="ul" listStyleType="none" ps={0} m={0}>
          {picked.map((tag) => (
            <li key={tag.id}>
              <Tag.Root size="md" variant="subtle" colorPalette={tag.colorPalette ?? 'brand'}>
                <Tag.Label>{tag.title}</Tag.Label>
                <Tag.EndElement>
                  <Tag.CloseTrigger
                    aria-label={t('tags.remove', { title: tag.title })}
                    onClick={() => toggle(tag.id, false)}
                  />
                </Tag.EndElement>
              </Tag.Root>
            </li>
          ))}
        </Wrap>
      )}
    </div>
  );
}
