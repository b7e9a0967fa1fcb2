import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { buildLocatedUser, buildUser } from '../../../tests/builders';
import { locationHandlers } from '../../../tests/locations';
import { actionResult, api, graphqlData, graphqlRefusal, server } from '../../../tests/msw-server';
import { renderApp } from '../../../tests/render';
import { pickOption } from '../../../tests/select';
import { generatedDocument, sampleFields, workFieldsAnswer } from '../../../tests/works';
import { draftKey, readDraft } from '../../drafts/draft-store';

const AVATAR_URL = 'http://localhost/np/api/v1/updateUser/updateUserProfilePic';

function signIn(user = buildLocatedUser()) {
  const me = jest.fn(() => graphqlData({ me: user }));
  server.use(api.query('Me', me));
  return me;
}

async function openProfile() {
  // Files are offered whatever their type, as a browser's "All files" choice allows.
  const app = renderApp('/profile', { userEvent: { applyAccept: false } });
  await screen.findByRole('heading', { name: 'Profile' });
  const fileInput = document.querySelector('input[type="file"]') as HTMLInputElement;
  return { ...app, fileInput };
}

const historyPage = (
  nodes: ReturnType<typeof generatedDocument>[],
  hasNextPage: boolean,
  endCursor: string | null,
) =>
  graphqlData({
    documents: {
      __typename: 'DocumentConnection',
      totalCount: 3,
      pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor },
      edges: nodes.map((node) => ({ __typename: 'DocumentEdge', node })),
    },
  });

