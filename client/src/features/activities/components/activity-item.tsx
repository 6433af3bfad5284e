// One entry of the feed, on a timeline: the feed entry (components/feed/feed-entry.tsx:
// its picture or icon, what happened, when, its linked content and the longer extra
// content), under its day's heading, with the line down to the next entry's picture.
import { Box, Flex } from '@chakra-ui/react';
import { ActivityEntry } from '../../../components/feed/feed-entry';
import type { ActivityItemFragment } from '../../../gql/graphql';

/** The element id of an activity's entry (the feed moves focus to a page's first one). */
export const activityElementId = (id: string) => `activity-${id}`;

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
      pb={last ? 0 : 7}
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
      <ActivityEntry activity={activity} size="md" underDay />
    </Flex>
  );
}
