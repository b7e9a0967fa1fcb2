import { Container, Title } from '@mantine/core';

/** A screen whose content is still to be built: its place in the layout and its name, nothing more. */
export function PageHeading({ children }: { children: string }) {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{children}</Title>
    </Container>
  );
}
