// A course's steps as a list of links (?step=n): done ones ticked, the open one marked
// (aria-current), the one where the learner stands numbered in the brand colour.
import { Box, Circle, Flex, Text } from '@chakra-ui/react';
import CheckIcon from '@heroicons/react/20/solid/CheckIcon';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { withStep } from '../url-state';

interface Step {
  id: string;
  order: number;
  title: string;
  subtitle: string;
}

interface StepListProps {
  steps: readonly Step[];
  /** The step shown. */
  open: number;
  /** Steps before this one are done (the saved progress). */
  done: number;
}

export function StepList({ steps, open, done }: StepListProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { state } = useLocation();
  return (
    <Box as="nav" aria-label={t('academy.stepList')}>
      <Box as="ol" listStyleType="none" m={0} p={0}>
        {steps.map((step, index) => {
          const current = index === open;
          const isDone = index < done;
          return (
            <Box as="li" key={step.id} position="relative">
              {index < steps.length - 1 && (
                <Box
                  aria-hidden
                  position="absolute"
                  insetStart="1.625rem"
                  top="2.75rem"
                  bottom="-0.25rem"
                  w="2px"
                  bg={isDone ? 'brand.solid' : 'border'}
                />
              )}
              <Flex
                asChild
                gap={3}
                px={3}
                py={2.5}
                rounded="l2"
                align="flex-start"
                bg={current ? 'brand.subtle' : undefined}
                _hover={{ bg: current ? 'brand.subtle' : 'bg.muted' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
              >
                <RouterLink
                  to={withStep(params, index)}
                  state={state}
                  aria-current={current ? 'step' : undefined}
                >
                  <Circle
                    size="7"
                    flexShrink={0}
                    fontSize="xs"
                    fontWeight="semibold"
                    borderWidth="2px"
                    borderColor={isDone || current ? 'brand.solid' : 'border.emphasized'}
                    bg={isDone ? 'brand.solid' : 'bg.panel'}
                    color={isDone ? 'brand.contrast' : current ? 'brand.fg' : 'fg.muted'}
                  >
                    {isDone ? <CheckIcon width={14} aria-hidden /> : index + 1}
                  </Circle>
                  <Box minW={0}>
                    <Text
                      fontSize="sm"
                      fontWeight={current ? 'semibold' : 'medium'}
                      color={current ? 'brand.fg' : 'fg'}
                      lineClamp={2}
                    >
                      {step.title}
                    </Text>
                    <Text fontSize="xs" color={current ? 'fg' : 'fg.muted'} lineClamp={1}>
                      {step.subtitle}
                    </Text>
                    {isDone && <Text srOnly>{t('academy.stepDone')}</Text>}
                  </Box>
                </RouterLink>
              </Flex>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
