import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Every relative link of README.md and docs/ leads to a file that exists, and every #anchor to a
// heading of that page, so a page moved or a heading renamed is caught here rather than by a reader.

const ROOT = path.resolve(import.meta.dirname, '../..');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(file);
    return entry.name.endsWith('.md') ? [file] : [];
  });
}

/** What is not code: fenced and indented code blocks and inline code left out. */
function prose(markdown: string): string {
  return markdown
    .replace(/^```[\s\S]*?^```/gm, '')
    .replace(/^(?: {4}|\t).*$/gm, '')
    .replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchors: lowercase, punctuation dropped, spaces to hyphens, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  const headings = markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm);
  for (const [, heading] of headings) {
    const base = (heading as string)
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

function brokenLinks(file: string, markdown = readFileSync(file, 'utf8')): string[] {
  const problems: string[] = [];
  for (const [, target] of prose(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const link = target as string;
    if (/^[a-z][a-z+.-]*:/i.test(link)) continue; // https:, mailto: … are not followed offline
    const [pathPart, anchor] = link.split('#') as [string, string | undefined];
    const resolved = pathPart ? path.resolve(path.dirname(file), decodeURIComponent(pathPart)) : file;
    const where = `${path.relative(ROOT, file)}: ${link}`;
    if (!resolved.startsWith(`${ROOT}${path.sep}`) || !existsSync(resolved)) {
      problems.push(`${where} (no such file)`);
    } else if (anchor === undefined) {
    } else if (statSync(resolved).isDirectory() || !resolved.endsWith('.md')) {
      problems.push(`${where} (an anchor into something that is not a page)`);
    } else if (!headingAnchors(readFileSync(resolved, 'utf8')).has(anchor)) {
      problems.push(`${where} (no such heading)`);
    }
  }
  return problems;
}

test('every relative link and anchor of README.md and docs/ resolves', () => {
  const pages = [path.join(ROOT, 'README.md'), ...markdownFiles(path.join(ROOT, 'docs'))];
  expect(pages.length).toBeGreaterThan(10);
  expect(pages.flatMap((page) => brokenLinks(page))).toEqual([]);
});

test('anchors are made as GitHub makes them', () => {
  const page = [
    '# Run it',
    '## What `npm install` prints',
    "## The office's plan",
    '```',
    '# not a heading',
    '```',
    '## Run it',
    '### 29–30 November: [भुक्तानी](payments.md)',
  ].join('\n');
  expect([...headingAnchors(page)]).toEqual([
    'run-it',
    'what-npm-install-prints',
    'the-offices-plan',
    'run-it-1',
    '2930-november-भुक्तानी',
  ]);
});

test('a missing page or heading is reported; code, outside paths and web links are not followed', () => {
  const probe = path.join(ROOT, 'docs', 'probe.md');
  const markdown = [
    '[a](missing.md) [b](payments.md#no-such-heading) [c](payments.md) [d](#probe) [e](../../etc/passwd)',
    '[f](https://example.com/x.md) `[g](not-followed.md)`',
    '    [h](indented-code.md)',
    '```',
    '[i](fenced-code.md)',
    '```',
  ].join('\n');
  expect(brokenLinks(probe, markdown)).toEqual([
    'docs/probe.md: missing.md (no such file)',
    'docs/probe.md: payments.md#no-such-heading (no such heading)',
    'docs/probe.md: #probe (no such file)',
    'docs/probe.md: ../../etc/passwd (no such file)',
  ]);
});
