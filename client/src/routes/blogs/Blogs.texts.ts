import { defineTexts } from '../../i18n/texts';

export const blogsTexts = defineTexts({
  en: {
    list: {
      title: 'Blogs',
      intro:
        'Short guides to getting your papers right with Lekhapadi: your first document, which paper the ward office needs, dates and numbers, and paying.',
      label: 'Articles',
    },
    /** `minutes` is already written in the language's digits. */
    readingTime: (minutes: string) => `${minutes} min read`,
    back: 'All articles',
    notFound: {
      title: 'Article not found',
      text: 'There is no article at this address. The link may have been mistyped, or the article may have moved.',
      back: 'See all articles',
    },
  },
  ne: {
    list: {
      title: 'ब्लग',
      intro:
        'लेखापढीबाट कागज ठीकसँग बनाउन सघाउने छोटा लेखहरू: पहिलो कागजात, वडा कार्यालयमा चाहिने कागज, मिति र अङ्क, अनि भुक्तानी।',
      label: 'लेखहरू',
    },
    readingTime: (minutes: string) => `पढ्न ${minutes} मिनेट`,
    back: 'सबै लेख',
    notFound: {
      title: 'लेख भेटिएन',
      text: 'यो ठेगानामा कुनै लेख छैन। लिङ्क गलत टाइप भएको वा लेख अर्कै ठाउँमा सरेको हुन सक्छ।',
      back: 'सबै लेख हेर्नुहोस्',
    },
  },
});
