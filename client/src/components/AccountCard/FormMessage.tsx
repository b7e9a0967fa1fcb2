import { Text } from '@mantine/core';

/** One line under a form: red for what went wrong, green for what worked. */
export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: string }) {
  return (
    <Text c={tone === 'error' ? 'red' : 'green'} size="sm" role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </Text>
  );
}
