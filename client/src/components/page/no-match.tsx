// What a list says when its search finds nothing: the feature's own title (what was not
// found), a hint, and Clear search, which takes the search out of the address (and the
// parameters a search resets), so the whole list shows again.
import { Button } from '@chakra-ui/react';
import MagnifyingGlassIcon from '@heroicons/react/24/outline/MagnifyingGlassIcon';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyList } from './empty-list';

interface NoMatchProps {
  /** What was not found, with the search: "No contact matches “ana”". */
  title: string;
  /** Why, or what to try; the general hint by default. */
  description?: string;
  /** The address parameter the search lives in; `search` by default. */
  param?: string;
  /** Parameters clearing the search resets too (the page number). */
  resets?: readonly string[];
  /** Another way out beside Clear search (contact support, clear the filters). */
  children?: ReactNode;
}

export function NoMatch({ title, description, param = 'search', resets, children }: NoMatchProps) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  // A new entry: Back shows the search again.
  const clear = () =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const name of [param, ...(resets ?? [])]) next.delete(name);
      return next;
    });
  return (
    <EmptyList
      icon={<MagnifyingGlassIcon />}
      title={title}
      description={description ?? t('page.noMatchHint')}
      action={
        <>
          <Button size="sm" variant="outline" onClick={clear}>
            {t('page.clearSearch')}
          </Button>
          {children}
        </>
      }
    />
  );
}
