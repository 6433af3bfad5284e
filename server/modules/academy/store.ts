// The academy: categories and courses with their steps. Categories are sorted once at
// construction; the only write is the user's progress in a course (the step they are
// on, how many times they finished it), which replaces the course record.
import { Table, type Kinds, type Loadable } from '../../data/table';
import { BadInputError, NotFoundError } from '../../lib/errors';
import { requireText } from '../../lib/input';

export interface AcademyCategoryRecord {
  id: string;
  title: string;
  slug: string;
}

export interface AcademyCourseStepRecord {
  id: string;
  /** 0 for the first step. */
  order: number;
  title: string;
  subtitle: string;
  /** HTML. */
  content: string;
}

export interface AcademyCourseRecord {
  id: string;
  title: string;
  slug: string;
  description: string;
  /** The category's slug. */
  category: string;
  /** Minutes. */
  duration: number;
  totalSteps: number;
  /** ISO date-time. */
  updatedAt: string;
  featured: boolean;
  progress: { currentStep: number; completed: number };
  steps: AcademyCourseStepRecord[];
}

export interface AcademySeed {
  categories: AcademyCategoryRecord[];
  courses: AcademyCourseRecord[];
}

const byTitle = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

export class AcademyStore {
  /** Sorted by title. */
  private readonly categoryTable: Table<AcademyCategoryRecord>;
  /** In catalogue (seed) order. */
  private readonly courseTable: Table<AcademyCourseRecord>;

  constructor(seed: Loadable<AcademySeed>) {
    // Categories never change: a seed's are sorted once, a loaded table is kept sorted.
    const { categories } = seed;
    this.categoryTable = Table.of(
      'categories',
      categories instanceof Table
        ? categories
        : [...categories].sort((a, b) => byTitle.compare(a.title, b.title)),
    );
    this.courseTable = Table.of('courses', seed.courses);
    const slugs = new Set(this.categoryTable.list().map((category) => category.slug));
    for (const course of this.courseTable) checkCourse(course, slugs);
  }

  tables(): Kinds {
    return { categories: this.categoryTable, courses: this.courseTable };
  }

  /** Sorted by title: the table's own array (read it, never change it). */
  categories(): readonly AcademyCategoryRecord[] {
    return this.categoryTable.list();
  }

  /** In catalogue (seed) order: the table's own array (read it, never change it). */
  courses(): readonly AcademyCourseRecord[] {
    return this.courseTable.list();
  }

  /** The course with its steps; null for an unknown id. A blank id is the client's mistake. */
  course(id: string): AcademyCourseRecord | null {
    requireText(id, 'id');
    return this.courseTable.get(id) ?? null;
  }

  /**
   * Moves the user to step `currentStep` (a step's order) of course `id`; `totalSteps`
   * means the last step is done: one more completion, and the course starts again at
   * step 0. Checked before anything changes.
   */
  updateProgress(id: string, currentStep: number): AcademyCourseRecord {
    const course = this.course(id);
    if (!course) throw new NotFoundError('Course', id);
    if (!Number.isInteger(currentStep) || currentStep < 0 || currentStep > course.totalSteps) {
      throw new BadInputError(
        `"currentStep" must be a whole number from 0 to ${course.totalSteps} (the course's totalSteps, which finishes it).`,
      );
    }
    const progress =
      currentStep === course.totalSteps
        ? { currentStep: 0, completed: course.progress.completed + 1 }
        : { ...course.progress, currentStep };
    return this.courseTable.replace({ ...course, progress });
  }
}

/** Seed invariants the client relies on; a broken seed is a bug, so it fails at start. */
function checkCourse(course: AcademyCourseRecord, categorySlugs: Set<string>): void {
  const problem = (text: string) => new Error(`Academy seed: course "${course.id}" ${text}`);
  if (!categorySlugs.has(course.category)) throw problem(`has unknown category ${course.category}`);
  if (course.steps.length !== course.totalSteps) throw problem('has totalSteps ≠ its steps');
  course.steps.forEach((step, index) => {
    if (step.order !== index) throw problem(`has step ${step.id} out of order`);
  });
  const { currentStep, completed } = course.progress;
  if (currentStep < 0 || currentStep >= course.totalSteps || completed < 0) {
    throw problem('has progress outside its steps');
  }
}
