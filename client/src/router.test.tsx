import { screen } from '@testing-library/react';
import { buildUser } from '../tests/builders';
import { api, graphqlData, server } from '../tests/msw-server';
import { renderApp } from '../tests/render';

describe('route table', () => {
  it.each([
    ['/', 'Your official papers, written right, in Nepali'],
    ['/about', 'About Lekhapadi'],
    ['/services', 'Services'],
    ['/blogs', 'Blogs'],
    ['/pricing', 'Pricing'],
    ['/payment', "Looks like you aren't signed-in."],
    ['/failure', 'Transaction Unsuccessful'],
    ['/forgotpasswordrequest', 'Forgot Password'],
    ['/reset-password', 'Reset Password'],
    ['/otp-verification', 'OTP Verification'],
    ['/no-such-page', 'Page not found'],
  ])('a visitor at %s sees %s', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it.each([
    ['/dashboard', 'Generate Document'],
    ['/dashboard/lekhapadi', 'Lekhapadi'],
    ['/dashboard/policereport', 'Police Report'],
    ['/dashboard/notarypublic', 'Coming Soon'],
    ['/dashboard/printdocument', 'Print Document'],
    ['/dashboard/wardoffice', 'wardoffice'],
    ['/profile', 'Profile'],
    ['/blogs', 'Blogs'],
    ['/pricing', 'Pricing'],
  ])('a signed-in user at %s sees %s', async (path, heading) => {
    server.use(api.query('Me', () => graphqlData({ me: buildUser() })));
    renderApp(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });
});
