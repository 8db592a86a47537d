import { PDFDocument, StandardFonts } from 'pdf-lib';
import { inflatingPdf } from '../test/support/pdf-fixtures.ts';
import { createAccount, expect, expectNoA11yViolations, signIn, test, unique } from './support/fixtures.ts';
import { withDatabase } from './support/database.ts';

/** A real PDF with a word that occurs nowhere else on the site. */
async function pdfWith(lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage();
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 740 - i * 16, font, size: 11 }));
  // Padding pages so the upload is large enough to show progress.
  for (let i = 0; i < 30; i += 1)
    doc.addPage().drawText(`Appendix page ${i} ${'x'.repeat(60)}`, { x: 40, y: 700, font, size: 9 });
  return Buffer.from(await doc.save());
}

const approveResident = (email: string) =>
  withDatabase((_db, make) => make.updateUser(email, { residentStatus: 'approved' }));

test('staff upload with progress; an approved resident finds the document by a word inside it and opens it', async ({
  browser,
  request,
}) => {
  // Three people, two uploads and four accessibility scans: longer than one page's journey.
  test.setTimeout(180_000);
  const word = unique('zq')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  const title = unique('Pool rules ');
  const moderator = await createAccount(request, 'MODERATOR');
  const resident = await createAccount(request);
  await approveResident(resident.email);

  // Staff: the dashboard tile, several files at once, each with a progress bar.
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staff = await staffContext.newPage();
  await signIn(staff, moderator);
  await staff.getByRole('link', { name: 'Manage Documents' }).click();
  await expect(staff.getByRole('heading', { name: 'Manage Documents' })).toBeVisible();
  await expectNoA11yViolations(staff);
  // Before a file is chosen the Upload button waits and says why; pressed, it goes to the file field.
  const upload = staff.getByRole('button', { name: 'Upload', exact: true });
  await expect(upload).toHaveAttribute('aria-disabled', 'true');
  await expect(upload).toHaveAccessibleDescription('Choose a file to continue.');
  await upload.focus();
  await staff.keyboard.press('Enter');
  await expect(staff.getByLabel(/^Files/)).toBeFocused();
  await staff.getByLabel(/^Files/).setInputFiles([
    {
      name: `${title}.pdf`,
      mimeType: 'application/pdf',
      buffer: await pdfWith([`Swim hours and the ${word} rule.`]),
    },
    {
      name: `${title} map.pdf`,
      mimeType: 'application/pdf',
      buffer: await pdfWith(['Map of the pool area']),
    },
  ]);
  await staff.getByLabel('Category').first().selectOption('governing');
  await staff.getByLabel('Who may see them').selectOption('residents');
  await staff.getByRole('button', { name: 'Upload 2 files' }).click();
  const uploads = staff.getByRole('list', { name: 'Uploads' });
  await expect(uploads.getByRole('progressbar')).toHaveCount(2);
  await expect(uploads.getByText('Uploaded')).toHaveCount(2);
  await expect(staff.getByRole('progressbar', { name: `Upload of ${title}.pdf` })).toHaveAttribute(
    'value',
    '100',
  );
  await expect(staff.getByRole('link', { name: title, exact: true })).toBeVisible();

  // Edit with the keyboard: the dialog opens, takes the change, and closes.
  await staff.getByRole('button', { name: `Edit ${title} map` }).focus();
  await staff.keyboard.press('Enter');
  const dialog = staff.getByRole('dialog', { name: 'Edit document' });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(staff);
  await dialog.getByLabel('Who may see it').selectOption('staff');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await staffContext.close();

  // A signed-out visitor sees that residents-only documents exist, not their titles.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/documents');
  await expect(visitor.getByText(/available to approved residents/)).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);
  await visitorContext.close();

  // The resident, on a phone: search by the word inside the PDF, see the snippet, open it.
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  await signIn(phone, resident);
  await phone.getByRole('button', { name: /menu/i }).click();
  await phone.getByRole('link', { name: 'Documents' }).click();
  await expect(phone.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
  const search = phone.getByLabel('Search titles and text');
  await search.fill(word);
  await search.press('Enter');
  await expect(phone).toHaveURL(new RegExp(`q=${word}`));
  const link = phone.getByRole('link', { name: title, exact: true });
  await expect(link).toBeVisible();
  await expect(phone.getByText(`Swim hours and the ${word} rule.`)).toBeVisible();
  // The staff-only one is not listed for a resident.
  await expect(phone.getByText(`${title} map`)).toHaveCount(0);
  await expectNoA11yViolations(phone);
  const href = await link.getAttribute('href');
  // Opening it: the same request the link makes, with the resident's session cookie.
  const file = await phone.request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  await phoneContext.close();
});

test('a PDF whose text cannot be read within the limits is kept, and the staff screen says why', async ({
  browser,
  request,
}) => {
  const title = unique('Inflated plan ');
  const moderator = await createAccount(request, 'MODERATOR');
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staff = await staffContext.newPage();
  await signIn(staff, moderator);
  await staff.goto('/admin/documents');
  // 420 MB of white space deflated to 400 KB: reading it needs more memory than the limit allows.
  await staff.getByLabel(/^Files/).setInputFiles({
    name: `${title}.pdf`,
    mimeType: 'application/pdf',
    buffer: await inflatingPdf(420_000_000, { operators: ' ' }),
  });
  await staff.getByLabel('Who may see them').selectOption('public');
  await staff.getByRole('button', { name: 'Upload', exact: true }).click();
  const note =
    /needed more than 384 MB of memory and was stopped, so search finds this document by its title only/;
  const uploads = staff.getByRole('list', { name: 'Uploads' });
  await expect(uploads.getByText('Uploaded')).toBeVisible({ timeout: 45_000 });
  await expect(uploads.getByText(note)).toBeVisible();
  const row = staff
    .getByRole('listitem')
    .filter({ has: staff.getByRole('link', { name: title, exact: true }) });
  await expect(row.getByText(note)).toBeVisible();
  await expectNoA11yViolations(staff);
  await staffContext.close();

  // Kept and found by its title.
  const found = await request.get(`/api/documents?q=${encodeURIComponent(title)}`);
  expect((await found.json()).items.map((d: { title: string }) => d.title)).toEqual([title]);
});
