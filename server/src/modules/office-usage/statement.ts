import type { Content, TableCell } from 'pdfmake/interfaces.js';
import type { DocDefinition } from '../../pdf/render.js';
import {
  adToBs,
  bsMonthTitle,
  formatAmount,
  formatBs,
  parseBsMonth,
  toDevanagariDigits,
} from '../../shared/nepali/index.js';
import type { OfficeUsage } from './office-usage.types.js';
import { orderStatusName } from '../../shared/order-status-names.js';

/** One line of the statement's document list. */
interface StatementDocument {
  createdAt: Date;
  workNameNe: string;
  clientName: string | null;
  generatedBy: string;
}

export interface StatementInput {
  officeNameNe: string;
  officeNameEn: string;
  usage: OfficeUsage;
  documents: StatementDocument[];
  /** Documents of the month beyond those listed (the list has a ceiling). */
  notListed: number;
}

const PLAN_NAMES_NE: Record<string, string> = { basic: 'बेसिक', silver: 'सिल्भर', premium: 'प्रिमियम' };

const day = (date: Date) => formatBs(adToBs(date));
/** 'वि.सं. मङ्सिर २०८३' for the month key '2083-08'. */
const monthTitle = (key: string) => {
  const month = parseBsMonth(key);
  return month ? `वि.सं. ${bsMonthTitle(month)}` : toDevanagariDigits(key);
};
const n = (value: number) => toDevanagariDigits(value);
const header = (cells: string[]): TableCell[] => cells.map((text) => ({ text, style: 'tableHeader' }));

function table(widths: (string | number)[], head: string[], rows: TableCell[][], empty: string): Content {
  if (rows.length === 0) return { text: empty, style: 'small', margin: [0, 0, 0, 6] };
  return {
    table: { headerRows: 1, widths, body: [header(head), ...rows] },
    layout: 'lightHorizontalLines',
    style: 'small',
    margin: [0, 0, 0, 6],
  };
}

/**
 * The office's monthly statement as a pdfmake definition: in Nepali, with the project's fonts and
 * defaults (render.ts). A pure function of what the usage query answered, so the PDF and the
 * screen cannot disagree.
 */
export function statementDefinition(input: StatementInput): DocDefinition {
  const { usage } = input;
  const plan = usage.plan
    ? `${PLAN_NAMES_NE[usage.plan] ?? usage.plan} योजना: ${n(usage.planDocuments ?? 0)} मध्ये ${n(usage.planDocumentsLeft ?? 0)} कागजात बाँकी (${day(usage.planExpiresAt as Date)} सम्म)`
    : 'सक्रिय योजना छैन';
  return {
    info: { title: `${input.officeNameEn} statement ${usage.month}` },
    content: [
      { text: input.officeNameNe, style: 'title' },
      { text: `मासिक विवरण: ${monthTitle(usage.month)}`, alignment: 'center', margin: [0, 0, 0, 8] },
      { text: `यस महिनाका कागजात: ${n(usage.documents)}` },
      { text: plan },
      { text: `बाँकी निःशुल्क कागजात: ${n(usage.freeDocumentsLeft)}`, margin: [0, 0, 0, 6] },
      { text: 'सदस्य अनुसार', style: 'heading' },
      table(
        ['*', 'auto'],
        ['सदस्य', 'कागजात'],
        usage.byMember.map((m) => [m.name, n(m.documents)]),
        'यस महिना कुनै कागजात बनेन।',
      ),
      { text: 'कागजात अनुसार', style: 'heading' },
      table(
        ['*', 'auto'],
        ['कागजात', 'सङ्ख्या'],
        usage.byWork.map((w) => [w.nameNe, n(w.documents)]),
        'यस महिना कुनै कागजात बनेन।',
      ),
      { text: 'भुक्तानी', style: 'heading' },
      table(
        ['auto', '*', 'auto', 'auto', 'auto'],
        ['मिति', 'योजना', 'रकम', 'भुक्तानी गर्ने', 'अवस्था'],
        usage.payments.map((p) => [
          day(p.createdAt),
          p.plan ? (PLAN_NAMES_NE[p.plan] ?? p.plan) : '',
          formatAmount(p.amount),
          p.paidBy,
          orderStatusName(p.status, 'ne'),
        ]),
        'यस महिना कुनै भुक्तानी भएन।',
      ),
      { text: 'कागजातहरू', style: 'heading' },
      table(
        ['auto', '*', '*', 'auto'],
        ['मिति', 'कागजात', 'ग्राहक', 'बनाउने'],
        input.documents.map((d) => [day(d.createdAt), d.workNameNe, d.clientName ?? '', d.generatedBy]),
        'यस महिना कुनै कागजात बनेन।',
      ),
      ...(input.notListed > 0
        ? [{ text: `अरू ${n(input.notListed)} कागजात यहाँ सूचीमा छैनन्।`, style: 'small' }]
        : []),
    ],
  };
}
