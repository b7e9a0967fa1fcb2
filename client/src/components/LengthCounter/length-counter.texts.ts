import { toDevanagariDigits } from '@nepali/digits';
import { defineTexts } from '../../i18n/texts';

export const lengthCounterTexts = defineTexts({
  en: {
    count: (used: number, max: number) => `${used}/${max}`,
    over: (max: number) => `Too long: at most ${max} characters. Please shorten it; nothing was cut.`,
  },
  ne: {
    count: (used: number, max: number) => `${toDevanagariDigits(used)}/${toDevanagariDigits(max)}`,
    over: (max: number) =>
      `धेरै लामो भयो: बढीमा ${toDevanagariDigits(max)} अक्षर। कृपया छोट्याउनुहोस्; केही काटिएको छैन।`,
  },
});
