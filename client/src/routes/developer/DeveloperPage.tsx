import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../i18n/language-context';
import { ApiTokensSection } from '../profile/ApiTokensSection';
import { apiTokenTexts } from '../profile/api-tokens.texts';
import { WebhooksSection } from '../profile/WebhooksSection';
import { webhookTexts } from '../profile/webhooks.texts';
import { developerTexts } from './developer.texts';

/**
 * The developer tools of an account (API tokens and webhooks), on a page of their own: a citizen's
 * profile keeps to their own details, and whoever connects software comes here from its link.
 */
export function DeveloperPage() {
  const { language } = useLanguage();
  const t = developerTexts[language];
  return (
    <Stack maw={900}>
      <Anchor component={Link} to="/profile" size="sm" w="fit-content">
        {t.back}
      </Anchor>
      <Title order={1}>{t.title}</Title>
      <Text>
        {t.intro}{' '}
        <Anchor href="/graphql" target="_blank" underline="always">
          {t.guide}
        </Anchor>
      </Text>
      <Card withBorder padding="lg">
        <Title order={2} size="h3" mb="sm">
          {apiTokenTexts[language].title}
        </Title>
        <ApiTokensSection />
      </Card>
      <Card withBorder padding="lg">
        <Title order={2} size="h3" mb="sm">
          {webhookTexts[language].title}
        </Title>
        <WebhooksSection />
      </Card>
    </Stack>
  );
}
