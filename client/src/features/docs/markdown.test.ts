import { describe, expect, it } from 'vitest';
import { renderMarkdown, slugify } from './markdown';

describe('renderMarkdown', () => {
  it('gives headings ids, anchors below the title, and lists h2/h3 for the contents', () => {
    const doc = renderMarkdown(
      '# The `REST` adapter\n\n## Calling a route\n\n### Notes\n\n## Calling a route\n\n#### Deep\n',
      'Link to this section',
    );
    expect(doc.title).toBe('The REST adapter');
    expect(doc.html).toContain('<h1 id="the-rest-adapter">');
    expect(doc.headings).toEqual([
      { id: 'calling-a-route', text: 'Calling a route', depth: 2 },
      { id: 'notes', text: 'Notes', depth: 3 },
      { id: 'calling-a-route-2', text: 'Calling a route', depth: 2 },
    ]);
    expect(doc.html).toContain(
      '<a class="doc-anchor" href="#calling-a-route" aria-label="Link to this section: Calling a route">#</a>',
    );
  });

  it('wraps tables in a box of their own and keeps code blocks with their language', () => {
    const { html } = renderMarkdown(
      '| a | b |\n| - | - |\n| 1 | `2` |\n\n```sh\nnpm start\n```\n',
      'x',
    );
    expect(html).toContain('<div class="doc-table"><table><thead><tr><th>a</th><th>b</th>');
    expect(html).toContain('<td><code>2</code></td>');
    expect(html).toContain('<pre><code class="language-sh">npm start');
  });

  it('takes a heading id written after it, so a translation keeps the sections addresses', () => {
    const doc = renderMarkdown('# Primeros pasos\n\n## La `API` {#introduction}\n', 'Enlace');
    expect(doc.headings).toEqual([{ id: 'introduction', text: 'La API', depth: 2 }]);
    expect(doc.html).toContain('<h2 id="introduction">La <code>API</code><a class="doc-anchor"');
    expect(doc.html).not.toContain('{#');
  });

  it('escapes a heading text that would break out of its attribute', () => {
    const { html } = renderMarkdown('## a "quoted" <b>x</b>', 'Link');
    expect(html).toContain('aria-label="Link: a &quot;quoted&quot; &lt;b>x&lt;/b>"');
  });
});

describe('slugify', () => {
  it('folds accents and drops punctuation', () => {
    expect(slugify('0.5.0 - 2026-11-25')).toBe('050---2026-11-25');
    expect(slugify('Añadido: ¿qué?')).toBe('anadido-que');
  });
});
