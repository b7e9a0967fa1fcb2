import { Button, Code, Container, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Whatever a screen throws ends here instead of a blank page. */
export function RouteErrorPage() {
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
          Unexpected Application Error!
        </Title>
        <Text fw={600}>{detail}</Text>
        {stack && (
          <details>
            <summary>Technical details</summary>
            <Code block style={{ whiteSpace: 'pre-wrap' }}>
              {stack}
            </Code>
          </details>
        )}
        <div>
          <Button component="a" href="/">
            Go to Home
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
