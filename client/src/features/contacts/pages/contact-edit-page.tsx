// A contact's edit form (/apps/contacts/:id/edit), and the form for a new contact
// (/apps/contacts/new). Saving or cancelling returns to the contact's page (or the
// list, for a new contact cancelled), with the list's search kept.
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useRouteQuery } from '../../../apollo/route-query';
import { LoadError } from '../../../components/page/load-error';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { contactPath, paths } from '../../../config/paths';
import { useCloseBack } from '../../../lib/opened-here';
import { contactQuery, newContactQuery } from '../api/queries';
import { ContactForm } from '../components/contact-form';
import { ContactNotFound, ContactRoute } from './contact-page';

export function ContactEditPage() {
  return (
    <ContactRoute>
      <EditContact />
    </ContactRoute>
  );
}

function EditContact() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { search } = location;
  const closeBack = useCloseBack();
  const { data, error, refetch } = useRouteQuery(contactQuery);
  const contact = data?.contact;
  useDocumentTitle(contact ? t('contacts.editing', { name: contact.name }) : null);
  if (error && !contact) return <LoadError error={error} onRetry={refetch} />;
  if (!contact) return <ContactNotFound />;
  // Opened from the contact's page: back to that entry; from a link: to the page, in place.
  const back = () => closeBack(contactPath(contact.id, search));
  return (
    <ContactForm
      // A form per contact: moving to another one starts from its values.
      key={contact.id}
      contact={contact}
      tags={data.contactTags}
      onSaved={back}
      onCancel={back}
      onDeleted={() => navigate(paths.contacts + search, { replace: true })}
    />
  );
}

export function NewContactPage() {
  return (
    <ContactRoute>
      <NewContact />
    </ContactRoute>
  );
}

function NewContact() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { data, error, refetch } = useRouteQuery(newContactQuery);
  useDocumentTitle(t('contacts.newTitle'));
  if (error && !data) return <LoadError error={error} onRetry={refetch} />;
  return (
    <ContactForm
      tags={data?.contactTags ?? []}
      onSaved={(id) => navigate(contactPath(id, search), { replace: true })}
      onCancel={() => navigate(paths.contacts + search)}
      onDeleted={() => navigate(paths.contacts + search)}
    />
  );
}
