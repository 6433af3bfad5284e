// The help center: FAQ categories with their FAQs, and guide categories with their
// guides. Read-only, so every per-category list is built once at construction; a request
// costs the categories it returns (and, for guides, the guides it lists).
import { BadInputError, NotFoundError } from '../../lib/errors';
import { requireText } from '../../lib/input';

export interface HelpCenterCategoryRecord {
  id: string;
  slug: string;
  title: string;
}

export interface HelpCenterFaqRecord {
  id: string;
  categoryId: string;
  question: string;
  answer: string;
}

/** A guide as lists show it: everything but the content. */
export interface HelpCenterGuideSummary {
  id: string;
  categoryId: string;
  slug: string;
  title: string;
  subtitle: string;
}

export interface HelpCenterGuideRecord extends HelpCenterGuideSummary {
  /** HTML. */
  content: string;
}

export interface HelpCenterSeed {
  faqCategories: HelpCenterCategoryRecord[];
  faqs: HelpCenterFaqRecord[];
  guideCategories: HelpCenterCategoryRecord[];
  guides: HelpCenterGuideRecord[];
}

export interface HelpCenterFaqCategory extends HelpCenterCategoryRecord {
  faqs: HelpCenterFaqRecord[];
}

/** A guide category as answers show it: lists hold summaries, the single-guide fetch a record. */
export interface HelpCenterGuideCategory<
  Guide = HelpCenterGuideSummary,
> extends HelpCenterCategoryRecord {
  totalGuides: number;
  visibleGuides: number;
  guides: Guide[];
}

/** Guides per category in the overview when the client names no limit. */
export const DEFAULT_GUIDE_LIMIT = 5;

interface GuideCategoryEntry {
  category: HelpCenterCategoryRecord;
  /** Summaries, in seed order. */
  guides: HelpCenterGuideSummary[];
  guideBySlug: Map<string, HelpCenterGuideRecord>;
}

export class HelpCenterStore {
  private readonly faqCategoryList: HelpCenterFaqCategory[];
  private readonly faqCategoryBySlug: Map<string, HelpCenterFaqCategory>;
  private readonly guideEntries: GuideCategoryEntry[];
  private readonly guideEntryBySlug: Map<string, GuideCategoryEntry>;

  constructor(seed: HelpCenterSeed) {
    const { faqCategories, faqs, guideCategories, guides } = structuredClone(seed);

    this.faqCategoryList = faqCategories.map((category) => ({ ...category, faqs: [] }));
    this.faqCategoryBySlug = uniqueIndex(this.faqCategoryList, (category) => category.slug);
    const faqCategoryById = uniqueIndex(this.faqCategoryList, (category) => category.id);
    for (const faq of faqs) {
      const category = faqCategoryById.get(faq.categoryId);
      if (!category) throw new Error(`Help center seed: FAQ "${faq.id}" has no category`);
      category.faqs.push(faq);
    }

    this.guideEntries = guideCategories.map((category) => ({
      category,
      guides: [],
      guideBySlug: new Map(),
    }));
    this.guideEntryBySlug = uniqueIndex(this.guideEntries, (entry) => entry.category.slug);
    const entryById = uniqueIndex(this.guideEntries, (entry) => entry.category.id);
    for (const guide of guides) {
      const entry = entryById.get(guide.categoryId);
      if (!entry) throw new Error(`Help center seed: guide "${guide.id}" has no category`);
      if (entry.guideBySlug.has(guide.slug)) {
        throw new Error(`Help center seed: guide slug "${guide.slug}" twice in a category`);
      }
      entry.guideBySlug.set(guide.slug, guide);
      const { id, categoryId, slug, title, subtitle } = guide;
      entry.guides.push({ id, categoryId, slug, title, subtitle });
    }
  }

  /** Every FAQ category with its FAQs, or (with a slug) a list holding just that one. */
  faqCategories(slug?: string | null): HelpCenterFaqCategory[] {
    if (!slug) return this.faqCategoryList;
    const category = this.faqCategoryBySlug.get(slug);
    if (!category) throw new NotFoundError('FAQ category', slug);
    return [category];
  }

  /**
   * Without a slug, every guide category with its first `limit` guides; with one, a
   * list holding that category with all its guides. Guides come without content.
   */
  guideCategories(slug?: string | null, limit?: number | null): HelpCenterGuideCategory[] {
    const perCategory = checkedLimit(limit);
    if (!slug) {
      return this.guideEntries.map((entry) => ({
        ...entry.category,
        totalGuides: entry.guides.length,
        visibleGuides: perCategory,
        guides: entry.guides.slice(0, perCategory),
      }));
    }
    const entry = this.guideEntry(slug);
    return [
      {
        ...entry.category,
        totalGuides: entry.guides.length,
        visibleGuides: entry.guides.length,
        guides: entry.guides,
      },
    ];
  }

  /** The category holding just the one guide, with its content. */
  guide(categorySlug: string, guideSlug: string): HelpCenterGuideCategory<HelpCenterGuideRecord> {
    requireText(categorySlug, 'categorySlug');
    requireText(guideSlug, 'guideSlug');
    const entry = this.guideEntry(categorySlug);
    const guide = entry.guideBySlug.get(guideSlug);
    if (!guide) throw new NotFoundError('Guide', `${categorySlug}/${guideSlug}`);
    return {
      ...entry.category,
      totalGuides: entry.guides.length,
      visibleGuides: 1,
      guides: [guide],
    };
  }

  private guideEntry(slug: string): GuideCategoryEntry {
    const entry = this.guideEntryBySlug.get(slug);
    if (!entry) throw new NotFoundError('Guide category', slug);
    return entry;
  }
}

function checkedLimit(limit: number | null | undefined): number {
  if (limit == null) return DEFAULT_GUIDE_LIMIT;
  if (!Number.isInteger(limit) || limit < 1) {
    throw new BadInputError(`"limit" must be a positive whole number; got ${limit}.`);
  }
  return limit;
}

/** A map by key; a key seen twice is a broken seed. */
function uniqueIndex<T>(items: readonly T[], key: (item: T) => string): Map<string, T> {
  const index = new Map<string, T>();
  for (const item of items) {
    if (index.has(key(item))) throw new Error(`Help center seed: "${key(item)}" twice`);
    index.set(key(item), item);
  }
  return index;
}
