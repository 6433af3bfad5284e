// Markdown to HTML for the docs (marked, GitHub's flavour). Headings get ids, and those
// below the title a link to themselves, for a table of contents and shareable
// sections; a heading may name its id (`## Introducción {#introduction}`), so a
// translated guide keeps the English one's section addresses. The HTML is shown only
// through SanitizedHtml (DOMPurify).
import { Lexer, Marked } from 'marked';

export interface DocHeading {
  id: string;
  text: string;
  depth: number;
}

export interface RenderedDoc {
  html: string;
  /** The h1's text. */
  title: string;
  /** The h2 and h3 headings, in order, for the table of contents. */
  headings: DocHeading[];
}

/** "The REST adapter" → "the-rest-adapter"; inline Markdown and punctuation dropped. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

/** A heading's text without its Markdown: code marks, emphasis, links' targets. */
function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .trim();
}

/** A heading's own id, written after it as `{#id}`. */
const OWN_ID = /\s*\{#([a-z0-9-]+)\}\s*$/;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** `anchorLabel` names each heading's link, as "Link to this section". */
export function renderMarkdown(source: string, anchorLabel: string): RenderedDoc {
  const headings: DocHeading[] = [];
  const used = new Map<string, number>();
  let title = '';
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth, text }) {
        const own = OWN_ID.exec(text);
        const source = own ? text.slice(0, own.index) : text;
        const inner = this.parser.parseInline(own ? Lexer.lexInline(source) : tokens);
        const plain = plainText(source);
        const base = own?.[1] ?? (slugify(plain) || 'section');
        const seen = used.get(base) ?? 0;
        used.set(base, seen + 1);
        const id = seen ? `${base}-${seen + 1}` : base;
        if (depth === 1) {
          title ||= plain;
          return `<h1 id="${id}">${inner}</h1>\n`;
        }
        if (depth <= 3) headings.push({ id, text: plain, depth });
        return `<h${depth} id="${id}">${inner}<a class="doc-anchor" href="#${id}" aria-label="${escapeAttribute(`${anchorLabel}: ${plain}`)}">#</a></h${depth}>\n`;
      },
      table(token) {
        // Wide tables scroll sideways inside their own box on phones.
        const header = token.header
          .map((cell) => `<th>${this.parser.parseInline(cell.tokens)}</th>`)
          .join('');
        const rows = token.rows
          .map(
            (row) =>
              `<tr>${row.map((cell) => `<td>${this.parser.parseInline(cell.tokens)}</td>`).join('')}</tr>`,
          )
          .join('');
        return `<div class="doc-table"><table><thead><tr>${header}</tr></thead><tbody>${rows}</tbody></table></div>\n`;
      },
    },
  });
  const html = marked.parse(source, { async: false });
  return { html, title, headings };
}
