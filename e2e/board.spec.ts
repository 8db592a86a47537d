import sharp from 'sharp';
import { ADMIN, expect, expectNoA11yViolations, signIn, test, unique } from './support/fixtures.ts';
import { answerDeleteConfirmation } from './support/directory.ts';

interface Member {
  id: string;
  _id: string;
  fName: string;
  lName: string;
  title: string | null;
  imgUrl: string | null;
}

test('an admin adds, edits and deletes a board member; the team data follows', async ({ page, request }) => {
  const lName = unique('Okafor');
  const name = `Grace ${lName}`;
  const team = async () => (await (await request.get('/api/hoa')).json()) as Member[];

  await signIn(page, ADMIN);
  await page.goto('/admin/hoaDashboard');
  await expect(page.getByRole('heading', { name: 'Manage HOA' })).toBeVisible();

  await page.getByRole('button', { name: 'Add New Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Member' });
  const save = dialog.getByRole('button', { name: 'Add Member' });
  await expect(save).toBeDisabled();
  await dialog.getByLabel('First Name').fill('Grace');
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Last Name').fill(lName);
  await expect(save).toBeEnabled();
  await dialog.getByLabel('Title (optional)').fill('ACC Chair');
  await dialog.getByLabel('Photo URL (optional)').fill('data:image/png;base64,AAAA');
  await save.click();
  await expect(dialog.getByText('Photo must be an http or https address or an uploaded image')).toBeVisible();
  await dialog.getByLabel('Photo URL (optional)').fill('/uploads/grace.webp');
  await expectNoA11yViolations(page);
  await save.click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toContainText('ACC Chair');
  await expect(card.getByRole('img', { name })).toHaveAttribute('src', '/uploads/grace.webp');
  await expectNoA11yViolations(page);
  expect((await team()).find((m) => m.lName === lName)).toMatchObject({
    fName: 'Grace',
    title: 'ACC Chair',
    imgUrl: '/uploads/grace.webp',
  });

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Member' });
  await edit.getByLabel('Title (optional)').fill('President');
  await edit.getByLabel('Photo URL (optional)').fill('');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(card).toContainText('President');
  expect((await team()).find((m) => m.lName === lName)).toMatchObject({ title: 'President', imgUrl: null });
  await page.getByRole('button', { name: `Delete ${name}` }).click();

  await answerDeleteConfirmation(page, 'member');
  await expect(page.getByRole('heading', { name })).toHaveCount(0);
  expect((await team()).some((m) => m.lName === lName)).toBe(false);
});

test('an admin uploads a board member photo with a progress bar, and the team section shows it', async ({
  page,
}) => {
  const lName = unique('Photo');
  const photo = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#357' } })
    .jpeg()
    .toBuffer();
  await signIn(page, ADMIN);
  await page.goto('/admin/hoaDashboard');
  await page.getByRole('button', { name: 'Add New Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Member' });
  await dialog.getByLabel('First Name').fill('Ada');
  await dialog.getByLabel('Last Name').fill(lName);
  await dialog
    .getByLabel('Photo', { exact: true })
    .setInputFiles({ name: 'ada.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(dialog.getByLabel('Photo URL (optional)')).toHaveValue(/^\/uploads\/.+\.webp$/);
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Add Member' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/');
  const team = page.getByRole('region', { name: 'Our Homeowners Association Team' });
  // The photo is decorative beside the name, so it is found through the member's card.
  const image = team
    .getByRole('listitem')
    .filter({ hasText: `Ada ${lName}` })
    .locator('img');
  await expect(image).toHaveAttribute('src', /^\/uploads\/.+\.webp$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
