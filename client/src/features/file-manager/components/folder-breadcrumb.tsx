// The way back to the root: a navigation landmark with a link per folder above the
// current one, the current folder last (aria-current, not a link). Long paths wrap, and
// long names are cut with an ellipsis (their full name in the title).
import { Box, Flex, Link, Text, chakra } from '@chakra-ui/react';
import ChevronRightIcon from '@heroicons/react/20/solid/ChevronRightIcon';
import HomeIcon from '@heroicons/react/20/solid/HomeIcon';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { folderLink, type FileManagerView } from '../url-state';

interface FolderBreadcrumbProps {
  /** From the root's child down to the current folder; empty at the root. */
  path: readonly { id: string; name: string }[];
  view: FileManagerView;
  /** Shown after the path (a skeleton while the path loads, a missing folder's id). */
  trailing?: ReactNode;
}

const Crumb = chakra('li', {
  base: { display: 'inline-flex', alignItems: 'center', gap: 1, minW: 0 },
});

export function FolderBreadcrumb({ path, view, trailing }: FolderBreadcrumbProps) {
  const { t } = useTranslation();
  const root = t('file-manager.root');
  const atRoot = path.length === 0 && !trailing;
  return (
    <Box as="nav" aria-label={t('file-manager.breadcrumb')} mb={5}>
      <Flex as="ol" align="center" wrap="wrap" gap={1} fontSize="sm" listStyleType="none">
        <Crumb>
          {atRoot ? (
            <Text
              as="span"
              aria-current="page"
              fontWeight="semibold"
              display="inline-flex"
              gap={1.5}
            >
              <HomeIcon width={16} aria-hidden />
              {root}
            </Text>
          ) : (
            <CrumbLink to={folderLink(null, view)}>
              <HomeIcon width={16} aria-hidden />
              {root}
            </CrumbLink>
          )}
        </Crumb>
        {path.map((folder, index) => (
          <Crumb key={folder.id}>
            <Separator />
            {index === path.length - 1 && !trailing ? (
              <Text
                as="span"
                aria-current="page"
                fontWeight="semibold"
                truncate
                maxW="16rem"
                title={folder.name}
              >
                {folder.name}
              </Text>
            ) : (
              <CrumbLink to={folderLink(folder.id, view)} title={folder.name}>
                <Text as="span" truncate maxW="12rem">
                  {folder.name}
                </Text>
              </CrumbLink>
            )}
          </Crumb>
        ))}
        {trailing && (
          <Crumb>
            <Separator />
            {trailing}
          </Crumb>
        )}
      </Flex>
    </Box>
  );
}

function Separator() {
  return (
    <Box as="span" color="fg.subtle" display="inline-flex" aria-hidden>
      <ChevronRightIcon width={16} />
    </Box>
  );
}

function CrumbLink({ to, title, children }: { to: string; title?: string; children: ReactNode }) {
  return (
    <Link
      asChild
      color="fg.muted"
      display="inline-flex"
      alignItems="center"
      gap={1.5}
      rounded="sm"
      _hover={{ color: 'fg', textDecoration: 'underline' }}
    >
      <RouterLink to={to} title={title}>
        {children}
      </RouterLink>
    </Link>
  );
}
