import { type Block, inlineText, linkTarget, parseInline, parseMarkdown } from './parse-markdown';

const text = (value: string) => ({ type: 'text', text: value });

describe('blocks', () => {
  test('headings of every level, with optional closing hashes', () => {
    expect(parseMarkdown('# One\n## Two ##\n###### Six')).toEqual([
      { type: 'heading', level: 1, children: [text('One')] },
      { type: 'heading', level: 2, children: [text('Two')] },
      { type: 'heading', level: 6, children: [text('Six')] },
    ]);
  });

  test('a hash without a space, or seven of them, is a paragraph', () => {
    expect(parseMarkdown('#hashtag\n\n####### seven').map((b) => b.type)).toEqual(['paragraph', 'paragraph']);
  });

  test('paragraphs are separated by blank lines; lines within one join with a space', () => {
    expect(parseMarkdown('first line\nsecond line\n\n\nnext one')).toEqual([
      { type: 'paragraph', children: [text('first line second line')] },
      { type: 'paragraph', children: [text('next one')] },
    ]);
  });

  test('Windows line endings read the same', () => {
    expect(parseMarkdown('## Title\r\nbody\r\n')).toEqual(parseMarkdown('## Title\nbody\n'));
  });

  test('bullet lists with any marker, and a wrapped item continuing on the next line', () => {
    expect(parseMarkdown('- one\n* two\n  still two\n+ three')).toEqual([
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [[text('one')], [text('two still two')], [text('three')]],
      },
    ]);
  });

  test('numbered lists keep their first number; blank lines between items keep one list', () => {
    const [list] = parseMarkdown('3. third\n\n4) fourth\n\n5. fifth');
    expect(list).toEqual({
      type: 'list',
      ordered: true,
      start: 3,
      items: [[text('third')], [text('fourth')], [text('fifth')]],
    });
  });

  test('a list ends at a blank line followed by a paragraph, or at another kind of list', () => {
    expect(parseMarkdown('- a\n- b\n\nAfter.\n1. one\n- bullet').map((b) => b.type)).toEqual([
      'list',
      'paragraph',
      'list',
      'list',
    ]);
  });

  test('a heading or list interrupts a paragraph without a blank line', () => {
    expect(parseMarkdown('Text\n## Heading\nMore\n- item').map((b) => b.type)).toEqual([
      'paragraph',
      'heading',
      'paragraph',
      'list',
    ]);
  });

  test('a blockquote holds blocks of its own', () => {
    expect(parseMarkdown('> **Tip:** first\n> still first\n>\n> - a list')).toEqual([
      {
        type: 'blockquote',
        children: [
          {
            type: 'paragraph',
            children: [{ type: 'strong', children: [text('Tip:')] }, text(' first still first')],
          },
          { type: 'list', ordered: false, start: 1, items: [[text('a list')]] },
        ],
      },
    ]);
  });

  test('a pipe table: header, alignment, rows fitted to the header', () => {
    const [table] = parseMarkdown(
      '| Plan | Price | Documents |\n|:---|---:|:-:|\n| Basic | Rs 100 | 100 |\n| Silver | Rs 150 |\n| a | b | c | extra |',
    ) as [Extract<Block, { type: 'table' }>];
    expect(table.type).toBe('table');
    expect(table.align).toEqual(['left', 'right', 'center']);
    expect(table.head.map(inlineText)).toEqual(['Plan', 'Price', 'Documents']);
    expect(table.rows.map((row) => row.map(inlineText))).toEqual([
      ['Basic', 'Rs 100', '100'],
      ['Silver', 'Rs 150', ''],
      ['a', 'b', 'c'],
    ]);
  });

  test('an escaped pipe or a pipe in code stays inside its cell', () => {
    const [table] = parseMarkdown('| A | B |\n|---|---|\n| x \\| y | `a|b` |') as [
      Extract<Block, { type: 'table' }>,
    ];
    expect(table.rows[0]!.map(inlineText)).toEqual(['x | y', 'a|b']);
  });

  test('pipes without a separator line are a paragraph', () => {
    expect(parseMarkdown('| not | a table |')).toEqual([
      { type: 'paragraph', children: [text('| not | a table |')] },
    ]);
  });

  test('Devanagari text parses like any other', () => {
    expect(parseMarkdown('## पहिलो कागजात\n\n1. **वडा** छान्नुहोस्\n2. *फारम* भर्नुहोस्')).toEqual([
      { type: 'heading', level: 2, children: [text('पहिलो कागजात')] },
      {
        type: 'list',
        ordered: true,
        start: 1,
        items: [
          [{ type: 'strong', children: [text('वडा')] }, text(' छान्नुहोस्')],
          [{ type: 'emphasis', children: [text('फारम')] }, text(' भर्नुहोस्')],
        ],
      },
    ]);
  });

  test('list numbers are written in Latin digits: a line starting with Devanagari ones is text', () => {
    expect(parseMarkdown('२०८३. साल')).toEqual([{ type: 'paragraph', children: [text('२०८३. साल')] }]);
  });
});

