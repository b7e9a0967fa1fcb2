// Money crosses the provider boundary as strings ("100", "100.0") and numbers (rupees for eSewa,
// paisa for Khalti). Compare it only as whole paisa: float rupees like 0.1 + 0.2 never compare
// reliably, and "100" vs "100.0" must be the same amount even though they sign differently.

/** Rupees (number or decimal string) to whole paisa; NaN for anything that is not a plain amount. */
export function toPaisa(rupees: number | string): number {
  if (typeof rupees === 'string' && !/^\s*\d+(\.\d+)?\s*$/.test(rupees)) return Number.NaN;
  const value = Number(rupees);
  return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : Number.NaN;
}

/** True only when both are readable amounts of the same number of paisa. */
export function sameAmount(a: number | string, b: number | string): boolean {
  const left = toPaisa(a);
  return !Number.isNaN(left) && left === toPaisa(b);
}
