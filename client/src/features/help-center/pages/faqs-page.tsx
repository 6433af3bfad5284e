// The FAQs by category: the categories beside (above, on phones) the chosen one's
// questions as an accordion. The category (?category=) and the open question
// (?question=) live in the address.
import { Badge, Box, Button, Flex, Heading, Stack } from '@chakra-ui/react';
import QuestionMarkCircleIcon from '@heroicons/react/24/outline/QuestionMarkCircleIcon';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useRouteQuery } from '../../../apollo/route-query';
import { EmptyList } from '../../../components/page/empty-list';
import { LoadError } from '../../../components/page/load-error';
import { PageHeader } from '../../../components/page/page-header';
import { paths } from '../../../config/paths';
import { faqsQuery } from '../api/queries';
import { FaqAccordion } from '../components/faq-accordion';
import { NotFound } from '../components/not-found';
import { FaqsSkeleton } from '../components/skeletons';
import { SupportPrompt } from '../components/support-prompt';
import { faqCategoryIn, faqsLink } from '../url-state';

export function FaqsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('help-center.faqs.title')}
        description={t('help-center.faqs.subtitle')}
      />
      <Suspense fallback={<FaqsSkeleton />}>
        <Faqs />
      </Suspense>
      <SupportPrompt />
    </>
  );
}

function Faqs() {
  const { t } = useTranslation();
  const { data, error, refetch } = useRouteQuery(faqsQuery);
  const [params] = useSearchParams();
  if (!data)
    return <LoadError error={error ?? new Error(t('help-center.loadFailed'))} onRetry={refetch} />;

  const categories = data.helpCenterFaqCategories;
  const slug = faqCategoryIn(params);
  const current = slug ? categories.find((category) => category.slug === slug) : categories[0];

  if (categories.length === 0) {
    return (
      <EmptyList
        icon={<QuestionMarkCircleIcon />}
        title={t('help-center.faqs.empty.title')}
        description={t('help-center.faqs.empty.description')}
        action={
          <Button asChild size="sm" variant="outline">
            <RouterLink to={paths.helpCenterSupport}>
              {t('help-center.faqs.empty.action')}
            </RouterLink>
          </Button>
        }
      />
    );
  }

  return (
    <Flex gap={8} direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-start' }}>
      <Box as="nav" aria-label={t('help-center.faqs.categories')} w={{ md: '56' }} flexShrink={0}>
        <Flex as="ul" direction={{ base: 'row', md: 'column' }} gap={1} wrap="wrap">
          {categories.map((category) => {
            const active = category.id === current?.id;
            return (
              <Box as="li" key={category.id} listStyleType="none">
                <Flex
                  asChild
                  align="center"
                  justify="space-between"
                  gap={3}
                  px={3}
                  py={2}
                  rounded="l2"
                  fontSize="sm"
                  fontWeight="medium"
                  color={active ? 'brand.fg' : 'fg.muted'}
                  bg={active ? 'brand.subtle' : undefined}
                  borderWidth={{ base: '1px', md: 0 }}
                  borderColor={active ? 'brand.muted' : 'border'}
                  _hover={{
                    bg: active ? 'brand.subtle' : 'bg.muted',
                    color: active ? 'brand.fg' : 'fg',
                  }}
                  _focusVisible={{
                    outline: '2px solid',
                    outlineColor: 'brand.focusRing',
                    outlineOffset: '1px',
                  }}
                >
                  <RouterLink
                    to={faqsLink(category.slug)}
                    aria-current={active ? 'page' : undefined}
                  >
                    {category.title}
                    <Badge
                      size="sm"
                      variant={active ? 'solid' : 'subtle'}
                      colorPalette={active ? 'brand' : 'gray'}
                    >
                      {category.faqs.length}
                    </Badge>
                  </RouterLink>
                </Flex>
              </Box>
            );
          })}
        </Flex>
      </Box>
      <Box flex="1" minW={0}>
        {current ? (
          <Stack gap={4}>
            <Heading as="h2" size="lg">
              {current.title}
            </Heading>
            {current.faqs.length > 0 ? (
              <FaqAccordion faqs={current.faqs} label={current.title} />
            ) : (
              <EmptyList
                icon={<QuestionMarkCircleIcon />}
                title={t('help-center.faqs.emptyCategory.title')}
                description={t('help-center.faqs.emptyCategory.description')}
              />
            )}
          </Stack>
        ) : (
          <NotFound
            title={t('help-center.notFound.faqCategory.title', { slug })}
            description={t('help-center.notFound.faqCategory.description')}
            to={faqsLink()}
            action={t('help-center.notFound.faqCategory.action')}
          />
        )}
      </Box>
    </Flex>
  );
}
