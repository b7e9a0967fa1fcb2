import { Center, Loader } from '@mantine/core';

/** Stands in for a screen whose code is still downloading; the layout around it stays put. */
export function PageLoader() {
  return (
    <Center mih="40vh" role="status" aria-label="Loading page">
      <Loader />
    </Center>
  );
}
