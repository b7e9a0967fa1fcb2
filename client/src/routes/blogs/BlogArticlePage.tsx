import { Anchor, Box, Container, Divider, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useLayoutEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Markdown } from '../../components/Markdown/Markdown';
import { findArticle } from '../../content/blogs/articles';
import { useLanguage, useTexts } from '../../i18n/language-context';
import { ArticleMeta } from './ArticleMeta';
import classes from './Blogs.module.css';
import { blogsTexts } from './Blogs.texts';

function BackLink({ children }: { children: string }) {
  return (
    <Anchor component={Link} to="/blogs" fw={500} className={classes.link}>
      <Group component="span" gap={6} wrap="nowrap">
        <IconArrowLeft size={18} aria-hidden />
        {children}
      </Group>
    </Anchor>
  );
}

/** One article, in the reader's language, or a way back when the address names none. */
export function BlogArticlePage() {
  const { slug } = useParams();
  const article = findArticle(slug);
  const t = useTexts(blogsTexts);
  const { language } = useLanguage();

  // A link from the end of one article opens the next one at its start.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new article
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [slug]);

  if (!article) {
    return (
      <Container py="xl">
        <Box maw="70ch" mx="auto">
          <Title order={1}>{t.notFound.title}</Title>
          <Text size="lg" my="md">
            {t.notFound.text}
          </Text>
          <BackLink>{t.notFound.back}</BackLink>
        </Box>
      </Container>
    );
  }

  const text = article.texts[language];
  return (
    <Container py="xl">
      <Box component="article" maw="70ch" mx="auto">
        <BackLink>{t.back}</BackLink>
        <Title order={1} mt="lg">
          {text.title}
        </Title>
        <ArticleMeta text={text} />
        <Text size="lg" mt="md" mb="xl" className={classes.lead}>
          {text.summary}
        </Text>
        <Markdown source={text.body} />
        <Divider my="xl" />
        <BackLink>{t.back}</BackLink>
      </Box>
    </Container>
  );
}
