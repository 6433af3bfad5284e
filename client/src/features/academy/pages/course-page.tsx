// One course: its details and progress, the open step (?step=, else the furthest step
// the learner reached) with previous and next, and the list of steps. Moving on saves the
// step (optimistic), so the learner resumes there; Finish on the last step counts the
// course as completed and goes back to the catalogue.
import { Box, Button, Grid, Heading, Image, Text } from '@chakra-ui/react';
import AcademicCapIcon from '@heroicons/react/24/outline/AcademicCapIcon';
import ArrowLeftIcon from '@heroicons/react/20/solid/ArrowLeftIcon';
import ArrowRightIcon from '@heroicons/react/20/solid/ArrowRightIcon';
import CheckIcon from '@heroicons/react/20/solid/CheckIcon';
import { Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useRouteQuery } from '../../../apollo/route-query';
import { EmptyList } from '../../../components/page/empty-list';
import { LoadError } from '../../../components/page/load-error';
import { useToasts } from '../../../components/page/toasts';
import { Card } from '../../../components/ui/card';
import { SanitizedHtml } from '../../../components/ui/sanitized-html';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { paths } from '../../../config/paths';
import type { AcademyCoursePageQuery } from '../../../gql/graphql';
import { courseQuery } from '../api/queries';
import { useUpdateCourseProgress } from '../api/use-update-course-progress';
import { courseImage } from '../category-palette';
import { CategoryBadge } from '../components/category-badge';
import { CourseMeta } from '../components/course-meta';
import { CourseProgress } from '../components/course-progress';
import { CourseSkeleton } from '../components/course-skeleton';
import { StepList } from '../components/step-list';
import { COURSE_GRID_AREAS } from '../course-layout';
import { isFinished } from '../progress';
import { readStepIndex, withStep } from '../url-state';

type Course = NonNullable<AcademyCoursePageQuery['academyCourse']>;

/** The catalogue's address as the learner left it (the cards pass their search along). */
function useListLink() {
  const { state } = useLocation() as { state: { listSearch?: string } | null };
  return paths.academy + (state?.listSearch ?? '');
}

export function CoursePage() {
  return (
    <Box maxW="7xl" mx="auto">
      <Suspense fallback={<CourseSkeleton />}>
        <CourseView />
      </Suspense>
    </Box>
  );
}

function BackLink() {
  const { t } = useTranslation();
  const listLink = useListLink();
  return (
    <Button asChild size="sm" variant="ghost" mb={4} ms={-2} color="fg.muted">
      <RouterLink to={listLink}>
        <ArrowLeftIcon width={16} aria-hidden />
        {t('academy.backToCourses')}
      </RouterLink>
    </Button>
  );
}

function CourseView() {
  const { t } = useTranslation();
  const { data, error, refetch } = useRouteQuery(courseQuery);

  if (!data || (data.academyCourse === undefined && error)) {
    return (
      <>
        <BackLink />
        <LoadError error={error ?? new Error(t('academy.loadFailed'))} onRetry={refetch} />
      </>
    );
  }
  if (!data.academyCourse) return <CourseNotFound />;
  return <CourseSteps course={data.academyCourse} categories={data.academyCategories ?? []} />;
}

function CourseNotFound() {
  const { t } = useTranslation();
  const listLink = useListLink();
  useDocumentTitle(t('academy.notFound.title'));
  return (
    <EmptyList
      icon={<AcademicCapIcon />}
      title={t('academy.notFound.title')}
      description={t('academy.notFound.description')}
      action={
        <Button asChild size="sm" variant="outline">
          <RouterLink to={listLink}>{t('academy.backToCourses')}</RouterLink>
        </Button>
      }
    />
  );
}

