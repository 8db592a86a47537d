import type { Browser, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  createAccount,
  expect,
  receivedMail,
  signIn,
  test,
  unique,
  type Account,
} from './support/fixtures.ts';
import { accessibleAtBothWidths, addHome, fileReport, residentOf } from './support/reports.ts';

// A violation report -> a notice to a home -> its resident reads and answers it on their account
// page -> the board reads the answer. Whoever reported is never shown to the home: not on its
// page, not in the mail, not in the letter (docs/product/notices.md).

async function pageOf(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  return page;
}

/** A PDF's text as a reader finds it (pdf.js through unpdf, as document search reads PDFs). */
async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf), { verbosity: 0, isEvalSupported: false });
  try {
    return (await extractText(document, { mergePages: true })).text;
  } finally {
    await document.destroy();
  }
}

/** The text of a raw mail, quoted-printable soft breaks and escapes undone. */
const mailText = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

test('a violation leads to a notice to a home, whose resident answers it without learning who reported', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const street = unique('Wren');
  const admin = await createAccount(request, 'ADMIN');
  const reporterHome = await addHome(request, admin, `3 ${street} Lane`);
  const home = await addHome(request, admin, `5 ${street} Lane`);
  const reporter = await residentOf(request, admin, reporterHome.id);
  const neighbour = await residentOf(request, admin, home.id);
  const report = await fileReport(request, reporter, {
    kind: 'violation',
    category: 'parking',
    title: `An RV parked on ${street} Lane for a month`,
    description: 'A large RV has been parked on the street in front of number 5 for four weeks.',
    address: `5 ${street} Lane`,
  });

  // The board opens the report and sends the home a notice.
  await signIn(page, admin);
  await page.goto(`/reports/${report.id}`);
  const panel = page.getByRole('region', { name: 'For the board' });
  await expect(panel).toContainText(`Reported by ${reporter.username}`);
  const form = panel.getByRole('form', { name: 'Send a notice to a home' });
  await form.getByLabel('Find the home').fill(`5 ${street}`);
  await form.getByLabel('Home', { exact: true }).selectOption(home.id);
  const message = `Please move the RV parked in front of your home (${street}).`;
  await form.getByLabel('Message').fill(message);
  await form.getByRole('button', { name: 'Send the notice' }).click();
  await expect(form.getByRole('status')).toHaveText(
    `Notice sent to ${home.address}; its residents are mailed the letter.`,
  );
  const sent = panel.getByRole('article', {
    name: `Notice about report ${report.reference} to ${home.address}`,
  });
  await expect(sent).toContainText(message);
  await expect(sent).toContainText('No answers yet.');

  // The letter link answers a PDF that does not name the reporter.
  const letterHref = await sent.getByRole('link', { name: /notice letter \(PDF\)/ }).getAttribute('href');
  expect(letterHref).toMatch(/^\/api\/notices\/[^/]+\/letter\.pdf$/);
  const letter = await page.request.get(letterHref!);
  expect(letter.status()).toBe(200);
  expect(letter.headers()['content-type']).toContain('application/pdf');
  const pdf = await letter.body();
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(pdf);
  expect(text).toContain(report.reference);
  expect(text).toContain(home.address);
  expect(text).not.toContain(reporter.username);
  expect(text).not.toContain(reporter.email);

  // The home's resident is mailed, without the reporter's name.
  let mail: string | null = null;
  await expect
    .poll(
      async () => {
        for (const m of await receivedMail()) {
          const text = mailText(m.raw);
          if (m.to.includes(neighbour.email) && text.includes(report.reference)) mail = text;
        }
        return mail;
      },
      { timeout: 20_000 },
    )
    .not.toBeNull();
  expect(mail).not.toContain(reporter.username);
  expect(mail).not.toContain(reporter.email);

  // They see the notice on their account page and answer it.
  const home1 = await pageOf(browser, neighbour);
  await home1.goto('/account');
  const notices = home1.getByRole('region', { name: 'Notices to your home' });
  const notice = notices.getByRole('article', {
    name: `Notice about report ${report.reference} to ${home.address}`,
  });
  await expect(notice).toContainText(message);
  await expect(notice.getByRole('link', { name: /notice letter \(PDF\)/ })).toHaveAttribute(
    'href',
    letterHref!,
  );
  expect((await home1.request.get(letterHref!)).status()).toBe(200);
  await accessibleAtBothWidths(home1);
  const answer = `We moved it to storage on Monday (${street}).`;
  await notice.getByRole('textbox', { name: 'Your answer to the board' }).fill(answer);
  await notice.getByRole('button', { name: 'Send answer' }).click();
  await expect(notice.getByRole('list', { name: /Conversation/ })).toContainText(answer);
  await expect(notice).toContainText(neighbour.username);
  await home1.reload();
  await expect(notices).toContainText(answer);
  await expect(home1.locator('body')).not.toContainText(reporter.username);
  await expect(home1.locator('body')).not.toContainText(report.title);

  // The board sees the answer and answers back, signed "The board".
  await page.reload();
  await expect(sent).toContainText(answer);
  await sent.getByRole('textbox', { name: 'Answer the home' }).fill('Thank you, the board has noted it.');
  await sent.getByRole('button', { name: 'Send answer' }).click();
  await expect(sent.getByRole('list', { name: /Conversation/ })).toContainText('The board');
  await home1.reload();
  await expect(notices).toContainText('Thank you, the board has noted it.');
  await expect(home1.locator('body')).not.toContainText(admin.username);
  await home1.context().close();
});
