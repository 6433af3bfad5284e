// A board's own fields, shared by the create dialog and the board settings: title
// (required, at most 100 characters), description (at most 500), icon, and in the
// settings its members. The limits are the API's (createScrumboardBoard).
import { Checkbox, Fieldset, Flex, Grid, Stack, Text, chakra } from '@chakra-ui/react';
import { useMemo, useRef, type KeyboardEvent } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { MAX_BOARD_DESCRIPTION, MAX_BOARD_TITLE } from '../../../../../shared/limits';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { NamedIcon } from '../../../components/ui/named-icon';
import { UserAvatar } from '../../../components/ui/user-avatar';
import type { ScrumboardMemberFieldsFragment } from '../../../gql/graphql';
import { DEFAULT_BOARD_ICON } from './board-icon';

/** The icons offered for a board, with their names' keys under scrumboard.icons. */
export const BOARD_ICONS = [
  ['rectangle-stack', 'board'],
  ['sun', 'sun'],
  ['server-stack', 'servers'],
  ['globe-alt', 'globe'],
  ['rocket-launch', 'rocket'],
  ['briefcase', 'briefcase'],
  ['chart-bar', 'chart'],
  ['truck', 'truck'],
  ['wrench-screwdriver', 'tools'],
  ['user-group', 'team'],
  ['megaphone', 'megaphone'],
  ['shopping-cart', 'cart'],
  ['beaker', 'lab'],
  ['light-bulb', 'idea'],
  ['calendar-days', 'calendar'],
  ['code-bracket', 'code'],
] as const;

export function useBoardSchema() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      z.object({
        title: z
          .string()
          .check(
            z.trim(),
            z.minLength(1, t('scrumboard.board.errors.title')),
            z.maxLength(
              MAX_BOARD_TITLE,
              t('scrumboard.board.errors.titleLength', { max: MAX_BOARD_TITLE }),
            ),
          ),
        description: z
          .string()
          .check(
            z.trim(),
            z.maxLength(
              MAX_BOARD_DESCRIPTION,
              t('scrumboard.board.errors.descriptionLength', { max: MAX_BOARD_DESCRIPTION }),
            ),
          ),
        icon: z.string(),
        members: z.array(z.string()),
      }),
    [t],
  );
}

export type BoardValues = z.infer<ReturnType<typeof useBoardSchema>>;

export function BoardFields({ autoFocus }: { autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <TextField
        name="title"
        label={t('scrumboard.board.titleField')}
        required
        autoFocus={autoFocus}
        maxLength={MAX_BOARD_TITLE + 20}
        autoComplete="off"
      />
      <TextareaField
        name="description"
        label={t('scrumboard.board.description')}
        helper={t('scrumboard.board.descriptionHelp', { max: MAX_BOARD_DESCRIPTION })}
      />
      <IconField name="icon" />
    </Stack>
  );
}

/**
 * The board's icon as a group of radio buttons: Tab reaches the picked one, the arrow
 * keys move the choice, as with the browser's own radio buttons.
 */
function IconField({ name }: { name: string }) {
  const { t } = useTranslation();
  const { field } = useController({ name });
  const value = (field.value as string) || DEFAULT_BOARD_ICON;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const choices: { icon: string; label: string }[] = BOARD_ICONS.map(([icon, key]) => ({
    icon: `heroicons_outline:${icon}`,
    label: t(`scrumboard.icons.${key}`),
  }));
  if (!choices.some((choice) => choice.icon === value)) {
    choices.unshift({ icon: value, label: value.split(':')[1] ?? value });
  }
  const current = Math.max(
    0,
    choices.findIndex((choice) => choice.icon === value),
  );

  function onKeyDown(event: KeyboardEvent) {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = (current + step + choices.length) % choices.length;
    field.onChange(choices[next]!.icon);
    buttons.current[next]?.focus();
  }

  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="sm" fontWeight="medium" mb={1.5}>
        {t('scrumboard.board.icon')}
      </Fieldset.Legend>
      <Grid
        role="radiogroup"
        aria-label={t('scrumboard.board.icon')}
        templateColumns="repeat(auto-fill, minmax(2.75rem, 1fr))"
        gap={2}
        onKeyDown={onKeyDown}
      >
        {choices.map((choice, index) => {
          const checked = index === current;
          return (
            <chakra.button
              key={choice.icon}
              ref={(element: HTMLButtonElement | null) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={choice.label}
              title={choice.label}
              tabIndex={checked ? 0 : -1}
              onClick={() => field.onChange(choice.icon)}
              display="flex"
              alignItems="center"
              justifyContent="center"
              h={11}
              borderRadius="l2"
              borderWidth="1px"
              borderColor={checked ? 'brand.solid' : 'border'}
              bg={checked ? 'brand.subtle' : 'bg.panel'}
              color={checked ? 'brand.fg' : 'fg.muted'}
              cursor="pointer"
              transition="background 0.15s, border-color 0.15s"
              _hover={{ bg: checked ? 'brand.subtle' : 'bg.muted', color: 'fg' }}
              focusRing="outside"
            >
              <NamedIcon name={choice.icon} boxSize={5} />
            </chakra.button>
          );
        })}
      </Grid>
    </Fieldset.Root>
  );
}

/** The board's members: everyone who may join, each with a checkbox. */
export function MembersField({
  name,
  people,
}: {
  name: string;
  people: readonly ScrumboardMemberFieldsFragment[];
}) {
  const { t } = useTranslation();
  const { field } = useController({ name });
  const value = (field.value as string[] | undefined) ?? [];
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="sm" fontWeight="medium" mb={1.5}>
        {t('scrumboard.board.members')}
      </Fieldset.Legend>
      <Stack as="ul" gap={1} listStyleType="none" ps={0} m={0}>
        {people.map((person) => (
          <li key={person.id}>
            <Checkbox.Root
              colorPalette="brand"
              size="sm"
              w="full"
              px={2}
              py={1.5}
              borderRadius="l2"
              _hover={{ bg: 'bg.muted' }}
              checked={value.includes(person.id)}
              onCheckedChange={({ checked }) =>
                field.onChange(
                  checked === true
                    ? [...value.filter((id) => id !== person.id), person.id]
                    : value.filter((id) => id !== person.id),
                )
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label flex={1}>
                <Flex align="center" gap={2}>
                  <UserAvatar name={person.name} avatar={person.avatar} size="sm" />
                  <Text as="span" fontSize="sm">
                    {person.name}
                  </Text>
                </Flex>
              </Checkbox.Label>
            </Checkbox.Root>
          </li>
        ))}
      </Stack>
    </Fieldset.Root>
  );
}
