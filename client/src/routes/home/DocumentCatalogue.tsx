import { useQuery } from '@apollo/client/react';
import { Box, Container, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useLanguage, useTexts } from '../../i18n/language-context';
import { formatNumber } from '../../i18n/numbers';
import { namesFor } from '../../i18n/texts';
import { workPagePath } from '../work-page/paths';
import { type CatalogueTab, filterCatalogue } from './catalogue-filter';
import { homeTexts } from './home.texts';
import classes from './HomePage.module.css';
import { WorkCatalogueQuery } from './operations';

const TABS: CatalogueTab[] = ['all', 'ward', 'municipality'];
type Category = keyof (typeof homeTexts)['en']['catalogue']['serviceAreas'];

/** "Document's we serve": the real works and how many of each have been generated. */
export function DocumentCatalogue() {
  const t = useTexts(homeTexts).catalogue;
  const { language } = useLanguage();
  const [tab, setTab] = useState<CatalogueTab>('all');
  const [search, setSearch] = useState('');
  const { data, loading, error } = useQuery(WorkCatalogueQuery);
  const works = filterCatalogue(data?.works ?? [], tab, search);

  const status = loading ? t.loading : error ? t.failed : works.length === 0 ? t.empty : null;
  return (
    <Container size="lg" py="xl" component="section" aria-labelledby="catalogue-title" id="documents">
      <Stack gap={4} mb="md">
        <Title order={2} id="catalogue-title">
          {t.title}
        </Title>
        <Text>{t.intro}</Text>
      </Stack>
      <Tabs value={tab} onChange={(value) => setTab((value as CatalogueTab) ?? 'all')}>
        <Tabs.List>
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t.tabs[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <TextInput
        mt="md"
        maw={420}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        placeholder={t.search}
        aria-label={t.searchLabel}
        leftSection={<IconSearch size={16} aria-hidden />}
      />
      {/* About 300 px of rows, then it scrolls; focusable so keyboard users can scroll it too. */}
      <Box className={classes.catalogueScroll} mt="md" tabIndex={0} role="region" aria-label={t.tableLabel}>
        {/* A plain table: Mantine's Table brings its scroll container's positioning engine along. */}
        <table className={classes.catalogueTable}>
          <thead>
            <tr>
              <th className={classes.snColumn}>{t.columns.sn}</th>
              <th>{t.columns.name}</th>
              <th className={classes.areaColumn}>{t.columns.serviceArea}</th>
              <th className={classes.numberColumn}>{t.columns.generated}</th>
            </tr>
          </thead>
          <tbody>
            {works.map((work, index) => {
              const { name, otherName, otherLanguage } = namesFor(work, language);
              const area = t.serviceAreas[work.category as Category] ?? work.category;
              return (
                <tr key={work.key}>
                  <td>{formatNumber(index + 1, language)}</td>
                  <td>
                    <Link to={workPagePath(work.key, language)} className={classes.workLink}>
                      {name}
                    </Link>
                    <Text size="sm" lang={otherLanguage}>
                      {otherName}
                    </Text>
                    {/* On a phone the service area moves under the name instead of a column of its own. */}
                    <Text size="sm" fw={600} className={classes.areaInline}>
                      {area}
                    </Text>
                  </td>
                  <td className={classes.areaColumn}>{area}</td>
                  <td className={classes.numberColumn}>{formatNumber(work.generatedCount, language)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <Text p={status ? 'md' : 0} ta="center" role="status">
          {status}
        </Text>
      </Box>
    </Container>
  );
}
