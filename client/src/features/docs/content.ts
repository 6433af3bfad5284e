// The docs' content: the guides (docs/guides/*.md) and the changelog (CHANGELOG.md) of
// this repository, each loaded as text only when first shown, so they sit in the docs'
// own chunks. The guides' order and their titles in the navigation are here (the
// titles translated in the `docs` namespace). A guide is written in English
// (docs/guides/<slug>.md) and translated beside it (docs/guides/<language>/<slug>.md);
// the changelog stays in English, as the project's record.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../config/storage';

/** The guides in the navigation's order; each is docs/guides/<slug>.md. */
export const GUIDES = [
  'getting-started',
  'signing-in',
  'explorer-and-sandbox',
  'rest-adapter',
  'real-endpoint',
] as const;
export type GuideSlug = (typeof GUIDES)[number];

const FOLDER = '../../../../docs/guides/';
const GUIDE_FILES = import.meta.glob<string>('../../../../docs/guides/**/*.md', {
  query: '?raw',
  import: 'default',
});

const guideFile = (slug: GuideSlug, language: Language) =>
  `${FOLDER}${language === DEFAULT_LANGUAGE ? '' : `${language}/`}${slug}.md`;

export function isGuide(slug: string): slug is GuideSlug {
  return (GUIDES as readonly string[]).includes(slug);
}

/** The language a guide shows in: the interface's when the guide has it, else English. */
export function guideLanguage(slug: GuideSlug, language: string): Language {
  const wanted = LANGUAGES.find((option) => option.id === language)?.id ?? DEFAULT_LANGUAGE;
  return GUIDE_FILES[guideFile(slug, wanted)] ? wanted : DEFAULT_LANGUAGE;
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

/** A guide's Markdown in a language it has (`guideLanguage`). */
export function loadGuide(slug: GuideSlug, language: Language): Promise<string> {
  const file = guideFile(slug, language);
  return once(file, GUIDE_FILES[file]!);
}

/** The changelog's Markdown. */
export function loadChangelog(): Promise<string> {
  return once('CHANGELOG', async () => (await import('../../../../CHANGELOG.md?raw')).default);
}
