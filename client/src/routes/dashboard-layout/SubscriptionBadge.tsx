import { ActionIcon, Tooltip } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';
import { useTexts } from '../../i18n/language-context';
import { dashboardLayoutTexts } from './dashboard-layout.texts';

/** Gold while a plan covers this month (tooltip says which); leads to the plans either way. */
export function SubscriptionBadge() {
  const { user } = useAuth();
  const t = useTexts(dashboardLayoutTexts);
  const subscribed = Boolean(user?.isSubscribed && user.subscriptionPlan);
  const label = subscribed && user?.subscriptionPlan ? t.subscribed(user.subscriptionPlan) : t.notSubscribed;
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
