// The help center: FAQ categories with their FAQs, and guide categories with their
// guides, read-only, so every per-category list is built once (again only if their
// tables change); a request costs the categories it returns (and, for guides, the
// guides it lists). And the support requests users send from the help center's form.
import { randomUUID } from 'node:crypto';
import { Table, type Kinds, type Loadable, type TableSeed } from '../../data/table';
import { BadInputError, NotFoundError } from '../../lib/errors';
import { GroupIndex } from '../../lib/group-index';
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
  /** Summaries, in table order. */
  guides: HelpCenterGuideSummary[];
  guideBySlug: Map<string, HelpCenterGuideRecord>;
}

/** The seed, or the tables loaded: the fixtures hold no support requests. */
type HelpCenterLoadable = Loadable<Omit<HelpCenterSeed, 'supportRequests'>> & {
  supportRequests?: TableSeed<HelpCenterSupportRequestRecord>;
};

/** What the FAQ and guide reads answer, built from their tables. */
interface Catalog {
  faqCategories: HelpCenterFaqCategory[];
  faqCategoryBySlug: Map<string, HelpCenterFaqCategory>;
  guideEntries: GuideCategoryEntry[];
  guideEntryBySlug: Map<string, GuideCategoryEntry>;
}

export class HelpCenterStore {
  private readonly faqCategoryTable: Table<HelpCenterCategoryRecord>;
  private readonly faqTable: Table<HelpCenterFaqRecord>;
  private readonly guideCategoryTable: Table<HelpCenterCategoryRecord>;
  private readonly guideTable: Table<HelpCenterGuideRecord>;
  /** Support requests, oldest first. */
  private readonly supportRequests: Table<HelpCenterSupportRequestRecord>;
  private readonly requestsByUser: GroupIndex<HelpCenterSupportRequestRecord>;
  /**
   * The FAQs and guides as reads answer them. The API never writes them, so this is
   * built whole, and dropped when a table of theirs changes (loaded or changed elsewhere).
   */
  private catalog: Catalog | null;

  constructor(seed: HelpCenterLoadable) {
    this.faqCategoryTable = Table.of('faqCategories', seed.faqCategories);
    this.faqTable = Table.of('faqs', seed.faqs);
    this.guideCategoryTable = Table.of('guideCategories', seed.guideCategories);
    this.guideTable = Table.of('guides', seed.guides);
    this.supportRequests = Table.of('supportRequests', seed.supportRequests ?? []);
    this.requestsByUser = new GroupIndex(this.supportRequests, (request) => [request.userId]);
    // Built now, so that a broken seed is refused at once.
    this.catalog = this.built();
    const drop = () => (this.catalog = null);
    const watcher = { added: drop, removed: drop, replaced: drop };
    this.faqCategoryTable.watch(watcher);
    this.faqTable.watch(watcher);
    this.guideCategoryTable.watch(watcher);
    this.guideTable.watch(watcher);
  }

  tables(): Kinds {
    return {
      faqCategories: this.faqCategoryTable,
      faqs: this.faqTable,
      guideCategories: this.guideCategoryTable,
      guides: this.guideTable,
      supportRequests: this.supportRequests,
    };
  }

  /** Every FAQ category with its FAQs, or (with a slug) a list holding just that one. */
  faqCategories(slug?: string | null): HelpCenterFaqCategory[] {
    const { faqCategories, faqCategoryBySlug } = this.read();
    if (!slug) return faqCategories;
    const category = faqCategoryBySlug.get(slug);
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
      return this.read().guideEntries.map((entry) => ({
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

  /** `userId`'s support requests, newest first: by the table's order, which an undo restores. */
  supportRequestsOf(userId: string): HelpCenterSupportRequestRecord[] {
    return this.requestsByUser
      .of(userId)
      .map((id) => ({ at: this.supportRequests.indexOf(id), id }))
      .sort((a, b) => b.at - a.at)
      .map(({ id }) => this.supportRequests.get(id)!);
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
    return this.supportRequests.insert(request);
  }

  private guideEntry(slug: string): GuideCategoryEntry {
    const entry = this.read().guideEntryBySlug.get(slug);
    if (!entry) throw new NotFoundError('Guide category', slug);
    return entry;
  }

  private read(): Catalog {
    return (this.catalog ??= this.built());
  }

  /** The catalog from the tables: FAQs and guides by category, in table order. */
  private built(): Catalog {
    const faqCategories = this.faqCategoryTable
      .list()
      .map((category): HelpCenterFaqCategory => ({ ...category, faqs: [] }));
    const faqCategoryBySlug = uniqueIndex(faqCategories, (category) => category.slug);
    const faqCategoryById = uniqueIndex(faqCategories, (category) => category.id);
    for (const faq of this.faqTable) {
      const category = faqCategoryById.get(faq.categoryId);
      if (!category) throw new Error(`Help center seed: FAQ "${faq.id}" has no category`);
      category.faqs.push(faq);
    }

    const guideEntries = this.guideCategoryTable
      .list()
      .map((category): GuideCategoryEntry => ({ category, guides: [], guideBySlug: new Map() }));
    const guideEntryBySlug = uniqueIndex(guideEntries, (entry) => entry.category.slug);
    const entryById = uniqueIndex(guideEntries, (entry) => entry.category.id);
    for (const guide of this.guideTable) {
      const entry = entryById.get(guide.categoryId);
      if (!entry) throw new Error(`Help center seed: guide "${guide.id}" has no category`);
      if (entry.guideBySlug.has(guide.slug)) {
        throw new Error(`Help center seed: guide slug "${guide.slug}" twice in a category`);
      }
      entry.guideBySlug.set(guide.slug, guide);
      const { id, categoryId, slug, title, subtitle } = guide;
      entry.guides.push({ id, categoryId, slug, title, subtitle });
    }
    return { faqCategories, faqCategoryBySlug, guideEntries, guideEntryBySlug };
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
