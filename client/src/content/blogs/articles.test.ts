import { type Block, type Inline, parseMarkdown } from '../../components/Markdown/parse-markdown';
import { LANGUAGES } from '../../i18n/texts';
import { routes } from '../../router';
import { parseArticle } from './article-source';
import { ARTICLES, findArticle, SOURCES } from './articles';

const file = (header: string, body = 'Body text.') => `---\n${header}\n---\n${body}\n`;
const HEADER = 'title: A: title with a colon\nsummary: Short.\ndate: 2026-11-02\nreadingMinutes: 5';

describe('an article file', () => {
  test('header and Markdown body', () => {
    expect(parseArticle(file(HEADER, '\n## Heading\n\nText.'))).toEqual({
      title: 'A: title with a colon',
      summary: 'Short.',
      date: '2026-11-02',
      readingMinutes: 5,
      body: '## Heading\n\nText.',
    });
  });

  test('Windows line endings and a byte-order mark read the same', () => {
    const unix = file(HEADER);
    expect(parseArticle(`\uFEFF${unix.replace(/\n/g, '\r\n')}`)).toEqual(parseArticle(unix));
  });

  test.each([
    ['no opening line', HEADER, /starts with a "---" line/],
    ['no closing line', `---\n${HEADER}\nBody`, /not closed/],
    ['a missing key', file('title: T\nsummary: S\ndate: 2026-11-02'), /no readingMinutes/],
    ['an empty value', file(HEADER.replace('Short.', '')), /no summary/],
    ['an unknown key', file(`${HEADER}\nauthor: Someone`), /Unknown header line/],
    ['a key twice', file(`${HEADER}\ntitle: Again`), /given twice/],
    ['a day that does not exist', file(HEADER.replace('2026-11-02', '2026-02-30')), /YYYY-MM-DD/],
    ['a BS date', file(HEADER.replace('2026-11-02', '2083/07/16')), /YYYY-MM-DD/],
    ['minutes that are not a number', file(HEADER.replace(': 5', ': five')), /whole number/],
  ])('%s is refused', (_, source, message) => {
    expect(() => parseArticle(source)).toThrow(message);
  });
});

/** Every link target in a text's blocks. */
function linksOf(blocks: readonly Block[]): string[] {
  const inline = (nodes: readonly Inline[]): string[] =>
    nodes.flatMap((node) =>
      node.type === 'link'
        ? [node.href, ...inline(node.children)]
        : 'children' in node
          ? inline(node.children)
          : [],
    );
  return blocks.flatMap((block) => {
    switch (block.type) {
      case 'heading':
      case 'paragraph':
        return inline(block.children);
      case 'list':
        return block.items.flatMap(inline);
      case 'blockquote':
        return linksOf(block.children);
      case 'table':
        return [...block.head, ...block.rows.flat()].flatMap(inline);
    }
    return [];
  });
}

const pageAddresses = routes.flatMap((root) =>
  // The route table writes paths whole ('/about') or relative to their frame ('about').
  (root.children ?? []).flatMap((group) =>
    (group.children ?? []).map((route) => `/${(route.path ?? '').replace(/^\//, '')}`),
  ),
);

describe('the articles', () => {
  test('four, newest first', () => {
    expect(ARTICLES.map((article) => article.slug)).toEqual([
      'payments-and-plans',
      'bs-dates-and-nepali-numbers',
      'which-ward-paper',
      'first-document',
    ]);
  });

  test('found by slug; an unknown slug finds nothing', () => {
    expect(findArticle('first-document')?.texts.en.title).toBe('Your first document, step by step');
    expect(findArticle('no-such-article')).toBeUndefined();
    expect(findArticle(undefined)).toBeUndefined();
  });

  describe.each(Object.keys(SOURCES))('%s', (slug) => {
    const article = findArticle(slug)!;

    test('slug fit for an address', () => {
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    });

    test('the same publication day in both languages', () => {
      expect(article.texts.ne.date).toBe(article.texts.en.date);
    });

    test('the Nepali text is in Nepali', () => {
      for (const text of [article.texts.ne.title, article.texts.ne.summary, article.texts.ne.body]) {
        expect(text).toMatch(/[\u0900-\u097F]/);
      }
    });

    test.each(LANGUAGES)('in %s: no h1 of its own, no HTML, links only to pages that exist', (language) => {
      const { body } = article.texts[language];
      const blocks = parseMarkdown(body);
      // The page's title is its one h1.
      expect(blocks.filter((block) => block.type === 'heading' && block.level === 1)).toEqual([]);
      expect(body).not.toMatch(/<\/?[a-z][^>]*>/i);
      // Each article leads on to another page.
      expect(linksOf(blocks).length).toBeGreaterThan(0);
      for (const href of linksOf(blocks)) {
        const path = href.split('#')[0]!;
        const blog = /^\/blogs\/(.+)$/.exec(path);
        if (blog) expect(Object.keys(SOURCES)).toContain(blog[1]);
        else expect(pageAddresses).toContain(path);
      }
    });
  });
});