function CourseSteps({
  course,
  categories,
}: {
  course: Course;
  categories: AcademyCoursePageQuery['academyCategories'];
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const listLink = useListLink();
  const save = useUpdateCourseProgress();
  const toasts = useToasts();
  const [finishing, setFinishing] = useState(false);
  useDocumentTitle(course.title);

  const total = course.steps.length;
  const index = readStepIndex(params, total, course.progress.currentStep);
  const step = course.steps[index];
  const last = index === total - 1;

  // The learner moved (a link, previous or next, back or forward): a step past the one
  // saved is saved, once per step shown, so they resume at the furthest step they reached.
  // Going back to review a step saves nothing, and neither does reviewing a finished
  // course: neither loses progress nor a completion. A refusal rolls the progress back and
  // says so; the step stays.
  const saveStep = useEffectEvent((shown: number) => {
    if (isFinished(course) || shown <= course.progress.currentStep) return;
    save(course, shown).catch((error: unknown) => toasts.failed(t('academy.saveFailed'), error));
  });
  const savedKey = useRef(`${course.id}:${course.progress.currentStep}`);
  useEffect(() => {
    const key = `${course.id}:${index}`;
    if (savedKey.current === key) return;
    savedKey.current = key;
    saveStep(index);
  }, [course.id, index]);

  // A new step starts at its top, its heading focused for keyboard and screen readers.
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [index]);

  const finish = async () => {
    setFinishing(true);
    try {
      await save(course, total);
      toasts.done(
        t('academy.finished.title'),
        t('academy.finished.description', { title: course.title }),
      );
      await navigate(listLink);
    } catch (error) {
      toasts.failed(t('academy.saveFailed'), error);
    } finally {
      setFinishing(false);
    }
  };

  if (!step) return <CourseNotFound />;

  return (
    <>
      <BackLink />
      <Grid {...COURSE_GRID_AREAS}>
        <Card.Root gridArea="info" variant="outline" bg="bg.panel" overflow="hidden">
          <Box position="relative" h="28" bg="bg.muted">
            <Image src={courseImage(course.slug)} alt="" w="full" h="full" objectFit="cover" />
            <Box position="absolute" top={3} insetStart={3} insetEnd={3}>
              <CategoryBadge categories={categories} slug={course.category} />
            </Box>
          </Box>
          <Card.Body p={5} gap={3}>
            <Heading as="h1" size="lg" lineHeight="short">
              {course.title}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {course.description}
            </Text>
            <CourseMeta duration={course.duration} totalSteps={course.totalSteps} />
            <Box pt={2}>
              <CourseProgress course={course} />
            </Box>
          </Card.Body>
        </Card.Root>

        <Card.Root gridArea="steps" variant="outline" bg="bg.panel">
          <Card.Body p={2}>
            <Text
              px={3}
              pt={2}
              pb={1}
              fontSize="xs"
              fontWeight="semibold"
              textTransform="uppercase"
              letterSpacing="wider"
              color="fg.muted"
            >
              {t('academy.stepList')}
            </Text>
            <StepList
              steps={course.steps}
              open={index}
              done={isFinished(course) ? total : course.progress.currentStep}
            />
          </Card.Body>
        </Card.Root>

        <Card.Root
          gridArea="content"
          variant="outline"
          bg="bg.panel"
          as="article"
          aria-labelledby="academy-step-title"
        >
          <Card.Body p={{ base: 5, md: 8 }} gap={0}>
            <Text
              fontSize="xs"
              fontWeight="semibold"
              textTransform="uppercase"
              letterSpacing="wider"
              color="brand.fg"
              mb={2}
            >
              {t('academy.stepOf', { step: index + 1, total })}
            </Text>
            <Heading
              as="h2"
              id="academy-step-title"
              ref={heading}
              tabIndex={-1}
              size="2xl"
              lineHeight="short"
              scrollMarginTop="24"
              _focusVisible={{ outline: 'none' }}
            >
              {step.title}
            </Heading>
            <Text color="fg.muted" mt={1.5} mb={6}>
              {step.subtitle}
            </Text>
            <SanitizedHtml
              html={step.content}
              lineHeight="tall"
              maxW="3xl"
              css={{
                // The content repeats the step's title as its first heading: shown above.
                '& > h2:first-child': { display: 'none' },
                '& h2, & h3': { fontWeight: 'semibold', fontSize: 'lg', mt: 6, mb: 2 },
                '& p': { mb: 4 },
                '& ul, & ol': { ps: 6, mb: 4 },
                '& ul': { listStyleType: 'disc' },
                '& ol': { listStyleType: 'decimal' },
                '& li': { mb: 1.5, ps: 1 },
                '& li::marker': { color: 'brand.fg' },
                '& > :last-child': { mb: 0 },
                '& a': { color: 'brand.fg', textDecoration: 'underline' },
              }}
            />
          </Card.Body>
          <Card.Footer
            p={{ base: 4, md: 6 }}
            px={{ md: 8 }}
            borderTopWidth="1px"
            justifyContent="space-between"
            gap={3}
          >
            {index > 0 ? (
              <Button asChild variant="outline" size={{ base: 'sm', md: 'md' }}>
                <RouterLink to={withStep(params, index - 1)} state={location.state}>
                  <ArrowLeftIcon width={16} aria-hidden />
                  {t('academy.previous')}
                </RouterLink>
              </Button>
            ) : (
              <span />
            )}
            {last ? (
              <Button
                // The brand's solid, as Next: green's solid carries white text at 3.3:1.
                colorPalette="brand"
                size={{ base: 'sm', md: 'md' }}
                loading={finishing}
                onClick={() => void finish()}
              >
                <CheckIcon width={16} aria-hidden />
                {t('academy.finish')}
              </Button>
            ) : (
              <Button asChild colorPalette="brand" size={{ base: 'sm', md: 'md' }}>
                <RouterLink to={withStep(params, index + 1)} state={location.state}>
                  {t('academy.next')}
                  <ArrowRightIcon width={16} aria-hidden />
                </RouterLink>
              </Button>
            )}
          </Card.Footer>
        </Card.Root>
      </Grid>
    </>
  );
}
