// Compose: a dialog over the mailbox (?compose=new, a draft's id, reply:<id> or
// forward:<id>) with to, cc and bcc (addresses checked as they are typed), subject and
// a formatted body (HTML, as mails hold it). Send needs a recipient; Save draft keeps
// whatever there is in Drafts. Escape, the close button or Discard close it without
// saving, after a confirmation once something was typed; a refused send or save keeps
// what was typed.
import { Box, Button, CloseButton, Dialog, Flex, Portal, Stack } from '@chakra-ui/react';
import PaperAirplaneIcon from '@heroicons/react/24/outline/PaperAirplaneIcon';
import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { FormProvider, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import { MAX_MAIL_SUBJECT } from '../../../../../shared/limits';
import { RichTextField } from '../../../components/form/rich-text-field';
import { TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useToasts } from '../../../components/page/toasts';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { Skeleton, SkeletonRegion } from '../../../components/ui/skeleton';
import { mailboxListPath } from '../../../config/paths';
import type { MailFieldsFragment } from '../../../gql/graphql';
import { DATE_TIME_FORMAT, formatDate } from '../../../lib/format';
import { MailboxMailDocument } from '../api/documents';
import { useSaveDraft } from '../api/use-save-draft';
import { useSendMail } from '../api/use-send-mail';
import { htmlOf, splitRecipients, wrongRecipient } from '../mail-text';
import { useMailboxNav } from '../mailbox-context';
import { COMPOSE_PARAM, isKind, pageOf } from '../url-state';
const MAX_RECIPIENTS = 50;

function useComposeSchema() {
  const { t } = useTranslation();
  return useMemo(() => {
    const recipients = z.string().check(
      z.superRefine((text, context) => {
        const wrong = wrongRecipient(text);
        if (wrong !== undefined) {
          context.addIssue({
            code: 'custom',
            message: t('mailbox.errors.address', { address: wrong }),
            input: text,
          });
        } else if (splitRecipients(text).length > MAX_RECIPIENTS) {
          context.addIssue({
            code: 'custom',
            message: t('mailbox.errors.tooMany', { count: MAX_RECIPIENTS }),
            input: text,
          });
        }
      }),
    );
    return z.object({
      to: recipients,
      cc: recipients,
      bcc: recipients,
      subject: z
        .string()
        .check(
          z.maxLength(MAX_MAIL_SUBJECT, t('mailbox.errors.subject', { count: MAX_MAIL_SUBJECT })),
        ),
      body: z.string(),
    });
  }, [t]);
}

type ComposeValues = z.infer<ReturnType<typeof useComposeSchema>>;

const EMPTY: ComposeValues = { to: '', cc: '', bcc: '', subject: '', body: '' };

type Mode = 'new' | 'draft' | 'reply' | 'forward';

/** What ?compose= asks for: a new mail, a draft to edit, or a mail to answer or pass on. */
function parse(what: string): { mode: Mode; id: string | null } {
  if (what === 'new') return { mode: 'new', id: null };
  const [head, ...rest] = what.split(':');
  if ((head === 'reply' || head === 'forward') && rest.length > 0) {
    return { mode: head, id: rest.join(':') };
  }
  return { mode: 'draft', id: what };
}

export function ComposeDialog({ what }: { what: string }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const { mode, id } = parse(what);
  const close = () =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(COMPOSE_PARAM);
        return next;
      },
      { replace: true },
    );
  // Escape and the close button ask the form, which confirms first if anything was typed.
  const discardRef = useRef<() => void>(close);
  const title =
    mode === 'draft'
      ? t('mailbox.editDraft')
      : mode === 'reply'
        ? t('mailbox.reply')
        : mode === 'forward'
          ? t('mailbox.forward')
          : t('mailbox.newMail');

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && discardRef.current()}
      size={{ base: 'full', md: 'lg' }}
      placement="center"
      closeOnInteractOutside={false}
      // The first field still to fill (marked by the form): to, subject or message.
      initialFocusEl={() => document.querySelector<HTMLElement>('[data-compose-start]')}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* Full screen on phones; from md a centred card (undoing what "full" sets). */}
          <Dialog.Content minH={{ md: 'auto' }} rounded={{ md: 'l3' }} my={{ md: 'auto' }}>
            <Dialog.Header borderBottomWidth="1px" py={4}>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild top={3} insetEnd={3}>
              <CloseButton size="sm" aria-label={t('mailbox.discard')} />
            </Dialog.CloseTrigger>
            {id ? (
              <WithMail id={id} mode={mode} onClose={close} discardRef={discardRef} />
            ) : (
              <ComposeForm
                defaults={EMPTY}
                draftId={null}
                onClose={close}
                discardRef={discardRef}
              />
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The mail a draft, reply or forward starts from, then the form filled from it. */
function WithMail({
  id,
  mode,
  onClose,
  discardRef,
}: {
  id: string;
  mode: Mode;
  onClose: () => void;
  discardRef: RefObject<() => void>;
}) {
  const { t } = useTranslation();
  const nav = useMailboxNav();
  const { data, error, loading } = useQuery(MailboxMailDocument, { variables: { id } });
  const mail = data?.mailboxMail;
  if (!mail) {
    return (
      <Dialog.Body py={6}>
        {loading ? (
          <SkeletonRegion
            label={t('mailbox.loadingMail')}
            display="flex"
            flexDirection="column"
            gap={4}
          >
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} h={10} />
            ))}
            <Skeleton h={40} />
          </SkeletonRegion>
        ) : (
          <Box role="alert" color="fg.error">
            {error?.message ?? t('mailbox.notFound')}
          </Box>
        )}
      </Dialog.Body>
    );
  }
  const drafts = nav.mailboxFolders.find((folder) => folder.slug === 'drafts');
  if (mode === 'draft' && mail.folder !== drafts?.id) {
    return (
      <Dialog.Body py={6}>
        <Box role="alert" color="fg.error">
          {t('mailbox.notADraft')}
        </Box>
      </Dialog.Body>
    );
  }
  return (
    <ComposeForm
      defaults={startFrom(mail, mode, t('mailbox.forwarded'))}
      draftId={mode === 'draft' ? mail.id : null}
      onClose={onClose}
      discardRef={discardRef}
    />
  );
}

