import { ActionIcon, Tooltip } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';

const PLAN_NAMES = { basic: 'Basic', silver: 'Silver', premium: 'Premium' } as const;

/** Gold while a plan covers this month (tooltip says which); leads to the plans either way. */
export function SubscriptionBadge() {
  const { user } = useAuth();
  const subscribed = Boolean(user?.isSubscribed && user.subscriptionPlan);
  const label =
    subscribed && user?.subscriptionPlan
      ? `${PLAN_NAMES[user.subscriptionPlan]} Subscribed`
      : 'Not subscribed: see plans';
  return (
    <Tooltip label={label}>
      <ActionIcon
        component={Link}
        to="/pricing"
        variant={subscribed ? 'filled' : 'light'}
        color={subscribed ? 'yellow' : 'gray'}
        size="lg"
        radius="xl"
        aria-label={label}
        data-subscribed={subscribed || undefined}
      >
        <IconCrown size={20} stroke={1.6} />
      </ActionIcon>
    </Tooltip>
  );
}
