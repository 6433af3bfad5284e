// Questions as an accordion: one open at a time, the open one in the address
// (?question=<id>), so a reload, back and a shared link open the same answer.
import { Box, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { Accordion } from '../../../components/ui/accordion';
import type { HelpCenterFaqFieldsFragment } from '../../../gql/graphql';
import { excerpt } from '../search';
import { openQuestionIn, withOpenQuestion } from '../url-state';
import { Highlight } from './highlight';

interface FaqAccordionProps {
  faqs: readonly HelpCenterFaqFieldsFragment[];
  /** The words of a search to mark in questions and answers. */
  terms?: readonly string[];
  label: string;
  /** Search results: each closed question shows the part of its answer that matched. */
  preview?: boolean;
}

export function FaqAccordion({ faqs, terms = [], label, preview = false }: FaqAccordionProps) {
  const [params, setParams] = useSearchParams();
  const open = openQuestionIn(params);

  const select = (value: string[]) =>
    setParams((previous) => withOpenQuestion(previous, value[0] ?? null), {
      replace: true,
      preventScrollReset: true,
    });

  return (
    <Box
      as="section"
      aria-label={label}
      borderWidth="1px"
      rounded="l3"
      bg="bg.panel"
      overflow="hidden"
    >
      <Accordion.Root
        collapsible
        variant="plain"
        value={open ? [open] : []}
        onValueChange={(details) => select(details.value)}
      >
        {faqs.map((faq, index) => (
          <Accordion.Item
            key={faq.id}
            value={faq.id}
            borderTopWidth={index === 0 ? 0 : '1px'}
            id={`faq-${faq.id}`}
          >
            <Accordion.ItemTrigger
              px={{ base: 4, md: 5 }}
              py={4}
              cursor="pointer"
              fontWeight="medium"
              textAlign="start"
              rounded="none"
              _hover={{ bg: 'bg.muted' }}
              _focusVisible={{
                outline: '2px solid',
                outlineColor: 'brand.focusRing',
                outlineOffset: '-2px',
              }}
              _open={{ color: 'brand.fg' }}
            >
              <Box flex="1">
                <Highlight text={faq.question} terms={terms} />
                {preview && open !== faq.id && (
                  <Text
                    fontSize="sm"
                    fontWeight="normal"
                    color="fg.muted"
                    mt={1}
                    lineClamp={2}
                    aria-hidden
                  >
                    <Highlight text={excerpt(faq.answer, terms)} terms={terms} />
                  </Text>
                )}
              </Box>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody px={{ base: 4, md: 5 }} pt={0} pb={5}>
                <Text color="fg.muted" lineHeight="tall">
                  <Highlight text={faq.answer} terms={terms} />
                </Text>
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Box>
  );
}
