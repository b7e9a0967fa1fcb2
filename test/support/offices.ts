import {
  findDistrict,
  findLocalLevel,
  findProvince,
} from '../../server/src/modules/locations/locations.catalog.js';
import type { ApiClient } from './client.js';
import type { TestServer } from './test-server.js';

const bagmati = findProvince('bagmati')!;
const kathmandu = findDistrict('kathmandu', bagmati)!;
const kmc = findLocalLevel('Kathmandu', kathmandu)!;

/** Kathmandu Metropolitan City, ward 32, as the location cascade's ids. */
export const kmcWard32 = { provinceId: bagmati.id, districtId: kathmandu.id, localLevelId: kmc.id, ward: 32 };

/** A client record's required details, living in Kathmandu ward 32. */
export const sitaClient = {
  fullName: 'सीता शर्मा',
  gender: 'female',
  dateOfBirthBs: '2040/05/10',
  fatherName: 'राम शर्मा',
  grandfatherName: 'हरि शर्मा',
  ...kmcWard32,
};

export const officeFields =
  'id nameNe nameEn provinceId districtId localLevelId ward registrationNumber contactNumber';

/** Creates an office owned by `owner`'s account; returns its id. */
export async function createOffice(owner: ApiClient, nameEn = 'Sharma Lekhapadi Sewa'): Promise<string> {
  const created = await owner.graphql(
    `mutation ($input: CreateOfficeInput!) { createOffice(input: $input) { role office { id } } }`,
    {
      input: { nameNe: 'शर्मा लेखापढी सेवा', nameEn, contactNumber: '9841000000', ...kmcWard32 },
    },
  );
  if (!created.data) throw new Error(`createOffice failed: ${JSON.stringify(created.errors)}`);
  return created.data.createOffice.office.id as string;
}

/** The token in the newest invitation mailed to this address. */
export async function invitationTokenFor(server: Pick<TestServer, 'outbox'>, email: string): Promise<string> {
  const mail = (await server.outbox.mails(email)).at(-1);
  const token = mail?.match(/Invitation token: ([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

/** Invites `email` into the office as `role` and accepts it with `invitee`'s account. */
export async function addMember(
  server: Pick<TestServer, 'outbox'>,
  owner: ApiClient,
  officeId: string,
  invitee: ApiClient,
  email: string,
  role: 'owner' | 'writer' | 'viewer',
): Promise<void> {
  const invited = await owner.graphql(
    `mutation ($input: InviteMemberInput!) { inviteMember(input: $input) { id } }`,
    { input: { officeId, email, role } },
  );
  if (!invited.data) throw new Error(`inviteMember failed: ${JSON.stringify(invited.errors)}`);
  const token = await invitationTokenFor(server, email);
  const accepted = await invitee.graphql(
    `mutation ($token: String!) { acceptInvitation(token: $token) { role } }`,
    {
      token,
    },
  );
  if (!accepted.data) throw new Error(`acceptInvitation failed: ${JSON.stringify(accepted.errors)}`);
}
