import { Button, Code, Container, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useTexts } from '../../i18n/language-context';
import { routeErrorTexts } from './RouteError.texts';

/** Whatever a screen throws ends here instead of a blank page. */
export function RouteErrorPage() {
  const t = useTexts(routeErrorTexts);
  const error = useRouteError();
  let detail: string;
  if (isRouteErrorResponse(error)) {
    detail = `${error.status} ${error.statusText}${error.data ? `: ${String(error.data)}` : ''}`;
  } else if (error instanceof Error) {
    detail = error.message || error.name;
  } else {
    detail = String(error);
  }
  // The stack helps whoever reports the problem; it stays folded away for everyone else.
  const stack = error instanceof Error ? error.stack : undefined;
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1} size="h2">
          {t.title}
        </Title>
        <Text fw={600}>{detail}</Text>
        {stack && (
          <details>
            <summary>{t.technicalDetails}</summary>
            <Code block style={{ whiteSpace: 'pre-wrap' }}>
              {stack}
            </Code>
          </details>
        )}
        <div>
          <Button component="a" href="/">
            {t.goHome}
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
