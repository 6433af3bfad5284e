// One entry of the feed, on a timeline: its picture (a person's avatar) or icon, what
// happened (markup sanitized), when, the linked content with its link (app paths through
// the router, other addresses in a new tab), and the longer extra content below.
import { Avatar, Box, Circle, Flex, Link, Text, VisuallyHidden } from '@chakra-ui/react';
import ArrowTopRightOnSquareIcon from '@heroicons/react/20/solid/ArrowTopRightOnSquareIcon';
import UserIcon from '@heroicons/react/24/solid/UserIcon';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { NamedIcon } from '../../../components/ui/named-icon';
import { SanitizedHtml } from '../../../components/ui/sanitized-html';
import type { ActivityItemFragment } from '../../../gql/graphql';
import { DATE_TIME_FORMAT, formatDate } from '../../../lib/format';
import { safeLink } from '../../../lib/links';

/** The element id of an activity's entry (the feed moves focus to a page's first one). */
export const activityElementId = (id: string) => `activity-${id}`;

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

function ActivityPicture({ activity }: { activity: ActivityItemFragment }) {
  if (activity.image) {
    return (
      <Avatar.Root size="md" colorPalette="brand" flexShrink={0} aria-hidden>
        <Avatar.Fallback>
          <UserIcon width={20} />
        </Avatar.Fallback>
        <Avatar.Image src={activity.image} alt="" />
      </Avatar.Root>
    );
  }
  return (
    <Circle
      size={10}
      flexShrink={0}
      bg="colorPalette.subtle"
      color="colorPalette.fg"
      colorPalette="brand"
      aria-hidden
    >
      {activity.icon && <NamedIcon name={activity.icon} />}
    </Circle>
  );
}

/** The linked content as a link: in the app through the router, elsewhere in a new tab. */
function ActivityLink({ activity }: { activity: ActivityItemFragment }) {
  const { t } = useTranslation();
  const link = safeLink(activity.link);
  const text = activity.linkedContent ?? t('activities.open');
  if (!link) {
    return activity.linkedContent ? <Text as="span">{activity.linkedContent}</Text> : null;
  }
  const style = { colorPalette: 'brand', color: 'colorPalette.fg', fontWeight: 'medium' } as const;
  if (activity.useRouter && link.startsWith('/')) {
    return (
      <Link asChild {...style}>
        <RouterLink to={link}>{text}</RouterLink>
      </Link>
    );
  }
  return (
    <Link href={link} target="_blank" rel="noreferrer" {...style}>
      {text}
      <ArrowTopRightOnSquareIcon width={14} aria-hidden />
      <VisuallyHidden>{t('activities.opensInNewTab')}</VisuallyHidden>
    </Link>
  );
}

interface ActivityItemProps {
  activity: ActivityItemFragment;
  /** The day's last entry: the timeline's line stops at its picture. */
  last: boolean;
}

export function ActivityItem({ activity, last }: ActivityItemProps) {
  return (
    <Flex
      as="li"
      id={activityElementId(activity.id)}
      tabIndex={-1}
      gap={4}
      position="relative"
      colorPalette="brand"
      rounded="l2"
      outline="none"
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
    >
      {!last && (
        // The timeline: a line from this picture down to the next one.
        <Box
          position="absolute"
          top={12}
          bottom={1}
          insetStart={5}
          w="1px"
          ms="-0.5px"
          bg="border"
          aria-hidden
        />
      )}
      <ActivityPicture activity={activity} />
      <Box flex={1} minW={0} pb={last ? 0 : 7}>
        <SanitizedHtml
          html={activity.description}
          as="p"
          pt={0.5}
          color="fg"
          lineHeight="tall"
          css={INLINE_MARKUP}
        />
        <Flex
          wrap="wrap"
          align="center"
          columnGap={2}
          rowGap={0.5}
          mt={1}
          fontSize="sm"
          color="fg.muted"
        >
          <time dateTime={activity.date} title={formatDate(activity.date, DATE_TIME_FORMAT)}>
            {formatDate(activity.date, 'HH:mm')}
          </time>
          {(activity.link || activity.linkedContent) && (
            <>
              <Text as="span" aria-hidden>
                ·
              </Text>
              <ActivityLink activity={activity} />
            </>
          )}
        </Flex>
        {activity.extraContent && (
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
    </Flex>
  );
}
