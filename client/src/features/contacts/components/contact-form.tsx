// A contact's form, for a new contact and for editing one: picture, name, title and
// company, any number of e-mails and phone numbers, birthday, address, notes (formatted
// text, kept as HTML and shown sanitized) and tags. Checked as the user types; Save is
// disabled while the form is invalid or unchanged; Cancel or Escape discards; a refused
// save keeps what was typed and says why. Editing can also delete the contact, once confirmed.
import { Button, Flex, Grid, Heading, Spacer, Stack, chakra } from '@chakra-ui/react';
import TrashIcon from '@heroicons/react/24/outline/TrashIcon';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEntryLabel, useStoredEntryLabel } from '../../../components/contact-info/entry-label';
import { DateField } from '../../../components/form/date-field';
import { RichTextField } from '../../../components/form/rich-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TagsField } from '../../../components/form/tags-field';
import { TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useToasts } from '../../../components/page/toasts';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import type { ContactDetailsFragment, ContactTagFieldsFragment } from '../../../gql/graphql';
import { dayOf } from '../../../lib/format';
import { useContactTagActions } from '../api/use-contact-tag-actions';
import { useCreateContact } from '../api/use-create-contact';
import { useDeleteContact } from '../api/use-delete-contact';
import { useUpdateContact } from '../api/use-update-contact';
import { useUploadContactAvatar } from '../api/use-upload-contact-avatar';
import { AvatarField } from './avatar-field';
import { inputOf, useContactSchema, valuesOf, type ContactValues } from '../contact-form-schema';
import { EmailFields, PhoneFields } from './entry-fields';

interface ContactFormProps {
  /** The contact to edit; none for a new one. */
  contact?: ContactDetailsFragment;
  tags: readonly ContactTagFieldsFragment[];
  /** After a save: the saved contact's id. */
  onSaved: (id: string) => void;
  onCancel: () => void;
  /** After a delete. */
  onDeleted: () => void;
}

export function ContactForm({ contact, tags, onSaved, onCancel, onDeleted }: ContactFormProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const create = useCreateContact();
  const update = useUpdateContact();
  const upload = useUploadContactAvatar();
  const remove = useDeleteContact();
  const tagActions = useContactTagActions();
  const [deleting, setDeleting] = useState(false);
  const knownTags = useMemo(() => new Set(tags.map((tag) => tag.id)), [tags]);
  // The values the form starts from: fixed for its life, so later cache updates of the
  // contact (a tag renamed elsewhere) do not reset what is being typed.
  const shownLabel = useEntryLabel();
  const storedLabel = useStoredEntryLabel();
  const [initial] = useState(() => valuesOf(contact, knownTags, shownLabel));
  const form = useZodForm<ContactValues>(useContactSchema(), initial);
  // The initials follow the name as it is typed.
  const name = form.watch('name');
  const title = contact ? t('contacts.editTitle') : t('contacts.newTitle');

  const toasts = useToasts();
  const failed = (error: unknown) => toasts.failed(t('contacts.saveFailed'), error);

  const save = form.handleSubmit(async (values) => {
    const picture = values.avatar !== initial.avatar ? values.avatar : undefined;
    const input = inputOf(values, picture === null, storedLabel);
    try {
      let id = contact?.id;
      if (id) {
        // The picture first: if it is refused, nothing else has changed either.
        if (picture) await upload(id, picture);
        await update(id, input);
      } else {
        id = (await create(input)).id;
        if (picture) {
          try {
            await upload(id, picture);
          } catch (error) {
            // The contact is saved; only its picture is missing.
            failed(error);
          }
        }
      }
      onSaved(id);
    } catch (error) {
      // What was typed stays in the form.
      failed(error);
    }
  });

  async function deleteContact() {
    if (!contact) return;
    const confirmed = await confirm({
      title: t('contacts.deleteTitle', { name: contact.name }),
      message: t('contacts.deleteMessage', { name: contact.name }),
      confirmLabel: t('contacts.delete'),
    });
    if (!confirmed) return;
    setDeleting(true);
    try {
      await remove(contact.id);
      toasts.done(t('contacts.deleted', { name: contact.name }));
      onDeleted();
    } catch (error) {
      setDeleting(false);
      toasts.failed(t('contacts.deleteFailed'), error);
    }
  }

  /** Escape discards, unless a list or picker of the form is open (it closes first). */
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const target = event.target as HTMLElement;
    // Keys from a popover (the tags, the calendar) reach here through React's portals.
    if (!event.currentTarget.contains(target)) return;
    if (target.getAttribute('aria-expanded') === 'true') return;
    event.preventDefault();
    onCancel();
  }

  return (
    <FormProvider {...form}>
      <chakra.form
        aria-label={title}
        noValidate
        onSubmit={(event) => void save(event)}
        onKeyDown={onKeyDown}
        bg="bg.panel"
        borderWidth="1px"
        rounded="l3"
        overflow="hidden"
      >
        <AvatarField name={name || t('contacts.newTitle')} background={contact?.background} />
        <Stack gap={6} px={{ base: 4, md: 8 }} pt={4} pb={8}>
          <Heading as="h2" size="lg">
            {title}
          </Heading>
          <TextField
            name="name"
            label={t('contacts.fields.name')}
            required
            autoComplete="off"
            // The form opens to be typed in.
            autoFocus
          />
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={6}>
            <TextField name="title" label={t('contacts.fields.title')} autoComplete="off" />
            <TextField name="company" label={t('contacts.fields.company')} autoComplete="off" />
          </Grid>
          <EmailFields />
          <PhoneFields />
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={6}>
            <DateField
              name="birthday"
              label={t('contacts.fields.birthday')}
              max={dayOf(new Date())}
            />
          </Grid>
          <TextField name="address" label={t('contacts.fields.address')} autoComplete="off" />
          <RichTextField name="notes" label={t('contacts.fields.notes')} />
          <TagsField name="tags" label={t('contacts.fields.tags')} tags={tags} {...tagActions} />
        </Stack>
        <Flex
          gap={2}
          px={{ base: 4, md: 8 }}
          py={4}
          borderTopWidth="1px"
          bg="bg.subtle"
          align="center"
          wrap="wrap"
        >
          {contact && (
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              loading={deleting}
              onClick={() => void deleteContact()}
            >
              <TrashIcon />
              {t('contacts.delete')}
            </Button>
          )}
          <Spacer />
          <Button size="sm" variant="outline" onClick={onCancel}>
            {t('contacts.cancel')}
          </Button>
          <SubmitButton loadingText={t('contacts.saving')}>{t('contacts.save')}</SubmitButton>
        </Flex>
      </chakra.form>
    </FormProvider>
  );
}
