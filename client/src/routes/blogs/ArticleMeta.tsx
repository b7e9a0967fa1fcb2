import { Text } from '@mantine/core';
import type { ArticleText } from '../../content/blogs/article-source';
import { formatDay } from '../../i18n/dates';
import { useLanguage, useTexts } from '../../i18n/language-context';
import { formatNumber } from '../../i18n/numbers';
import classes from './Blogs.module.css';
import { blogsTexts } from './Blogs.texts';

/** The day an article was published (BS in Nepali) and how long it takes to read. */
export function ArticleMeta({ text }: { text: ArticleText }) {
  const { language } = useLanguage();
  const t = useTexts(blogsTexts);
  return (
    <Text size="sm" mt={4} className={classes.meta}>
      <time dateTime={text.date}>{formatDay(text.date, language)}</time>
      {' · '}
      {t.readingTime(formatNumber(text.readingMinutes, language))}
    </Text>
  );
}
