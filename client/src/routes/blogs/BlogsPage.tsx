import { Anchor, Box, Card, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ARTICLES } from '../../content/blogs/articles';
import { useLanguage, useTexts } from '../../i18n/language-context';
import { ArticleMeta } from './ArticleMeta';
import classes from './Blogs.module.css';
import { blogsTexts } from './Blogs.texts';

/** The articles, newest first, in the reader's language. */
export function BlogsPage() {
  const t = useTexts(blogsTexts);
  const { language } = useLanguage();
  return (
    <Container py="xl">
      <Box maw="70ch" mx="auto">
        <Title order={1}>{t.list.title}</Title>
        <Text size="lg" mt="xs" className={classes.lead}>
          {t.list.intro}
        </Text>
        <Stack component="ul" aria-label={t.list.label} gap="md" mt="xl" p={0} style={{ listStyle: 'none' }}>
          {ARTICLES.map((article) => {
            const text = article.texts[language];
            return (
              <Card key={article.slug} component="li" withBorder padding="lg" className={classes.card}>
                <Title order={2} size="h3">
                  <Anchor
                    component={Link}
                    to={`/blogs/${article.slug}`}
                    inherit
                    className={`${classes.link} ${classes.cardLink}`}
                  >
                    {text.title}
                  </Anchor>
                </Title>
                <ArticleMeta text={text} />
                <Text mt="sm">{text.summary}</Text>
              </Card>
            );
          })}
        </Stack>
      </Box>
    </Container>
  );
}
