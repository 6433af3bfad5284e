// A contact's e-mails and phone numbers: as many as needed (react-hook-form's
// useFieldArray), each with a free label, added and removed in place. A phone number
// has its country (flag, dial code) before the number. Where an entry's inputs wrap
// (a phone), each entry is a bordered card, so it is clear which inputs go together.
import { Box, Button, Field, Flex, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import PlusIcon from '@heroicons/react/24/outline/PlusIcon';
import TrashIcon from '@heroicons/react/24/outline/TrashIcon';
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../components/form/field-error';
import { DEFAULT_COUNTRY, type ContactValues } from '../contact-form-schema';
import { CountryPicker } from './country-picker';

/** One input of an entry, named to screen readers, its message under it. */
function EntryInput({
  name,
  label,
  placeholder,
  type = 'text',
  list,
  width,
}: {
  name: string;
  label: string;
  placeholder?: string;
  type?: string;
  list?: string;
  width?: Record<string, string> | string;
}) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <Field.Root invalid={!!error} w={width} flex={width ? undefined : 1} minW={0}>
      <Input
        size="sm"
        type={type}
        list={list}
        aria-label={label}
        placeholder={placeholder}
        {...register(name)}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** Where an entry's inputs stop wrapping, its card becomes a plain row. */
function entryFrame(oneRowFrom: 'sm' | 'md') {
  return {
    borderWidth: { base: '1px', [oneRowFrom]: 0 },
    borderRadius: 'l2',
    bg: { base: 'bg.subtle', [oneRowFrom]: 'transparent' },
    p: { base: 2.5, [oneRowFrom]: 0 },
  };
}

function Section({
  title,
  addLabel,
  onAdd,
  addButton,
  empty,
  children,
}: {
  title: string;
  addLabel: string;
  onAdd: () => void;
  /** Where focus goes when an entry is removed. */
  addButton: RefObject<HTMLButtonElement | null>;
  empty: string | null;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id}>
      <Flex align="center" justify="space-between" mb={2}>
        <Text id={id} fontSize="sm" fontWeight="medium">
          {title}
        </Text>
        <Button ref={addButton} size="xs" variant="ghost" colorPalette="brand" onClick={onAdd}>
          <PlusIcon />
          {addLabel}
        </Button>
      </Flex>
      {empty ? (
        <Text fontSize="sm" color="fg.muted">
          {empty}
        </Text>
      ) : (
        <Stack gap={3}>{children}</Stack>
      )}
    </Box>
  );
}

export function EmailFields() {
  const { t } = useTranslation();
  const listId = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const { fields, append, remove } = useFieldArray<ContactValues, 'emails'>({ name: 'emails' });
  return (
    <Section
      title={t('contacts.fields.emails')}
      addLabel={t('contacts.form.addEmail')}
      addButton={addButton}
      onAdd={() => append({ email: '', label: '' }, { focusName: `emails.${fields.length}.email` })}
      empty={fields.length ? null : t('contacts.form.noEmails')}
    >
      <datalist id={listId}>
        <option value={t('contactInfo.labels.personal')} />
        <option value={t('contactInfo.labels.work')} />
      </datalist>
      {fields.map((entry, index) => {
        const n = index + 1;
        return (
          <Flex
            key={entry.id}
            role="group"
            aria-label={t('contacts.form.emailN', { n })}
            gap={2}
            align="flex-start"
            wrap={{ base: 'wrap', sm: 'nowrap' }}
            {...entryFrame('sm')}
          >
            <EntryInput
              name={`emails.${index}.email`}
              label={t('contacts.form.email')}
              placeholder="name@example.com"
              type="email"
            />
            <Flex gap={2} w={{ base: 'full', sm: 'auto' }}>
              <EntryInput
                name={`emails.${index}.label`}
                label={t('contacts.form.label')}
                placeholder={t('contacts.form.label')}
                list={listId}
                width={{ base: 'full', sm: '9rem' }}
              />
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={t('contacts.form.removeEmail', { n })}
                onClick={() => {
                  remove(index);
                  addButton.current?.focus();
                }}
              >
                <TrashIcon />
              </IconButton>
            </Flex>
          </Flex>
        );
      })}
    </Section>
  );
}

export function PhoneFields() {
  const { t } = useTranslation();
  const listId = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const { fields, append, remove } = useFieldArray<ContactValues, 'phoneNumbers'>({
    name: 'phoneNumbers',
  });
  return (
    <Section
      title={t('contacts.fields.phoneNumbers')}
      addLabel={t('contacts.form.addPhone')}
      addButton={addButton}
      onAdd={() =>
        append(
          { country: DEFAULT_COUNTRY, phoneNumber: '', label: '' },
          { focusName: `phoneNumbers.${fields.length}.phoneNumber` },
        )
      }
      empty={fields.length ? null : t('contacts.form.noPhones')}
    >
      <datalist id={listId}>
        <option value={t('contactInfo.labels.mobile')} />
        <option value={t('contactInfo.labels.work')} />
        <option value={t('contactInfo.labels.home')} />
      </datalist>
      {fields.map((entry, index) => {
        const n = index + 1;
        return (
          <Flex
            key={entry.id}
            role="group"
            aria-label={t('contacts.form.phoneN', { n })}
            gap={2}
            align="flex-start"
            wrap={{ base: 'wrap', md: 'nowrap' }}
            {...entryFrame('md')}
          >
            <CountryPicker
              name={`phoneNumbers.${index}.country`}
              label={t('contacts.form.country')}
            />
            <EntryInput
              name={`phoneNumbers.${index}.phoneNumber`}
              label={t('contacts.form.number')}
              placeholder={t('contacts.form.numberPlaceholder')}
              type="tel"
            />
            <Flex gap={2} w={{ base: 'full', md: 'auto' }}>
              <EntryInput
                name={`phoneNumbers.${index}.label`}
                label={t('contacts.form.label')}
                placeholder={t('contacts.form.label')}
                list={listId}
                width={{ base: 'full', md: '8rem' }}
              />
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={t('contacts.form.removePhone', { n })}
                onClick={() => {
                  remove(index);
                  addButton.current?.focus();
                }}
              >
                <TrashIcon />
              </IconButton>
            </Flex>
          </Flex>
        );
      })}
    </Section>
  );
}
