import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useLanguage, useTexts } from '../../i18n/language-context';
import { serverMessage } from '../../i18n/server-messages';
import classes from './payment.module.css';
import { paymentTexts } from './payment.texts';
import type { StartProblem } from './use-payment-start';

/** The reader's words for why a start failed: the server's known texts, a limit, or no answer. */
function useProblemText(problem: StartProblem): string {
  const t = useTexts(paymentTexts);
  const { language } = useLanguage();
  const { code, message } = problem.failure;
  if (code === 'RATE_LIMITED') return t.tooManyStarts;
  if (message === null) return t.noAnswer;
  return serverMessage(problem.failure, language, t.failed);
}

/**
 * Why the payment did not start, with a way to try again. It is scrolled into view and focused
 * when it appears: on a phone the wallet buttons may sit below it, or it would be drawn above
 * the part of the page the user is looking at.
 */
export function StartProblemAlert({ problem, onRetry }: { problem: StartProblem; onRetry: () => void }) {
  const t = useTexts(paymentTexts);
  const text = useProblemText(problem);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Again for every new problem (a failed "Try again" too), not only the first.
    if (!problem.failure) return;
    ref.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    ref.current?.focus({ preventScroll: true });
  }, [problem]);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="red"
      classNames={{ title: classes.alertTitle }}
      title={t.problemTitle}
      icon={<IconAlertTriangle />}
      role="alert"
      data-testid="payment-problem"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{text}</Text>
        <Button color="red.9" onClick={onRetry}>
          {t.tryAgain}
        </Button>
      </Stack>
    </Alert>
  );
}
