// Guides as a list of links (title and subtitle), to their pages.
import { Box, Flex, Icon, Stack, Text } from '@chakra-ui/react';
import ChevronRightIcon from '@heroicons/react/20/solid/ChevronRightIcon';
import DocumentTextIcon from '@heroicons/react/24/outline/DocumentTextIcon';
import { Link as RouterLink } from 'react-router';
import type { HelpCenterGuideSummaryFragment } from '../../../gql/graphql';
import { guideLink } from '../url-state';
import { Highlight } from './highlight';

interface GuideListProps {
  /** The category's slug, for the links; or each guide's own (search results). */
  category: string | ((guide: HelpCenterGuideSummaryFragment) => string);
  guides: readonly HelpCenterGuideSummaryFragment[];
  terms?: readonly string[];
  /** What the list is, for assistive technology. */
  label: string;
  /** A line after the subtitle: the category of a search result. */
  note?: (guide: HelpCenterGuideSummaryFragment) => string | undefined;
}

export function GuideList({ category, guides, terms = [], label, note }: GuideListProps) {
  return (
    <Stack
      as="ul"
      aria-label={label}
      gap={0}
      borderWidth="1px"
      rounded="l3"
      bg="bg.panel"
      overflow="hidden"
    >
      {guides.map((guide, index) => {
        const slug = typeof category === 'string' ? category : category(guide);
        const extra = note?.(guide);
        return (
          <Box as="li" key={guide.id} listStyleType="none" borderTopWidth={index ? '1px' : 0}>
            <Flex
              asChild
              align="center"
              gap={4}
              px={{ base: 4, md: 5 }}
              py={4}
              _hover={{ bg: 'bg.muted' }}
              _focusVisible={{
                outline: '2px solid',
                outlineColor: 'brand.focusRing',
                outlineOffset: '-2px',
              }}
            >
              <RouterLink to={guideLink(slug, guide.slug)}>
                <Flex
                  flexShrink={0}
                  align="center"
                  justify="center"
                  boxSize={10}
                  rounded="l2"
                  bg="brand.subtle"
                  color="brand.fg"
                  hideBelow="sm"
                >
                  <Icon as={DocumentTextIcon} boxSize={5} aria-hidden />
                </Flex>
                <Box flex="1" minW={0}>
                  <Text fontWeight="medium">
                    <Highlight text={guide.title} terms={terms} />
                  </Text>
                  <Text fontSize="sm" color="fg.muted" mt={0.5}>
                    <Highlight text={guide.subtitle} terms={terms} />
                    {extra && (
                      <Text as="span" color="fg.subtle">
                        {' · '}
                        {extra}
                      </Text>
                    )}
                  </Text>
                </Box>
                <Icon
                  as={ChevronRightIcon}
                  boxSize={5}
                  color="fg.subtle"
                  aria-hidden
                  flexShrink={0}
                />
              </RouterLink>
            </Flex>
          </Box>
        );
      })}
    </Stack>
  );
}
