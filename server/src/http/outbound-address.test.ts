import {
  type HostResolver,
  MAX_OUTBOUND_URL_LENGTH,
  OutboundAddressError,
  checkOutboundUrl,
  classifyAddress,
} from './outbound-address.js';

// Every spelling of an inside address is one address to the guard, and one refusal.

const table: Record<string, string[]> = {
  'partner.example.com': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
  'localtest.me': ['127.0.0.1'],
  'half-inside.example.com': ['93.184.215.14', '10.0.0.7'],
  'v6-inside.example.com': ['93.184.215.14', 'fd00:ec2::254'],
};
const resolve: HostResolver = async (name) => {
  const found = table[name];
  if (!found) throw new Error('ENOTFOUND');
  return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};
const production = { allowLoopback: false, resolve };
const development = { allowLoopback: true, resolve };

const refusal = (url: string, policy = production) =>
  checkOutboundUrl(url, policy).then(
    () => 'accepted',
    (error: unknown) => (error instanceof OutboundAddressError ? error.reason : String(error)),
  );

const inside = [
  '127.0.0.1',
  'localhost',
  'LOCALHOST.',
  'api.localhost',
  '[::1]',
  '0.0.0.0',
  '[::]',
  '127.1',
  '2130706433',
  '0x7f000001',
  '0177.0.0.1',
  '127.0.0.1.',
  '%31%32%37.0.0.1',
  '[::ffff:127.0.0.1]',
  '[::ffff:7f00:1]',
  '[::127.0.0.1]',
  '[64:ff9b::127.0.0.1]',
  '[2002:7f00:1::]',
  '10.0.0.1',
  '172.16.0.1',
  '172.31.255.255',
  '192.168.1.1',
  '[::ffff:192.168.1.1]',
  '169.254.169.254',
  '[::ffff:169.254.169.254]',
  '[fd00::1]',
  '[fd00:ec2::254]',
  '[fe80::1]',
  '[fec0::1]',
  'metadata.google.internal',
  'METADATA.GOOGLE.INTERNAL.',
  'metadata',
  'printer.local',
  'localtest.me',
  '100.64.0.1',
  '100.100.100.200',
  '224.0.0.1',
  '[ff02::1]',
  '255.255.255.255',
  '240.0.0.1',
  '192.0.2.1',
  '[2001:db8::1]',
  '[2001::1]',
  'half-inside.example.com',
  'v6-inside.example.com',
];

test.each(inside)('https://%s/hooks is refused as not allowed', async (host) => {
  await expect(refusal(`https://${host}/hooks`)).resolves.toBe('notAllowed');
});

test('public addresses are accepted, and the connection goes to the address checked', async () => {
  for (const host of ['8.8.8.8', '[2606:4700::1111]', '[64:ff9b::808:808]', 'Partner.Example.COM.']) {
    await expect(refusal(`https://${host}/hooks`)).resolves.toBe('accepted');
  }
  const target = await checkOutboundUrl('https://partner.example.com:8443/hooks?x=1', production);
  expect(target).toMatchObject({ hostname: 'partner.example.com', address: '93.184.215.14', family: 4 });
  expect(target.url.href).toBe('https://partner.example.com:8443/hooks?x=1');
});

test('loopback only when allowed, and nothing else inside even then', async () => {
  await expect(refusal('http://127.0.0.1:9/hooks', development)).resolves.toBe('accepted');
  await expect(refusal('http://localhost:9/hooks', development)).resolves.toBe('accepted');
  await expect(refusal('http://[::1]:9/hooks', development)).resolves.toBe('accepted');
  for (const host of ['10.0.0.1', '169.254.169.254', '[fd00::1]', '0.0.0.0', '[::ffff:10.0.0.1]']) {
    await expect(refusal(`https://${host}/hooks`, development)).resolves.toBe('notAllowed');
  }
  // Plain http only where nothing crosses a network.
  await expect(refusal('http://partner.example.com/hooks', development)).resolves.toBe('https');
  await expect(refusal('http://127.0.0.1/hooks')).resolves.toBe('https');
});

test('shape: scheme, credentials, unknown names and length', async () => {
  await expect(refusal('ftp://partner.example.com/')).resolves.toBe('https');
  await expect(refusal('file:///etc/passwd')).resolves.toBe('https');
  await expect(refusal('https://user:pw@partner.example.com/')).resolves.toBe('invalid');
  await expect(refusal('not a url')).resolves.toBe('invalid');
  await expect(refusal('https://nowhere.example.com/')).resolves.toBe('unresolvable');
  const longest = `https://partner.example.com/${'a'.repeat(MAX_OUTBOUND_URL_LENGTH - 28)}`;
  expect(longest).toHaveLength(MAX_OUTBOUND_URL_LENGTH);
  await expect(refusal(longest)).resolves.toBe('accepted');
  await expect(refusal(`${longest}a`)).resolves.toBe('tooLong');
});

test('a 1 MB address is refused before it is parsed', async () => {
  const huge = `https://partner.example.com/${'a/'.repeat(512 * 1024)}`;
  const started = process.cpuUsage();
  await expect(refusal(huge)).resolves.toBe('tooLong');
  // Parsing a megabyte takes milliseconds; the refusal reads one number. CPU time, not the clock,
  // so a machine busy with other work does not count against it.
  const { user, system } = process.cpuUsage(started);
  expect((user + system) / 1000).toBeLessThan(50);
});

test('classifyAddress knows DNS answers in their own spellings', () => {
  expect(classifyAddress('::ffff:7f00:1')).toBe('loopback');
  expect(classifyAddress('fe80::1%eth0')).toBe('blocked');
  expect(classifyAddress('2001:4860:4860::8888')).toBe('public');
  expect(classifyAddress('not-an-address')).toBe('blocked');
});
