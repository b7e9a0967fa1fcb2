// pdfmake styles as Word sees them. pdfmake passes a node's text properties (its named styles, then
// its own) down to everything inside it; a margin applies to the node alone. The converter keeps
// the same rule: every node resolves its own style from its parent's and its own.
import type { Style, StyleDictionary } from 'pdfmake/interfaces.js';

export type Alignment = 'left' | 'center' | 'right' | 'justify';

/** The text properties a node and its children print with. */
export interface TextStyle {
  readonly font: string;
  readonly fontSize: number;
  readonly bold: boolean;
  readonly italics: boolean;
  readonly lineHeight: number;
  readonly alignment?: Alignment;
  readonly color?: string;
  readonly decoration?: string;
}

/** What pdfmake reads from a node or a style: the inherited text properties and the node's own box. */
export type NodeStyle = Style & { margin?: Style['margin']; leadingIndent?: number };

const INHERITED = ['font', 'fontSize', 'bold', 'italics', 'lineHeight', 'alignment', 'color', 'decoration'];

/** A node's own properties: its named styles in order, then what it sets itself. */
export function ownStyle(node: object, styles: StyleDictionary): NodeStyle {
  const record = node as Record<string, unknown>;
  const names = record.style === undefined ? [] : [record.style].flat();
  const merged: Record<string, unknown> = {};
  for (const name of names) {
    if (typeof name === 'string') Object.assign(merged, styles[name]);
    else if (name && typeof name === 'object') Object.assign(merged, name);
  }
  for (const [key, value] of Object.entries(record)) if (value !== undefined) merged[key] = value;
  return merged as NodeStyle;
}

/** The parent's text style with the node's inherited properties over it. */
export function inherit(parent: TextStyle, own: NodeStyle): TextStyle {
  const next: Record<string, unknown> = { ...parent };
  for (const key of INHERITED) {
    const value = (own as Record<string, unknown>)[key];
    if (value !== undefined) next[key] = value;
  }
  return next as unknown as TextStyle;
}

const NAMED_COLORS: Record<string, string> = {
  black: '000000',
  white: 'FFFFFF',
  gray: '808080',
  grey: '808080',
  red: 'FF0000',
  blue: '0000FF',
  green: '008000',
};

/** '#444444' or 'black' as Word's hex ('444444'); undefined for what Word can't take. */
export function hexColor(color: unknown): string | undefined {
  if (typeof color !== 'string') return undefined;
  const hex = color.match(/^#([0-9a-f]{6}|[0-9a-f]{3})$/i)?.[1];
  if (hex) return (hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex).toUpperCase();
  return NAMED_COLORS[color.toLowerCase()];
}
