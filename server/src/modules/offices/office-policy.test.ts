import { OfficeRole } from './office.entities.js';
import { type OfficeAction, roleAllows } from './office-policy.js';

const everything: OfficeAction[] = [
  'office.read',
  'members.manage',
  'billing.manage',
  'clients.read',
  'clients.write',
  'documents.read',
  'documents.generate',
  'tokens.manage',
];
const allowed = (role: OfficeRole) => everything.filter((action) => roleAllows(role, action));

test('an owner may do everything', () => {
  expect(allowed(OfficeRole.owner)).toEqual(everything);
});

test('a writer works with clients and documents but not members, billing or tokens', () => {
  expect(allowed(OfficeRole.writer)).toEqual([
    'office.read',
    'clients.read',
    'clients.write',
    'documents.read',
    'documents.generate',
  ]);
});

test('a viewer only reads', () => {
  expect(allowed(OfficeRole.viewer)).toEqual(['office.read', 'clients.read', 'documents.read']);
});
