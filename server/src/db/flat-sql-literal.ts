import { BasePostgreSqlPlatform } from '@mikro-orm/sql';

// MikroORM 7 writes every parameter into the SQL text it sends (Platform.formatQuery), quoting
// strings with BasePostgreSqlPlatform.escapeLiteral, which builds the quoted copy one character
// at a time: a chain of one string per character until the driver flattens it. Quoting an
// annotated version's list (a 393,000-character JSON value) grew the heap by 13 MB for a 0.8 MB
// string, most of a save's request budget (docs/security.md). This is the same quoting (libpq's
// PQescapeLiteral, as upstream ports it) in two replaceAll passes, which make one flat string.

/** escapeLiteral is private in upstream's types; this is the one place that reaches it. */
const platform = BasePostgreSqlPlatform.prototype as unknown as {
  escapeLiteral(text: string): string;
};

/** Upstream's own quoting, kept for the test that holds the two to the same output. */
export const upstreamEscapeLiteral = platform.escapeLiteral;

/** A PostgreSQL string literal of `text`: quotes doubled; with a backslash, doubled and E'…'. */
export function flatEscapeLiteral(text: string): string {
  const quoted = `'${text.replaceAll("'", "''")}'`;
  if (!text.includes('\\')) return quoted;
  return ` E${quoted.replaceAll('\\', '\\\\')}`;
}

/** Both drivers' platforms (PostgreSQL and PGlite) inherit it from here. */
platform.escapeLiteral = flatEscapeLiteral;
