import { formatNumber } from '../../i18n/numbers';
import type { Language } from '../../i18n/texts';
import { workPagePath } from './paths';

// What a work's public page tells search engines and link previews: its title, description,
// image and schema.org data. A pure function of the work's catalogue data and the language, so the
// server can put the same into the page's <head> as the client puts into document.title.

/** The catalogue's data of a work that the page's head is made from (GraphQL `Work`). */
export interface WorkPageMetaInput {
  readonly key: string;
  readonly nameNe: string;
  readonly nameEn: string;
  readonly descriptionNe: string;
  readonly descriptionEn?: string | null;
  readonly signerNe: string;
  readonly signerEn: string;
  readonly officeNe: string;
  readonly officeEn: string;
  readonly price: number;
  readonly steps?: readonly { readonly labelNe: string; readonly labelEn: string }[];
}

export interface WorkPageMeta {
  /** The page's <title>. */
  readonly title: string;
  /** The meta description: what it is for and its price first, then who signs and where it goes; at most 160 characters. */
  readonly description: string;
  /** The Open Graph image (1200×630 PNG), a path on this site: prefix the site's origin. */
  readonly image: string;
  /** The page's own path, and the paths of the same page in each language (for hreflang). */
  readonly path: string;
  readonly alternates: Readonly<Record<Language, string>>;
  /** A schema.org HowTo, for a <script type="application/ld+json">. Paths, not absolute URLs. */
  readonly structuredData: Readonly<Record<string, unknown>>;
}

const DESCRIPTION_MAX = 160;

/** Cut at a word's end, with an ellipsis, when longer than the limit. */
function clipped(text: string, max: number): string {
  if ([...text].length <= max) return text;
  const head = [...text].slice(0, max - 1).join('');
  const cut = head.lastIndexOf(' ');
  return `${(cut > max / 2 ? head.slice(0, cut) : head).trimEnd()}…`;
}

export function workPageMeta(work: WorkPageMetaInput, language: Language): WorkPageMeta {
  const ne = language === 'ne';
  const price = formatNumber(work.price, language);
  const purpose = (ne ? work.descriptionNe : work.descriptionEn) || work.descriptionNe;
  const title = ne
    ? `${work.nameNe} कसरी लेख्ने: नमुना, चाहिने विवरण र दस्तुर | लेखापढी`
    : `${work.nameEn} (${work.nameNe}): how to write it, a sample and the price | Lekhapadi`;
  const description = clipped(
    ne
      ? `${purpose} लेखापढीमा रु. ${price}, नमुनासहित। सही गर्ने: ${work.signerNe}। बुझाउने: ${work.officeNe}।`
      : `${purpose} Rs ${price} on Lekhapadi, with a sample. Signed by ${lowerFirst(work.signerEn)}. ${goesTo(work.officeEn)}.`,
    DESCRIPTION_MAX,
  );
  const image = `/specimens/${encodeURIComponent(work.key)}.og.png`;
  const alternates = { ne: workPagePath(work.key, 'ne'), en: workPagePath(work.key, 'en') };
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'HowTo',
    name: ne ? `${work.nameNe} कसरी लेख्ने` : `How to write a ${work.nameEn}`,
    description: purpose,
    inLanguage: language,
    url: alternates[language],
    image,
    estimatedCost: { '@type': 'MonetaryAmount', currency: 'NPR', value: work.price },
    step: (work.steps ?? []).map((step, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      name: ne ? step.labelNe : step.labelEn,
    })),
    provider: { '@type': 'Organization', name: ne ? 'लेखापढी' : 'Lekhapadi' },
  };
  return {
    title: clipped(title, 120),
    description,
    image,
    path: alternates[language],
    alternates,
    structuredData,
  };

  function goesTo(office: string): string {
    return /^No office\b/.test(office) ? office : `Goes to ${lowerFirst(office)}`;
  }

  function lowerFirst(text: string): string {
    // "You, the applicant" reads "Signed by you, the applicant"; "The ward office" "Goes to the ward
    // office". An acronym (two capitals) keeps its case.
    return /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
  }
}
