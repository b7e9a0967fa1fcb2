import { landingReport } from './landing-budget';

type Bundle = Parameters<typeof landingReport>[0];

const chunk = (fileName: string, fields: Record<string, unknown>) => ({
  type: 'chunk' as const,
  fileName,
  code: `/* ${fileName} */ ${'x'.repeat(100)}`,
  imports: [] as string[],
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null as string | null,
  ...fields,
});

test('counts the entry, the home page’s lazy sections and what they import; nothing else', () => {
  const bundle = {
    'index.js': chunk('index.js', { isEntry: true, imports: ['react.js'] }),
    'react.js': chunk('react.js', {}),
    'Contact.js': chunk('Contact.js', {
      isDynamicEntry: true,
      facadeModuleId: '/app/src/routes/home/ContactSection.tsx',
      imports: ['form.js', 'react.js'],
    }),
    'form.js': chunk('form.js', {}),
    'Dashboard.js': chunk('Dashboard.js', {
      isDynamicEntry: true,
      facadeModuleId: '/app/src/routes/dashboard/DashboardPage.tsx',
      imports: ['pdf.js'],
    }),
    'pdf.js': chunk('pdf.js', {}),
    'style.css': { type: 'asset', fileName: 'style.css', source: 'body{}' },
  } as unknown as Bundle;
  const report = landingReport(bundle, '/app/src/routes/home/');
  expect(report.files.map((f) => f.fileName).sort()).toEqual([
    'Contact.js',
    'form.js',
    'index.js',
    'react.js',
  ]);
  expect(report.bytes).toBe(report.files.reduce((sum, f) => sum + f.bytes, 0));
  expect(report.gzipBytes).toBeLessThan(report.bytes);
});
