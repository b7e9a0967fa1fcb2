import { fireEvent, screen } from '@testing-library/react';
import { api, graphqlData, graphqlRefusal, server } from '../../../tests/msw-server';
import { renderApp } from '../../../tests/render';
import { sha256Hex } from './file-hash';

const CODE = '7K3M-ZQ9X-HW2R-DP5T-NB4C';
const issuedPdf = new TextEncoder().encode('%PDF-1.7 the issued document');

async function answerWith(found: boolean, specimen = false) {
  const pdfSha256 = await sha256Hex(issuedPdf);
  let asked: unknown;
  server.use(
    api.query('DocumentVerification', ({ variables }) => {
      asked = variables;
      return graphqlData({
        documentVerification: found
          ? {
              __typename: 'DocumentVerification',
              code: CODE,
              workKey: 'birth-date-verification',
              workNameNe: 'जन्म मिति प्रमाणित',
              workNameEn: 'Birth date verification',
              issuedOnBs: '2082-08-06',
              maskedName: 'झ*** ग***',
              pdfSha256,
              specimen,
            }
          : null,
      });
    }),
  );
  return { pdfSha256, asked: () => asked };
}

/**
 * A chosen PDF. jsdom's File has no arrayBuffer() (browsers' has): this one answers it with its bytes.
 */
const pdfFile = (bytes: Uint8Array<ArrayBuffer>, name: string) =>
  Object.assign(new File([bytes], name, { type: 'application/pdf' }), {
    arrayBuffer: async () => bytes.slice().buffer,
  });

describe('the verification page a QR code opens', () => {
  it('says a specimen is not a valid document, instead of that it was generated', async () => {
    await answerWith(true, true);
    renderApp(`/verify/${CODE.replaceAll('-', '')}`);
    expect(await screen.findByText(/This is a SPECIMEN, made to try Lekhapadi’s API/)).toBeInTheDocument();
    expect(screen.queryByText('This document was generated on Lekhapadi.')).not.toBeInTheDocument();
  });

  it('shows the work, BS date, masked name and hash in English, and tells the issued file from a changed one', async () => {
    const { pdfSha256, asked } = await answerWith(true);
    const { user } = renderApp(`/verify/${CODE.replaceAll('-', '')}`);
    expect(await screen.findByRole('heading', { name: 'Document verification' })).toBeInTheDocument();
    expect(asked()).toEqual({ code: CODE.replaceAll('-', '') });
    expect(screen.getByText('This document was generated on Lekhapadi.')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: `Verification code ${CODE}` })).toBeInTheDocument();
    expect(
      screen.getByRole('row', { name: 'Document Birth date verification (जन्म मिति प्रमाणित)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Generated on 2082/08/06 BS' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Applicant झ*** ग***' })).toBeInTheDocument();
    expect(screen.getByText(pdfSha256)).toBeInTheDocument();

    const input = screen.getByRole('button', { name: 'Choose PDF' }).parentElement!.querySelector('input')!;
    await user.upload(input, pdfFile(issuedPdf, 'paper.pdf'));
    expect(await screen.findByText('paper.pdf is the issued file, unchanged.')).toBeInTheDocument();

    const changed = issuedPdf.slice();
    changed[3] ^= 0x01;
    await user.upload(input, pdfFile(changed, 'edited.pdf'));
    expect(
      await screen.findByText(
        'edited.pdf is not the issued file: it was changed, or it is another document.',
      ),
    ).toBeInTheDocument();
  });

  it('speaks Nepali, and checks a file dropped on it', async () => {
    await answerWith(true);
    renderApp(`/verify/${CODE}`, { language: 'ne' });
    expect(await screen.findByRole('heading', { name: 'कागजात प्रमाणीकरण' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'कागजात जन्म मिति प्रमाणित' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'बनाइएको मिति वि.सं. २०८२/०८/०६' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'निवेदक झ*** ग***' })).toBeInTheDocument();

    const dropZone = screen.getByLabelText('PDF यहाँ खसाल्नुहोस्');
    fireEvent.drop(dropZone, { dataTransfer: { files: [pdfFile(issuedPdf, 'कागज.pdf')] } });
    expect(await screen.findByText('कागज.pdf जारी गरिएकै फाइल हो, केही फेरिएको छैन।')).toBeInTheDocument();

    const changed = issuedPdf.slice();
    changed[0] ^= 0x01;
    fireEvent.drop(dropZone, { dataTransfer: { files: [pdfFile(changed, 'अर्को.pdf')] } });
    expect(
      await screen.findByText('अर्को.pdf जारी गरिएको फाइल होइन: यो फेरिएको छ वा अर्कै कागजात हो।'),
    ).toBeInTheDocument();
  });

  it('says a withdrawn or unknown code is not found, in both languages', async () => {
    await answerWith(false);
    const english = renderApp(`/verify/${CODE}`);
    expect(await screen.findByRole('heading', { name: 'Code not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose PDF' })).not.toBeInTheDocument();
    english.unmount();

    renderApp(`/verify/${CODE}`, { language: 'ne' });
    expect(await screen.findByRole('heading', { name: 'कोड भेटिएन' })).toBeInTheDocument();
  });

  it('a refused lookup (too many from one address) says so, not that the code is unknown', async () => {
    server.use(
      api.query('DocumentVerification', () =>
        graphqlRefusal('Too many attempts. Please try again in 40 minutes.', {
          code: 'RATE_LIMITED',
          messageCode: 'rate.tooMany',
          params: { minutes: 40 },
        }),
      ),
    );
    renderApp(`/verify/${CODE}`, { language: 'ne' });
    expect(await screen.findByRole('heading', { name: 'अहिले कोड खोज्न सकिएन' })).toBeInTheDocument();
    expect(await screen.findByText(/^धेरै पटक प्रयास भयो। कृपया (40|४०) मिनेटपछि/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'कोड भेटिएन' })).toBeNull();
  });
});
