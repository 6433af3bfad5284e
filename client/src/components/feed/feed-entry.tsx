// One entry of a feed, drawn the same way wherever a feed shows: the toolbar's messages and
// notifications panels (feed-panel.tsx), the activities page, and the administracion
// overview's latest ones. An entry is its picture (an avatar when it has an image, else its
// icon in a circle) beside its lines: a message's or notification's title, description and
// time (FeedEntry), or an activity's story, time and link (ActivityEntry). Descriptions are
// HTML from data, sanitized; links from data lead in the app through the router and
// elsewhere in a new tab (FeedLink). Two densities: 'md' for the panels and the activities
// page, 'sm' for the overview's cards.
import {
  Avatar,
  Box,
  Circle,
  Flex,
  Link as ChakraLink,
  Text,
  VisuallyHidden,
  type LinkProps,
} from '@chakra-ui/react';
import ArrowTopRightOnSquareIcon from '@heroicons/react/20/solid/ArrowTopRightOnSquareIcon';
import UserIcon from '@heroicons/react/24/solid/UserIcon';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import type {
  MessageEntryFieldsFragment,
  NotificationEntryFieldsFragment,
} from '../../gql/graphql';
import { DATE_TIME_FORMAT, FEED_TIME_FORMAT, formatDate } from '../../lib/format';
import { safeLink } from '../../lib/links';
import { NamedIcon } from '../ui/named-icon';
import { SanitizedHtml } from '../ui/sanitized-html';

// What an entry shows of a message and of a notification, declared here for codegen (which
// types them: MessageEntryFieldsFragment, NotificationEntryFieldsFragment); nothing runs.
// Every query of them spreads these (the panels' lists, the shell's start-up loads, the
// live events, the overview's unread ones), so each reads the same fields and the cache
// answers one with another's.
void graphql(`
  fragment MessageEntryFields on Message {
    id
    title
    description
    image
    icon
    link
    useRouter
    read
    time
  }
`);

void graphql(`
  fragment NotificationEntryFields on Notification {
    id
    title
    description
    image
    icon
    link
    useRouter
    read
    time
  }
`);

/** A message or a notification, as the fragments above read it. */
export type FeedItem = MessageEntryFieldsFragment | NotificationEntryFieldsFragment;

/** An activity, as the activities page and the overview read it. */
export interface FeedActivity {
  id: string;
  icon?: string | null;
  image?: string | null;
  /** What happened: HTML from data. */
  description: string;
  date: string;
  link?: string | null;
  /** The link's text, such as a document's name. */
  linkedContent?: string | null;
  useRouter: boolean;
  /** A longer HTML block shown below, at the 'md' density. */
  extraContent?: string | null;
}

/** 'sm': the overview's cards; 'md': the panels and the activities page. */
export type FeedSize = 'sm' | 'md';

const PICTURE = {
  sm: { avatar: 'sm', circle: 8, icon: 4, person: 16 },
  md: { avatar: 'md', circle: 10, icon: 5, person: 20 },
} as const;

/**
 * The entry's picture: its image as an avatar (the initials of `name` until it loads, or a
 * person's outline without one), else its icon in a circle.
 */
export function FeedPicture({
  image,
  icon,
  name,
  size,
}: {
  image?: string | null;
  icon?: string | null;
  name?: string | null;
  size: FeedSize;
}) {
  const scale = PICTURE[size];
  if (image) {
    return (
      <Avatar.Root size={scale.avatar} colorPalette="brand" flexShrink={0} aria-hidden>
        {name ? (
          <Avatar.Fallback name={name} />
        ) : (
          <Avatar.Fallback>
            <UserIcon width={scale.person} />
          </Avatar.Fallback>
        )}
        <Avatar.Image src={image} alt="" />
      </Avatar.Root>
    );
  }
  return (
    <Circle
      size={scale.circle}
      flexShrink={0}
      colorPalette="brand"
      bg="colorPalette.subtle"
      color="colorPalette.fg"
      aria-hidden
    >
      {icon && <NamedIcon name={icon} boxSize={scale.icon} />}
    </Circle>
  );
}

interface FeedLinkProps extends Omit<LinkProps, 'href'> {
  link: string | null | undefined;
  useRouter: boolean;
  size?: FeedSize;
  children: ReactNode;
}

/**
 * A link from data (lib/links.ts): an app path through the router when `useRouter`, an
 * http(s) URL in a new tab (said to screen readers), anything else as its text alone.
 */
export function FeedLink({ link, useRouter, size = 'sm', children, ...props }: FeedLinkProps) {
  const { t } = useTranslation();
  const href = safeLink(link);
  if (!href) return <>{children}</>;
  if (useRouter && href.startsWith('/')) {
    return (
      <ChakraLink asChild {...props}>
        <Link to={href}>{children}</Link>
      </ChakraLink>
    );
  }
  return (
    <ChakraLink href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <ArrowTopRightOnSquareIcon
        width={size === 'sm' ? 12 : 14}
        aria-hidden
        style={{ flexShrink: 0 }}
      />
      <VisuallyHidden>{t('feed.opensInNewTab')}</VisuallyHidden>
    </ChakraLink>
  );
}