function withPrefix(prefix: string, subject: string): string {
  return subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix} ${subject}`;
}

function startFrom(mail: MailFieldsFragment, mode: Mode, forwarded: string): ComposeValues {
  if (mode === 'reply') {
    return { ...EMPTY, to: mail.from.contact, subject: withPrefix('Re:', mail.subject) };
  }
  if (mode === 'forward') {
    const header = [
      `---------- ${forwarded} ----------`,
      mail.from.contact,
      formatDate(mail.date, DATE_TIME_FORMAT),
      mail.subject,
    ].join('\n');
    return {
      ...EMPTY,
      subject: withPrefix('Fwd:', mail.subject),
      // An empty line to write in, then the forwarded mail under its header.
      body: `<p></p>${htmlOf(header)}${mail.content}`,
    };
  }
  return {
    to: mail.to,
    cc: (mail.cc ?? []).join(', '),
    bcc: (mail.bcc ?? []).join(', '),
    subject: mail.subject,
    body: mail.content,
  };
}

interface ComposeFormProps {
  defaults: ComposeValues;
  draftId: string | null;
  /** Closes the dialog (once sent or saved). */
  onClose: () => void;
  /** What the dialog's Escape and close button call: set by the form to its onDiscard. */
  discardRef: RefObject<() => void>;
}

function ComposeForm({ defaults, draftId, onClose, discardRef }: ComposeFormProps) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const send = useSendMail();
  const saveDraft = useSaveDraft();
  const form = useZodForm<ComposeValues>(useComposeSchema(), defaults);
  const [copies, setCopies] = useState({ cc: defaults.cc !== '', bcc: defaults.bcc !== '' });
  const [busy, setBusy] = useState<'send' | 'save' | null>(null);
  // Where typing starts: the first of to, subject and message still empty.
  const start = defaults.to === '' ? 'to' : defaults.subject === '' ? 'subject' : 'body';
  useEffect(() => {
    // A draft or mail that loaded after the dialog opened: focus goes there now.
    const field = document.querySelector<HTMLElement>('[data-compose-start]');
    if (field && !field.contains(document.activeElement)) field.focus();
  }, []);

  // Discard, Escape or the close button: what was typed is lost only once confirmed.
  const onDiscard = async () => {
    const values = form.getValues();
    const typed = (Object.keys(defaults) as (keyof ComposeValues)[]).some(
      (field) => values[field] !== defaults[field],
    );
    const confirmed =
      !typed ||
      (await confirm({
        title: t('mailbox.discardTitle'),
        message: t('mailbox.discardMessage'),
        confirmLabel: t('mailbox.discard'),
      }));
    if (confirmed) onClose();
  };
  useEffect(() => {
    discardRef.current = () => void onDiscard();
  });

  const composed = (values: ComposeValues) => ({
    to: splitRecipients(values.to),
    cc: splitRecipients(values.cc),
    bcc: splitRecipients(values.bcc),
    subject: values.subject.trim(),
    content: values.body,
  });

  const failed = (error: unknown, title: string) => toasts.failed(title, error);

  /** A sent draft leaves Drafts: its page, if open, goes back to the list. */
  const leaveDraft = () => {
    if (draftId && params.mailId === draftId && isKind(params.kind) && params.slug) {
      void navigate(mailboxListPath(params.kind, params.slug, pageOf(search)), { replace: true });
    } else {
      onClose();
    }
  };

  const onSend = form.handleSubmit(async (values) => {
    setBusy('send');
    try {
      await send(composed(values), draftId);
      toasts.done(t('mailbox.sent'));
      leaveDraft();
    } catch (error) {
      failed(error, t('mailbox.sendFailed'));
    } finally {
      setBusy(null);
    }
  });

  const onSave = form.handleSubmit(async (values) => {
    setBusy('save');
    try {
      await saveDraft(composed(values), draftId);
      toasts.done(t('mailbox.draftSaved'));
      onClose();
    } catch (error) {
      failed(error, t('mailbox.saveFailed'));
    } finally {
      setBusy(null);
    }
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={t('mailbox.composeForm')}
        onSubmit={(event) => void onSend(event)}
        style={{ display: 'contents' }}
      >
        <Dialog.Body py={5}>
          <Stack gap={4}>
            <Box>
              <TextField
                name="to"
                label={t('mailbox.to')}
                helper={t('mailbox.toHelp')}
                size="sm"
                autoComplete="email"
                data-compose-start={start === 'to' || undefined}
              />
              {(!copies.cc || !copies.bcc) && (
                <Flex gap={1} mt={1} justify="flex-end">
                  {!copies.cc && (
                    <Button
                      size="xs"
                      variant="ghost"
                      onClick={() => setCopies({ ...copies, cc: true })}
                    >
                      {t('mailbox.addCc')}
                    </Button>
                  )}
                  {!copies.bcc && (
                    <Button
                      size="xs"
                      variant="ghost"
                      onClick={() => setCopies({ ...copies, bcc: true })}
                    >
                      {t('mailbox.addBcc')}
                    </Button>
                  )}
                </Flex>
              )}
            </Box>
            {copies.cc && (
              <TextField
                name="cc"
                label={t('mailbox.cc')}
                size="sm"
                autoFocus={defaults.cc === ''}
              />
            )}
            {copies.bcc && (
              <TextField
                name="bcc"
                label={t('mailbox.bcc')}
                size="sm"
                autoFocus={defaults.bcc === ''}
              />
            )}
            <TextField
              name="subject"
              label={t('mailbox.subject')}
              size="sm"
              data-compose-start={start === 'subject' || undefined}
            />
            <RichTextField
              name="body"
              label={t('mailbox.body')}
              // The editor may show after the dialog has placed the focus.
              autoFocus={start === 'body'}
              minH="48"
              maxH="50dvh"
              data-compose-start={start === 'body' || undefined}
            />
          </Stack>
        </Dialog.Body>
        <Dialog.Footer borderTopWidth="1px" py={3}>
          <ComposeButtons
            busy={busy}
            draft={!!draftId}
            onDiscard={() => void onDiscard()}
            onSave={() => void onSave()}
          />
        </Dialog.Footer>
      </form>
    </FormProvider>
  );
}

function ComposeButtons({
  busy,
  draft,
  onDiscard,
  onSave,
}: {
  busy: 'send' | 'save' | null;
  draft: boolean;
  onDiscard: () => void;
  onSave: () => void;
}) {
  const { t } = useTranslation();
  const { isValid, isDirty } = useFormState();
  const to = useWatch({ name: 'to' }) as string;
  const hasRecipient = splitRecipients(to).length > 0;
  return (
    <Flex w="full" gap={2} align="center" wrap="wrap">
      <Button size="sm" variant="ghost" onClick={onDiscard} disabled={busy !== null}>
        {t('mailbox.discard')}
      </Button>
      {/* Save and Send stay together on the right, also when a narrow dialog wraps them. */}
      <Flex gap={2} ms="auto" wrap="wrap" justify="flex-end">
        <Button
          size="sm"
          variant="outline"
          onClick={onSave}
          disabled={!isValid || !isDirty || busy !== null}
          loading={busy === 'save'}
        >
          {draft ? t('mailbox.updateDraft') : t('mailbox.saveDraft')}
        </Button>
        <Button
          type="submit"
          size="sm"
          colorPalette="brand"
          disabled={!isValid || !hasRecipient || busy !== null}
          loading={busy === 'send'}
        >
          <PaperAirplaneIcon aria-hidden />
          {t('mailbox.send')}
        </Button>
      </Flex>
    </Flex>
  );
}
