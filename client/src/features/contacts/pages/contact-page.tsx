// A contact's page (/apps/contacts/:id): what is known about them, with Edit. Below lg
// it stands alone, with a way back to the list.
import { Box, Button } from '@chakra-ui/react';
import ArrowLeftIcon from '@heroicons/react/24/outline/ArrowLeftIcon';
import PencilSquareIcon from '@heroicons/react/24/outline/PencilSquareIcon';
import UserIcon from '@heroicons/react/24/outline/UserIcon';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useRouteQuery } from '../../../apollo/route-query';
import { EmptyList } from '../../../components/page/empty-list';
import { LoadError } from '../../../components/page/load-error';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { contactEditPath, paths } from '../../../config/paths';
import { OPENED_HERE } from '../../../lib/opened-here';
import { contactQuery } from '../api/queries';
import { ContactDetails } from '../components/contact-details';
import { ContactSkeleton } from '../components/contact-skeletons';

/** The way back to the list below lg, where the list is hidden while a contact is open. */
export function BackToList() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <Button asChild variant="ghost" size="sm" hideFrom="lg" mb={3} ms={-2}>
      <Link to={paths.contacts + search}>
        <ArrowLeftIcon />
        {t('contacts.back')}
      </Link>
    </Button>
  );
}

/** A contact's route: its part that reads the query waits in a skeleton of the page. */
export function ContactRoute({ children }: { children: ReactNode }) {
  return (
    <>
      <BackToList />
      <Suspense fallback={<ContactSkeleton />}>{children}</Suspense>
    </>
  );
}

export function ContactPage() {
  return (
    <ContactRoute>
      <ContactView />
    </ContactRoute>
  );
}

function ContactView() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { data, error, refetch, stale } = useRouteQuery(contactQuery);
  const contact = data?.contact;
  useDocumentTitle(contact?.name);
  if (error && !data?.contact) return <LoadError error={error} onRetry={refetch} />;
  if (!contact) return <ContactNotFound />;
  return (
    <Box opacity={stale ? 0.6 : 1} transition="opacity 0.2s" aria-busy={stale}>
      <ContactDetails
        contact={contact}
        tags={data.contactTags}
        actions={
          <Button asChild size="sm" variant="outline" bg="bg.panel">
            <Link to={contactEditPath(contact.id, search)} state={OPENED_HERE}>
              <PencilSquareIcon />
              {t('contacts.edit')}
            </Link>
          </Button>
        }
      />
    </Box>
  );
}

export function ContactNotFound() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <Box>
      <EmptyList
        icon={<UserIcon />}
        title={t('contacts.notFoundTitle')}
        description={t('contacts.notFoundText')}
        action={
          <Button asChild size="sm" variant="outline">
            <Link to={paths.contacts + search}>{t('contacts.back')}</Link>
          </Button>
        }
      />
    </Box>
  );
}