/**
 * A message's or a notification's picture and lines: its title, description and time. In
 * the overview's cards ('sm') the title leads to the entry's link; in a panel ('md') the
 * panel makes the whole entry its link, and an unread one's title is bolder.
 */
export function FeedEntry({ entry, size }: { entry: FeedItem; size: FeedSize }) {
  const compact = size === 'sm';
  return (
    <>
      <FeedPicture image={entry.image} icon={entry.icon} name={entry.title} size={size} />
      <Box minW={0} flex={1}>
        {entry.title &&
          (compact ? (
            <FeedLink
              link={entry.link}
              useRouter={entry.useRouter}
              fontWeight="medium"
              fontSize="sm"
            >
              <Text as="span" fontWeight="medium" fontSize="sm" lineClamp={1}>
                {entry.title}
              </Text>
            </FeedLink>
          ) : (
            <Text fontSize="sm" fontWeight={entry.read ? 'medium' : 'semibold'} lineClamp={1}>
              {entry.title}
            </Text>
          ))}
        {entry.description && (
          <SanitizedHtml
            html={entry.description}
            fontSize={compact ? 'xs' : 'sm'}
            color="fg.muted"
            lineClamp={compact ? 1 : 2}
          />
        )}
        <Text fontSize="xs" color="fg.muted" mt={compact ? undefined : 1}>
          {formatDate(entry.time, FEED_TIME_FORMAT)}
        </Text>
      </Box>
    </>
  );
}

/** Markup from data, made to look like the rest of the text. */
const INLINE_MARKUP = {
  '& strong': { fontWeight: 'semibold', color: 'fg' },
  '& em': { fontStyle: 'italic' },
  '& a': { color: 'colorPalette.fg', textDecoration: 'underline' },
} as const;

const BLOCK_MARKUP = {
  ...INLINE_MARKUP,
  '& > * + *': { mt: 2 },
  '& h4': { fontWeight: 'semibold', color: 'fg' },
  '& ul': { ps: 5, listStyleType: 'disc' },
  '& ol': { ps: 5, listStyleType: 'decimal' },
  '& li + li': { mt: 1 },
} as const;

/**
 * An activity's picture and lines: what happened, when, and its linked content (a link when
 * it has a safe one), then at the 'md' density its extra content. Under a day's heading
 * (`underDay`, the activities page) the time shows alone, the full date in its title.
 */
export function ActivityEntry({
  activity,
  size,
  underDay = false,
}: {
  activity: FeedActivity;
  size: FeedSize;
  underDay?: boolean;
}) {
  const { t } = useTranslation();
  const compact = size === 'sm';
  const linkText = activity.linkedContent ?? (safeLink(activity.link) ? t('feed.open') : null);
  return (
    <>
      <FeedPicture image={activity.image} icon={activity.icon} size={size} />
      <Box minW={0} flex={1} fontSize={compact ? 'sm' : undefined}>
        {compact ? (
          <SanitizedHtml html={activity.description} lineClamp={2} />
        ) : (
          <SanitizedHtml
            html={activity.description}
            as="p"
            pt={0.5}
            color="fg"
            lineHeight="tall"
            css={INLINE_MARKUP}
          />
        )}
        <Flex
          wrap="wrap"
          align="center"
          columnGap={compact ? 1.5 : 2}
          rowGap={compact ? undefined : 0.5}
          mt={compact ? 0.5 : 1}
          fontSize={compact ? 'xs' : 'sm'}
          color="fg.muted"
        >
          {underDay ? (
            <time dateTime={activity.date} title={formatDate(activity.date, DATE_TIME_FORMAT)}>
              {formatDate(activity.date, 'HH:mm')}
            </time>
          ) : (
            <time dateTime={activity.date}>{formatDate(activity.date, FEED_TIME_FORMAT)}</time>
          )}
          {linkText && (
            <>
              <Text as="span" aria-hidden>
                ·
              </Text>
              <FeedLink
                link={activity.link}
                useRouter={activity.useRouter}
                size={size}
                colorPalette="brand"
                color="colorPalette.fg"
                fontWeight="medium"
                minW={0}
              >
                {compact ? (
                  <Text as="span" truncate>
                    {linkText}
                  </Text>
                ) : (
                  linkText
                )}
              </FeedLink>
            </>
          )}
        </Flex>
        {!compact && activity.extraContent && (
          <SanitizedHtml
            html={activity.extraContent}
            mt={3}
            px={4}
            py={3}
            rounded="l2"
            bg="bg.muted"
            color="fg.muted"
            fontSize="sm"
            lineHeight="tall"
            css={BLOCK_MARKUP}
          />
        )}
      </Box>
    </>
  );
}
