// The help center: FAQ categories with their FAQs, and guide categories with their
// guides, read-only, so every per-category list is built once at construction; a request
// costs the categories it returns (and, for guides, the guides it lists). And the support
// requests users send from the help center's form, kept in memory.
import { randomUUID } from 'node:crypto';
import { BadInputError, NotFoundError } from '../../lib/errors';
import { requireEmail, requireText } from '../../lib/input';
import { SUPPORT_LIMITS } from '../../../shared/limits';

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
  /** Oldest first; none in the fixtures. */
  supportRequests?: HelpCenterSupportRequestRecord[];
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

/** A support request as sent from the help center's form (before the store's checks). */
export interface HelpCenterSupportRequestInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface HelpCenterSupportRequestRecord extends HelpCenterSupportRequestInput {
  id: string;
  /** The signed-in user who sent it; lists show each user their own. */
  userId: string;
  /** ISO instant. */
  createdAt: string;
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
  /** Support requests, oldest first. */
  private readonly supportRequests: HelpCenterSupportRequestRecord[];

  constructor(seed: HelpCenterSeed) {
    const { faqCategories, faqs, guideCategories, guides, supportRequests } = structuredClone(seed);
    this.supportRequests = supportRequests ?? [];

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

  /** The FAQs, guides and support requests as the constructor's seed takes them. */
  state(): Required<HelpCenterSeed> {
    return {
      faqCategories: this.faqCategoryList.map(({ id, slug, title }) => ({ id, slug, title })),
      faqs: this.faqCategoryList.flatMap((category) => category.faqs),
      guideCategories: this.guideEntries.map((entry) => entry.category),
      guides: this.guideEntries.flatMap((entry) => [...entry.guideBySlug.values()]),
      supportRequests: this.supportRequests,
    };
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

  /** `userId`'s support requests, newest first. */
  supportRequestsOf(userId: string): HelpCenterSupportRequestRecord[] {
    return this.supportRequests.filter((request) => request.userId === userId).reverse();
  }

  /** Checks and stores a support request from `userId`; nothing is stored when a check fails. */
  sendSupportRequest(
    userId: string,
    input: HelpCenterSupportRequestInput,
    now = new Date(),
  ): HelpCenterSupportRequestRecord {
    const name = boundedText(input.name, 'name', 1, SUPPORT_LIMITS.name);
    const email = requireEmail(input.email, 'email');
    const subject = boundedText(input.subject, 'subject', 1, SUPPORT_LIMITS.subject);
    const message = boundedText(
      input.message,
      'message',
      SUPPORT_LIMITS.messageMin,
      SUPPORT_LIMITS.message,
    );
    const request: HelpCenterSupportRequestRecord = {
      id: randomUUID(),
      userId,
      name,
      email,
      subject,
      message,
      createdAt: now.toISOString(),
    };
    this.supportRequests.push(request);
    return request;
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

/** Trimmed text of `min` to `max` characters; blank text is missing whatever `min` says. */
function boundedText(value: string, field: string, min: number, max: number): string {
  const text = requireText(value, field).trim();
  if (text.length < min || text.length > max) {
    throw new BadInputError(
      min > 1
        ? `"${field}" must have from ${min} to ${max} characters; it has ${text.length}.`
        : `"${field}" must have at most ${max} characters; it has ${text.length}.`,
    );
  }
  return text;
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