describe('the profile', () => {
  it('keeps the developer tools on a page of their own, one link away', async () => {
    signIn();
    const { user } = await openProfile();
    expect(screen.queryByRole('heading', { name: 'API tokens' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Webhooks' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Open' }));
    expect(await screen.findByRole('heading', { name: 'For developers' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'API tokens' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Webhooks' })).toBeInTheDocument();
  });

  describe('name and e-mail', () => {
    it("shows the account with the mobile disabled and says 'No changes in username or email' when nothing changed", async () => {
      signIn();
      const sent = jest.fn();
      server.use(api.mutation('UpdateAccount', () => sent()));
      const { user } = await openProfile();
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Sita Sharma');
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('sita@example.com');
      expect(screen.getByRole('textbox', { name: 'Mobile' })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('No changes in username or email')).toBeInTheDocument();
      expect(sent).not.toHaveBeenCalled();
    });

    it('saves a new name and shows the answer', async () => {
      const me = signIn();
      const sent: unknown[] = [];
      server.use(
        api.mutation('UpdateAccount', ({ variables }) => {
          sent.push(variables);
          return actionResult('updateAccount', true, 'Profile updated.');
        }),
      );
      const { user } = await openProfile();
      const name = screen.getByRole('textbox', { name: 'Name' });
      await user.clear(name);
      await user.type(name, 'Gita Sharma');
      const calls = me.mock.calls.length;
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Profile updated.')).toBeInTheDocument();
      // The e-mail stays: no current password is asked for or sent.
      expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
      expect(sent).toEqual([{ name: 'Gita Sharma', email: 'sita@example.com', currentPassword: null }]);
      await waitFor(() => expect(me.mock.calls.length).toBeGreaterThan(calls));
    });

    it('asks for the current password when the e-mail changes and sends it with the new address', async () => {
      signIn();
      const sent: unknown[] = [];
      server.use(
        api.mutation('UpdateAccount', ({ variables }) => {
          sent.push(variables);
          return graphqlData({
            updateAccount: {
              __typename: 'ActionResult',
              status: true,
              message:
                'Profile updated. We sent a code to gita@example.com; your email changes once you confirm it.',
              messageCode: 'account.emailChangeSent',
              params: { email: 'gita@example.com' },
            },
          });
        }),
      );
      const { user } = await openProfile();
      expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
      const email = screen.getByRole('textbox', { name: 'Email' });
      await user.clear(email);
      await user.type(email, 'gita@example.com');
      await user.type(screen.getByLabelText('Current password'), 'password123');
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(
        await screen.findByText(
          'Profile updated. We sent a code to gita@example.com; your email changes once you confirm it.',
        ),
      ).toBeInTheDocument();
      expect(sent).toEqual([
        { name: 'Sita Sharma', email: 'gita@example.com', currentPassword: 'password123' },
      ]);
    });

    it('asks for the code sent to a new e-mail address', async () => {
      signIn(buildLocatedUser({ pendingEmail: 'gita@example.com' }));
      const codes: unknown[] = [];
      server.use(
        api.mutation('ConfirmEmailChange', ({ variables }) => {
          codes.push(variables.otp);
          return actionResult('confirmEmailChange', true, 'Email changed.');
        }),
      );
      const { user } = await openProfile();
      expect(screen.getByText(/We sent a code to gita@example.com/)).toBeInTheDocument();
      const confirm = screen.getByRole('button', { name: 'Confirm' });
      expect(confirm).toBeDisabled();
      const code = screen.getByRole('group', { name: 'Email change code' });
      await user.click(within(code).getAllByRole('textbox')[0] as HTMLElement);
      await user.keyboard('123456');
      await user.click(confirm);
      await waitFor(() => expect(codes).toEqual(['123456']));
    });
  });

  describe('the avatar', () => {
    it("says 'No new profile picture selected' when Save Image is pressed without one", async () => {
      signIn();
      const { user } = await openProfile();
      await user.click(screen.getByRole('button', { name: 'Save Image' }));
      expect(await screen.findByText('No new profile picture selected')).toBeInTheDocument();
    });

    it("refuses a file that is not an image with 'Please select a valid image file.' before any upload", async () => {
      signIn();
      const { user, fileInput } = await openProfile();
      expect(fileInput).toHaveAttribute('accept', 'image/*');
      await user.upload(fileInput, new File(['notes'], 'notes.txt', { type: 'text/plain' }));
      expect(await screen.findByText('Please select a valid image file.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Save Image' }));
      expect(await screen.findByText('No new profile picture selected')).toBeInTheDocument();
    });

    it('previews the chosen image until it is saved, then shows the saved one', async () => {
      const me = signIn();
      const uploads: FormData[] = [];
      server.use(
        http.post(AVATAR_URL, async ({ request }) => {
          uploads.push(await request.formData());
          return HttpResponse.json({
            status: true,
            message: 'Profile picture updated',
            profilePicUrl: '/files/a.png',
          });
        }),
      );
      const { user, fileInput } = await openProfile();
      await user.upload(
        fileInput,
        new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }),
      );
      expect(await screen.findByRole('img', { name: 'Profile picture' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^blob:/),
      );
      expect(screen.getByText('me.png: not saved yet')).toBeInTheDocument();
      const calls = me.mock.calls.length;
      await user.click(screen.getByRole('button', { name: 'Save Image' }));
      expect(await screen.findByText('Profile picture updated')).toBeInTheDocument();
      // (jsdom's File does not survive Node's multipart encoding; the browser suite checks the bytes.)
      expect(uploads[0]?.has('profilePic')).toBe(true);
      await waitFor(() => expect(me.mock.calls.length).toBeGreaterThan(calls));
    });

    it("shows the server's reason, or 'Failed to update profile picture' when it gives none", async () => {
      signIn();
      let answer = () =>
        HttpResponse.json({ status: false, message: 'Please select a valid image file.' }, { status: 400 });
      server.use(http.post(AVATAR_URL, () => answer()));
      const { user, fileInput } = await openProfile();
      await user.upload(fileInput, new File(['fake'], 'fake.png', { type: 'image/png' }));
      await user.click(screen.getByRole('button', { name: 'Save Image' }));
      expect(await screen.findByText('Please select a valid image file.')).toBeInTheDocument();

      answer = () => new HttpResponse('Bad gateway', { status: 502 });
      await user.click(screen.getByRole('button', { name: 'Save Image' }));
      expect(await screen.findByText('Failed to update profile picture')).toBeInTheDocument();
    });

    it('refuses an image over 2 MB before sending it', async () => {
      signIn();
      const { user, fileInput } = await openProfile();
      const large = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'large.jpg', { type: 'image/jpeg' });
      await user.upload(fileInput, large);
      expect(await screen.findByText('Image must be 2 MB or smaller')).toBeInTheDocument();
    });
  });

  describe('details and place', () => {
    it('saves the reusable details, the issuing district by its slug', async () => {
      signIn();
      const saved: Record<string, string>[] = [];
      server.use(
        api.mutation('SaveProfileDetails', ({ variables }) => {
          saved.push(variables.input as Record<string, string>);
          return graphqlData({ updateProfileDetails: buildLocatedUser() });
        }),
      );
      const { user } = await openProfile();
      const details = screen.getByRole('form', { name: 'Details for your documents' });
      await user.type(within(details).getByRole('combobox', { name: /बाबुको नाम थर/ }), 'हरि शर्मा');
      await user.type(
        within(details).getByRole('textbox', { name: /Citizenship certificate number|नागरिकता प्रमाणपत्र/ }),
        '27-01-70-12345',
      );
      await pickOption(user, /नागरिकता जारी जिल्ला/, /ललितपुर/, details);
      await user.click(within(details).getByRole('button', { name: 'Save Details' }));
      expect(await screen.findByText('Details saved.')).toBeInTheDocument();
      expect(saved[0]).toMatchObject({
        fatherName: 'हरि शर्मा',
        citizenshipNumber: '27-01-70-12345',
        citizenshipIssueDistrict: 'lalitpur',
      });
    });

    it('shows the place and changes it in the location modal', async () => {
      signIn();
      server.use(...locationHandlers);
      const { user } = await openProfile();
      expect(screen.getByTestId('profile-location')).toHaveTextContent(
        'बागमती, काठमाडौं, काठमाडौं (महानगरपालिका) - 32',
      );
      await user.click(screen.getByRole('button', { name: 'Change' }));
      const dialog = await screen.findByRole('dialog', { name: 'Select your location' });
      // The current place is already chosen.
      await waitFor(() =>
        expect(within(dialog).getByRole('combobox', { name: 'Ward No' })).toHaveValue('32'),
      );
    });

    it('says when no place is set yet', async () => {
      signIn(buildUser());
      await openProfile();
      expect(screen.getByTestId('profile-location')).toHaveTextContent('Not set');
    });
  });

  describe('Generated Document History', () => {
    const catchDownloads = () => {
      const clicks: HTMLAnchorElement[] = [];
      const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        clicks.push(this);
      });
      return { clicks, restore: () => click.mockRestore() };
    };
    /** The document's freshly signed links: the original's, and its annotated versions' (newest first). */
    const freshLink = (versions: { id: string; number: number; downloadUrl: string }[] = []) =>
      api.query('LatestPdf', () =>
        graphqlData({
          document: {
            __typename: 'GeneratedDocument',
            id: 'doc-3',
            fileName: 'जन्म-मिति-प्रमाणित-२०८३-०१-२१.pdf',
            downloadUrl: 'https://lekhapadi.example/files/documents/doc-3.pdf?sig=fresh',
            versions: versions.map((version) => ({ __typename: 'DocumentVersionType', ...version })),
          },
        }),
      );

    it("says 'No documents generated yet.' when there are none", async () => {
      signIn();
      await openProfile();
      expect(await screen.findByText('No documents generated yet.')).toBeInTheDocument();
    });

    it('lists the documents with their BS date and time, View, Print and Download, and loads more', async () => {
      signIn();
      const first = generatedDocument({
        id: 'doc-3',
        status: 'READY',
        createdAt: '2026-05-04T06:30:00.000Z',
      });
      const second = generatedDocument({
        id: 'doc-2',
        status: 'FAILED',
        workKey: 'consent-deed',
        workNameNe: 'मञ्जुरीनामा',
        workNameEn: 'Consent deed',
        createdAt: '2026-04-20T06:30:00.000Z',
      });
      const third = generatedDocument({
        id: 'doc-1',
        status: 'READY',
        createdAt: '2026-05-04T09:05:00.000Z',
      });
      server.use(
        api.query('DocumentHistory', ({ variables }) =>
          variables.after === 'cursor-2'
            ? historyPage([third], false, 'cursor-3')
            : historyPage([first, second], true, 'cursor-2'),
        ),
      );
      const { user } = await openProfile();
      const list = await screen.findByRole('list', { name: 'Generated documents' });
      let rows = within(list).getAllByRole('listitem');
      expect(rows).toHaveLength(2);
      expect(rows[0]).toHaveTextContent('जन्म मिति प्रमाणित');
      expect(rows[0]).toHaveTextContent('Date of birth verification · 21 Baisakh 2083, 12:15');
      const view = within(rows[0] as HTMLElement).getByRole('link', { name: /^View:/ });
      expect(view).toHaveAttribute('href', '/dashboard/printdocument/doc-3');
      expect(view).toHaveAccessibleName('View: Date of birth verification, 21 Baisakh 2083, 12:15');
      expect(within(rows[0] as HTMLElement).getByRole('button', { name: /^Print:/ })).toBeInTheDocument();
      expect(within(rows[0] as HTMLElement).getByRole('button', { name: /^Download:/ })).toBeInTheDocument();
      expect(rows[1]).toHaveTextContent('Consent deed · 7 Baisakh 2083, 12:15');
      expect(rows[1]).toHaveTextContent('Failed');
      expect(within(rows[1] as HTMLElement).queryByRole('link', { name: /^View:/ })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
      rows = within(list).getAllByRole('listitem');
      // Two documents of one day differ by their time.
      expect(rows[2]).toHaveTextContent('21 Baisakh 2083, 14:50');
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    });

    it('shows the date in Nepali with Devanagari digits', async () => {
      signIn();
      server.use(
        api.query('DocumentHistory', () =>
          historyPage([generatedDocument({ id: 'doc-3', status: 'READY' })], false, 'cursor-1'),
        ),
      );
      renderApp('/profile', { language: 'ne' });
      const list = await screen.findByRole('list', { name: 'बनाइएका कागजातहरू' });
      expect(within(list).getByRole('listitem')).toHaveTextContent('२०८३ वैशाख २१, १२:१५');
      expect(within(list).getByRole('link', { name: /^हेर्नुहोस्:/ })).toBeInTheDocument();
    });

    it('searches and filters by work on the server', async () => {
      signIn();
      const asked: Record<string, unknown>[] = [];
      server.use(
        api.query('DocumentHistory', ({ variables }) => {
          asked.push(variables);
          const consent = generatedDocument({
            id: 'doc-2',
            status: 'READY',
            workKey: 'consent-deed',
            workNameNe: 'मञ्जुरीनामा',
            workNameEn: 'Consent deed',
          });
          if (variables.search === 'nobody') return historyPage([], false, null);
          return variables.workKey === 'consent-deed' || variables.search
            ? historyPage([consent], false, 'c')
            : historyPage([generatedDocument({ id: 'doc-3', status: 'READY' }), consent], false, 'c');
        }),
      );
      const { user } = await openProfile();
      const list = await screen.findByRole('list', { name: 'Generated documents' });
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));

      await pickOption(user, 'Work', 'Consent deed');
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
      expect(list).toBeInTheDocument();
      expect(asked.at(-1)).toMatchObject({ workKey: 'consent-deed', search: null });

      await user.type(screen.getByRole('searchbox', { name: 'Search by work or name' }), 'nobody');
      expect(await screen.findByText('No document matches this search.')).toBeInTheDocument();
      expect(asked.at(-1)).toMatchObject({ workKey: 'consent-deed', search: 'nobody' });
      // One request for the whole word, not one per letter.
      expect(asked.filter((variables) => variables.search === 'nobod')).toHaveLength(0);
    });

    it('downloads a document through a fresh link under its own file name', async () => {
      signIn();
      server.use(
        api.query('DocumentHistory', () =>
          historyPage([generatedDocument({ id: 'doc-3', status: 'READY' })], false, 'cursor-1'),
        ),
        freshLink(),
        http.get('http://localhost/files/documents/doc-3.pdf', () => HttpResponse.text('%PDF-1.7')),
      );
      const downloads = catchDownloads();
      const { user } = await openProfile();
      await user.click(await screen.findByRole('button', { name: /^Download:/ }));
      await waitFor(() => expect(downloads.clicks).toHaveLength(1));
      expect(downloads.clicks[0]?.download).toBe('जन्म-मिति-प्रमाणित-२०८३-०१-२१.pdf');
      downloads.restore();
    });

    it('downloads the newest annotated version when there is one, as the viewer does', async () => {
      signIn();
      const fetched: string[] = [];
      server.use(
        api.query('DocumentHistory', () =>
          historyPage([generatedDocument({ id: 'doc-3', status: 'READY' })], false, 'cursor-1'),
        ),
        freshLink([
          { id: 'v-2', number: 2, downloadUrl: 'https://lekhapadi.example/files/versions/v-2.pdf?sig=fresh' },
        ]),
        http.get('http://localhost/files/:folder/:file', ({ params }) => {
          fetched.push(`${params.folder}/${params.file}`);
          return HttpResponse.text('%PDF-1.7');
        }),
      );
      const downloads = catchDownloads();
      const { user } = await openProfile();
      await user.click(await screen.findByRole('button', { name: /^Download:/ }));
      await waitFor(() => expect(downloads.clicks).toHaveLength(1));
      expect(fetched).toEqual(['versions/v-2.pdf']);
      // Named as the viewer names a version, beside the original in a folder.
      expect(downloads.clicks[0]?.download).toBe('जन्म-मिति-प्रमाणित-२०८३-०१-२१-v2.pdf');
      downloads.restore();
    });

    it('downloads the Word copy through a fresh link, named as the PDF with .docx', async () => {
      signIn();
      const word = (sig: string) => `https://lekhapadi.example/files/documents/doc-3.docx?sig=${sig}`;
      server.use(
        api.query('DocumentHistory', () =>
          historyPage(
            [
              generatedDocument({ id: 'doc-3', status: 'READY', docxDownloadUrl: word('listed') }),
              // Made before Word copies: no Word button.
              generatedDocument({ id: 'doc-2', status: 'READY' }),
            ],
            false,
            'cursor-1',
          ),
        ),
        api.query('DocumentById', () =>
          graphqlData({
            document: generatedDocument({ id: 'doc-3', status: 'READY', docxDownloadUrl: word('fresh') }),
          }),
        ),
        http.get('http://localhost/files/documents/doc-3.docx', ({ request }) =>
          new URL(request.url).searchParams.get('sig') === 'fresh'
            ? HttpResponse.text('PK')
            : new HttpResponse(null, { status: 403 }),
        ),
      );
      const downloads = catchDownloads();
      const { user } = await openProfile();
      const list = await screen.findByRole('list', { name: 'Generated documents' });
      const rows = await within(list).findAllByRole('listitem');
      expect(within(rows[1] as HTMLElement).queryByRole('button', { name: /^Word/ })).not.toBeInTheDocument();
      const button = within(rows[0] as HTMLElement).getByRole('button', { name: /^Word \(DOCX\):/ });
      expect(button).toHaveAccessibleName('Word (DOCX): Date of birth verification, 21 Baisakh 2083, 12:15');
      await user.click(button);
      await waitFor(() => expect(downloads.clicks).toHaveLength(1));
      expect(downloads.clicks[0]?.download).toBe('जन्म-मिति-प्रमाणित-२०८३-०१-२१.docx');
      downloads.restore();
    });

    it('prints a document through a hidden frame', async () => {
      signIn();
      server.use(
        api.query('DocumentHistory', () =>
          historyPage([generatedDocument({ id: 'doc-3', status: 'READY' })], false, 'cursor-1'),
        ),
        freshLink(),
        http.get('http://localhost/files/documents/doc-3.pdf', () => HttpResponse.text('%PDF-1.7')),
      );
      const { user } = await openProfile();
      await user.click(await screen.findByRole('button', { name: /^Print:/ }));
      await waitFor(() => expect(document.querySelector('iframe[title="Document to print"]')).not.toBeNull());
    });

    it('generates again: the saved values become the work’s draft and its form opens', async () => {
      const me = buildLocatedUser();
      signIn(me);
      server.use(
        api.query('DocumentHistory', () =>
          historyPage([generatedDocument({ id: 'doc-3', status: 'READY' })], false, 'cursor-1'),
        ),
        api.query('DocumentValues', () =>
          graphqlData({
            document: {
              __typename: 'GeneratedDocument',
              id: 'doc-3',
              workKey: 'birth-date-verification',
              values: { fullName: 'झलकमान गन्धर्व', wardNo: 32 },
            },
          }),
        ),
        // The work's form, once it opens (the works and the entitlement have default answers).
        api.query('WorkFields', ({ variables }) =>
          graphqlData(workFieldsAnswer(variables.workKey, sampleFields)),
        ),
      );
      const { user, router } = await openProfile();
      await user.click(await screen.findByRole('button', { name: /^Generate again:/ }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/lekhapadi'));
      expect(router.state.location.search).toBe('?work=birth-date-verification');
      const draft = await readDraft(draftKey(me.id, 'birth-date-verification'));
      expect(draft?.values).toEqual({ fullName: 'झलकमान गन्धर्व', wardNo: '32' });
      // The form opens on the saved values (the lazy screen and three answers: a busy machine's headroom).
      expect(await screen.findByPlaceholderText('Enter Full Name')).toHaveValue('झलकमान गन्धर्व');
    });

    it("says 'Could not retrieve presigned URL.' when the link cannot be had", async () => {
      signIn();
      server.use(
        api.query('DocumentHistory', () =>
          historyPage([generatedDocument({ id: 'doc-3', status: 'READY' })], false, 'cursor-1'),
        ),
        api.query('LatestPdf', () => graphqlRefusal('Not found', { code: 'NOT_FOUND' })),
      );
      const { user } = await openProfile();
      await user.click(await screen.findByRole('button', { name: /^Download:/ }));
      expect(await screen.findByText('Could not retrieve presigned URL.')).toBeInTheDocument();
    });
  });
});
