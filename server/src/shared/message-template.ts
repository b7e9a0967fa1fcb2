/** The values a message's text names, by name. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** Puts the parameters into a text; a parameter the text does not name is ignored. */
export function fillTemplate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
