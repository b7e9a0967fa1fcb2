import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../config.js';
import { siteSettings } from './site-settings.js';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'lekhapadi-site-'));

test('unset settings are null, so the client hides the video button and shows a static map', () => {
  expect(siteSettings(loadConfig({ DATA_DIR: dataDir() }))).toEqual({
    tutorialVideoUrl: null,
    mapEmbedUrl: null,
    contactAddress: null,
  });
});

test('the contact inbox is never among the public settings', () => {
  const settings = siteSettings(loadConfig({ DATA_DIR: dataDir(), CONTACT_EMAIL: 'team@lekhapadi.example' }));
  expect(JSON.stringify(settings)).not.toContain('team@lekhapadi.example');
});
