import { ActionIcon, Group, Paper, Text, TextInput, Tooltip } from '@mantine/core';
import { toDevanagariDigits, toLatinDigits } from '@nepali/digits';
import {
  IconArrowAutofitWidth,
  IconChevronDown,
  IconChevronLeft,
  IconChevronRight,
  IconChevronUp,
  IconMaximize,
  IconSearch,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useLanguage } from '../../i18n/language-context';
import type { TextSearch } from './use-text-search';
import { viewerTexts } from './viewer.texts';

function Tool({
  label,
  onClick,
  children,
  disabled,
  keys,
  pressed,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  disabled?: boolean;
  keys?: string;
  pressed?: boolean;
}) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant={pressed ? 'filled' : 'default'}
        size="lg"
        aria-label={label}
        aria-keyshortcuts={keys}
        aria-pressed={pressed}
        onClick={onClick}
        disabled={disabled}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** The page box writes the number in the reader's script, as the count beside it does. */
const pageLabel = (n: number, language: 'ne' | 'en') =>
  language === 'ne' ? toDevanagariDigits(n) : String(n);

export interface ViewerToolbarProps {
  scale: number;
  fit: 'width' | 'page' | null;
  page: number;
  pages: number;
  search: TextSearch;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFitWidth: () => void;
  onFitPage: () => void;
  onGoToPage: (page: number) => void;
  /** A phone's toolbar: no fit-page button and narrower boxes, so zoom and pages share one row. */
  compact?: boolean;
  /** Put at the end of the search row. */
  end?: ReactNode;
}

/** Zoom, fit, page navigation with its counter, and search: every tool is a labelled button. */
export function ViewerToolbar(props: ViewerToolbarProps) {
  const { scale, fit, page, pages, search, compact = false } = props;
  const { language } = useLanguage();
  const t = viewerTexts[language];
  const [pageText, setPageText] = useState(pageLabel(page, language));
  const [query, setQuery] = useState('');
  useEffect(() => setPageText(pageLabel(page, language)), [page, language]);

  const jump = () => {
    const wanted = Number.parseInt(toLatinDigits(pageText), 10);
    if (Number.isFinite(wanted)) props.onGoToPage(Math.min(Math.max(wanted, 1), pages));
    else setPageText(pageLabel(page, language));
  };
  const runSearch = async (direction: 1 | -1) => {
    const target =
      direction === 1 || search.asked !== query.trim() ? await search.find(query) : search.step(-1);
    if (target) props.onGoToPage(target);
  };
  const found = search.active !== '';

  return (
    <Paper withBorder p={6} radius="md" role="toolbar" aria-label={t.toolbar}>
      <Group gap={6} wrap="wrap" justify="space-between">
        <Group gap={4} wrap="nowrap">
          <Tool label={t.zoomOut} keys="-" onClick={props.onZoomOut}>
            <IconZoomOut size={18} />
          </Tool>
          <Text size="sm" w={compact ? 40 : 48} ta="center" data-testid="zoom-level" aria-live="polite">
            {t.zoomLevel(Math.round(scale * 100))}
          </Text>
          <Tool label={t.zoomIn} keys="+" onClick={props.onZoomIn}>
            <IconZoomIn size={18} />
          </Tool>
          <Tool label={t.fitWidth} keys="0" onClick={props.onFitWidth} pressed={fit === 'width'}>
            <IconArrowAutofitWidth size={18} />
          </Tool>
          {!compact && (
            <Tool label={t.fitPage} onClick={props.onFitPage} pressed={fit === 'page'}>
              <IconMaximize size={18} />
            </Tool>
          )}
        </Group>
        <Group gap={4} wrap="nowrap">
          <Tool
            label={t.previousPage}
            keys="PageUp"
            onClick={() => props.onGoToPage(page - 1)}
            disabled={page <= 1}
          >
            <IconChevronLeft size={18} />
          </Tool>
          <TextInput
            size="sm"
            w={compact ? 44 : 52}
            aria-label={t.pageNumber}
            inputMode="numeric"
            value={pageText}
            onChange={(event) => setPageText(event.currentTarget.value)}
            onBlur={jump}
            onKeyDown={(event) => event.key === 'Enter' && jump()}
            styles={{ input: { textAlign: 'center' } }}
          />
          <Text size="sm" data-testid="page-count">
            {t.ofPages(pages)}
          </Text>
          <Tool
            label={t.nextPage}
            keys="PageDown"
            onClick={() => props.onGoToPage(page + 1)}
            disabled={page >= pages}
          >
            <IconChevronRight size={18} />
          </Tool>
        </Group>
        <Group gap={4} wrap="nowrap" style={{ flexGrow: 1, maxWidth: compact ? undefined : 360 }}>
          <TextInput
            size="sm"
            style={{ flexGrow: 1, minWidth: 0 }}
            type="search"
            aria-label={t.search}
            placeholder={t.searchPlaceholder}
            leftSection={<IconSearch size={16} />}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void runSearch(event.shiftKey ? -1 : 1);
            }}
          />
          {found && (
            <Text
              size="xs"
              c="dimmed"
              role="status"
              data-testid="search-result"
              style={{ whiteSpace: 'nowrap' }}
            >
              {search.matches.length === 0 ? t.noMatches : t.matchOf(search.index + 1, search.matches.length)}
            </Text>
          )}
          {/* On a phone the match arrows come once there is something to search for. */}
          {(!compact || query.trim()) && (
            <>
              <Tool label={t.previousMatch} onClick={() => void runSearch(-1)} disabled={!query.trim()}>
                <IconChevronUp size={18} />
              </Tool>
              <Tool label={t.nextMatch} onClick={() => void runSearch(1)} disabled={!query.trim()}>
                <IconChevronDown size={18} />
              </Tool>
            </>
          )}
          {props.end}
        </Group>
      </Group>
    </Paper>
  );
}
