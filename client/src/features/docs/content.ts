// The docs' content: the guides (docs/guides/*.md) and the changelog (CHANGELOG.md) of
// this repository, each loaded as text only when first shown, so they sit in the docs'
// own chunks. The guides' order and their titles in the navigation are here (the
// titles translated in the `docs` namespace); their text is English.

/** The guides in the navigation's order; each is docs/guides/<slug>.md. */
export const GUIDES = [
  'getting-started',
  'signing-in',
  'explorer-and-sandbox',
  'rest-adapter',
  'real-endpoint',
] as const;
export type GuideSlug = (typeof GUIDES)[number];

const GUIDE_FILES = import.meta.glob<string>('../../../../docs/guides/*.md', {
  query: '?raw',
  import: 'default',
});

function isGuide(slug: string): slug is GuideSlug {
  return (GUIDES as readonly string[]).includes(slug);
}

const loaded = new Map<string, Promise<string>>();

function once(key: string, load: () => Promise<string>): Promise<string> {
  let promise = loaded.get(key);
  if (!promise) {
    promise = load();
    // A failed load is asked again next time.
    promise.catch(() => loaded.delete(key));
    loaded.set(key, promise);
  }
  return promise;
}

/** A guide's Markdown, or null when no guide has that slug. */
export function loadGuide(slug: string): Promise<string> | null {
  if (!isGuide(slug)) return null;
  const file = GUIDE_FILES[`../../../../docs/guides/${slug}.md`];
  return file ? once(slug, file) : null;
}

/** The changelog's Markdown. */
export function loadChangelog(): Promise<string> {
  return once('CHANGELOG', async () => (await import('../../../../CHANGELOG.md?raw')).default);
}
