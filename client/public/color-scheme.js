// The SPA counterpart of Mantine's ColorSchemeScript (same storage key and rules): it applies the
// remembered colour scheme before the first paint, so dark mode never flashes light. A file of its
// own, not an inline script, so the Content-Security-Policy can forbid inline scripts.
try {
  const stored = window.localStorage.getItem('mantine-color-scheme-value');
  // Until the reader chooses, the system's preference decides ('auto').
  const scheme = stored === 'light' || stored === 'dark' || stored === 'auto' ? stored : 'auto';
  const dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  const computed = scheme === 'auto' ? (dark ? 'dark' : 'light') : scheme;
  document.documentElement.setAttribute('data-mantine-color-scheme', computed);
} catch {
  // Storage blocked (private mode): Mantine follows the system's preference.
}
