// The guides as the app loads them: a translation has the English guide's sections under
// the same ids, so a section's address opens that section in every language, and every
// link between or within guides lands on a guide and a heading that exist.
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../config/storage';
import { GUIDES, guideLanguage, isGuide, loadGuide, type GuideSlug } from './content';
import { renderMarkdown } from './markdown';

const render = async (slug: GuideSlug, language: string) =>
  renderMarkdown(await loadGuide(slug, guideLanguage(slug, language)), 'Link');

const ids = (html: string) => [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);

const translations = LANGUAGES.filter(({ id }) => id !== DEFAULT_LANGUAGE).flatMap(({ id }) =>
  GUIDES.filter((slug) => guideLanguage(slug, id) === id).map(
    (slug) => [id, slug] as [Language, GuideSlug],
  ),
);

describe('guide translations', () => {
  it.each(translations)(
    '%s/%s has the English sections, in order, under their ids',
    async (language, slug) => {
      const english = await render(slug, DEFAULT_LANGUAGE);
      const translated = await render(slug, language);
      const outline = (doc: typeof english) => doc.headings.map(({ id, depth }) => ({ id, depth }));
      expect(outline(translated)).toEqual(outline(english));
      expect(translated.title).not.toBe(english.title);
    },
  );
});

describe('links in the guides', () => {
  it.each(LANGUAGES.map(({ id }) => id))(
    'land on a guide and section that exist in %s',
    async (language) => {
      const broken: string[] = [];
      for (const slug of GUIDES) {
        const { html } = await render(slug, language);
        for (const [, href] of html.matchAll(/href="(\/docs\/guides\/[^"]*|#[^"]*)"/g)) {
          // /docs/guides/<guide>[/<section>][#<section>], or #<section> in this guide.
          const [path, hash] = href!.split('#');
          const [target = slug, section = hash] = path
            ? path.slice('/docs/guides/'.length).split('/')
            : [];
          const found =
            isGuide(target) &&
            (!section || ids((await render(target, language)).html).includes(section));
          if (!found) broken.push(`${slug}: ${href}`);
        }
      }
      expect(broken).toEqual([]);
    },
  );
});