describe('inline content', () => {
  test('strong and emphasis, with either delimiter', () => {
    expect(parseInline('**bold** and __bold__, *em* and _em_')).toEqual([
      { type: 'strong', children: [text('bold')] },
      text(' and '),
      { type: 'strong', children: [text('bold')] },
      text(', '),
      { type: 'emphasis', children: [text('em')] },
      text(' and '),
      { type: 'emphasis', children: [text('em')] },
    ]);
  });

  test('emphasis nests inside strong and the other way round', () => {
    expect(parseInline('**a *b* c**')).toEqual([
      { type: 'strong', children: [text('a '), { type: 'emphasis', children: [text('b')] }, text(' c')] },
    ]);
    expect(parseInline('*a **b** c*')).toEqual([
      { type: 'emphasis', children: [text('a '), { type: 'strong', children: [text('b')] }, text(' c')] },
    ]);
  });

  test('unmatched or spaced delimiters are text', () => {
    expect(parseInline('2 * 3 * 4')).toEqual([text('2 * 3 * 4')]);
    expect(parseInline('**not closed')).toEqual([text('**not closed')]);
    expect(parseInline('a * b*')).toEqual([text('a * b*')]);
  });

  test('underscores inside a word are letters', () => {
    expect(parseInline('snake_case_name and file_name')).toEqual([text('snake_case_name and file_name')]);
  });

  test('inline code keeps its content literally, emphasis and brackets included', () => {
    expect(parseInline('type `**ram**` or ``a ` b``')).toEqual([
      text('type '),
      { type: 'code', text: '**ram**' },
      text(' or '),
      { type: 'code', text: 'a ` b' },
    ]);
    expect(parseInline('an `unclosed span')).toEqual([text('an `unclosed span')]);
  });

  test('backslash escapes make punctuation literal', () => {
    expect(parseInline('\\*not em\\* and \\[not a link\\](x)')).toEqual([
      text('*not em* and [not a link](x)'),
    ]);
    expect(parseInline('a\\b')).toEqual([text('a\\b')]);
  });

  test('links with inline content; a link inside a link is text', () => {
    expect(parseInline('See [the **plans**](/pricing).')).toEqual([
      text('See '),
      {
        type: 'link',
        href: '/pricing',
        children: [text('the '), { type: 'strong', children: [text('plans')] }],
      },
      text('.'),
    ]);
    expect(parseInline('[a [b](/b) c](/a)')).toEqual([
      { type: 'link', href: '/a', children: [text('a [b](/b) c')] },
    ]);
  });

  test('a destination may hold balanced parentheses', () => {
    expect(parseInline('[x](/a_(b)) after')).toEqual([
      { type: 'link', href: '/a_(b)', children: [text('x')] },
      text(' after'),
    ]);
  });

  test('brackets that are not a link stay as written', () => {
    expect(parseInline('[just brackets] and [empty]() and [spaced](a b)')).toEqual([
      text('[just brackets] and [empty]() and [spaced](a b)'),
    ]);
  });

  test('HTML is text like anything else', () => {
    expect(parseInline('<b>hi</b> <script>alert(1)</script>')).toEqual([
      text('<b>hi</b> <script>alert(1)</script>'),
    ]);
  });
});

describe('link targets', () => {
  test.each([
    ['/pricing', { kind: 'internal', to: '/pricing' }],
    ['/blogs/first-document#history', { kind: 'internal', to: '/blogs/first-document#history' }],
    ['#section', { kind: 'internal', to: '#section' }],
    ['https://esewa.com.np', { kind: 'external', href: 'https://esewa.com.np' }],
    ['mailto:help@example.com', { kind: 'external', href: 'mailto:help@example.com' }],
    ['tel:+9771234567', { kind: 'external', href: 'tel:+9771234567' }],
  ])('%s is a link', (href, target) => {
    expect(linkTarget(href)).toEqual(target);
  });

  test.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '//evil.example/path',
    'relative/path',
  ])('%s is not', (href) => {
    expect(linkTarget(href)).toBeNull();
  });
});
