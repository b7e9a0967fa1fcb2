import { useQuery } from '@apollo/client/react';
import { Button, Menu, Text } from '@mantine/core';
import { IconBuilding, IconCheck, IconChevronDown, IconUser } from '@tabler/icons-react';
import { setActiveOfficeId, useActiveOfficeId } from '../../offices/active-office';
import { useLanguage, useTexts } from '../../i18n/language-context';
import { MyOfficesQuery } from './office-switcher.operations';
import { officeSwitcherTexts } from './office-switcher.texts';

/**
 * "Personal" or one of the reader's offices, in the header of every signed-in screen, so each
 * screen shows which one is active. Hidden for someone in no office. A Menu rather than a Select:
 * its dropdown keeps to the viewport at 360 px.
 */
export function OfficeSwitcher() {
  const { language } = useLanguage();
  const t = useTexts(officeSwitcherTexts);
  const { data } = useQuery(MyOfficesQuery);
  const storedId = useActiveOfficeId();
  const memberships = data?.myOffices ?? [];
  if (memberships.length === 0) return null;
  // An office the reader has left (or been removed from) falls back to personal.
  const active = memberships.find((m) => m.office.id === storedId) ?? null;
  const nameOf = (office: { nameNe: string; nameEn: string }) =>
    language === 'ne' ? office.nameNe : office.nameEn;
  const current = active ? nameOf(active.office) : t.personal;

  return (
    <Menu position="bottom-end" width={260} withinPortal>
      <Menu.Target>
        <Button
          variant="light"
          size="compact-sm"
          radius="xl"
          maw={{ base: 56, xs: 160, sm: 220 }}
          px={{ base: 8, xs: 'sm' }}
          leftSection={active ? <IconBuilding size={16} /> : <IconUser size={16} />}
          rightSection={<IconChevronDown size={14} />}
          aria-label={t.choose(current)}
          data-active-office={active?.office.id ?? 'personal'}
        >
          {/* Below 576 px the header has room for the icon only; aria-label and the menu name it. */}
          <Text span size="sm" truncate visibleFrom="xs">
            {current}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown maw="calc(100vw - 16px)">
        <Menu.Label>{t.heading}</Menu.Label>
        <Menu.Item
          leftSection={<IconUser size={16} />}
          rightSection={active ? null : <IconCheck size={16} />}
          onClick={() => setActiveOfficeId(null)}
        >
          {t.personal}
        </Menu.Item>
        {memberships.map((m) => (
          <Menu.Item
            key={m.office.id}
            leftSection={<IconBuilding size={16} />}
            rightSection={active?.office.id === m.office.id ? <IconCheck size={16} /> : null}
            onClick={() => setActiveOfficeId(m.office.id)}
          >
            <Text size="sm" truncate>
              {nameOf(m.office)}
            </Text>
            <Text size="xs" c="dimmed">
              {t.roles[m.role] ?? m.role}
            </Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
