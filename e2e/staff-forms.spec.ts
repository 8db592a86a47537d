import sharp from 'sharp';
import { addDays, todayIn } from '../src/shared/dates.ts';
import { zonedInstant } from '../src/shared/events/times.ts';
import {
  ADMIN,
  createAccount,
  expect,
  expectNoA11yViolations,
  signIn,
  test,
  unique,
} from './support/fixtures.ts';
import { answerDeleteConfirmation } from './support/directory.ts';

const TZ = 'America/Los_Angeles';
const DISCARD = 'You have unsaved changes. Leave this page and discard them?';

test('a staff form says what it did, gives focus back to the button that opened it and warns before unsaved changes are lost', async ({
  page,
}) => {
  const name = unique('Toast School ');
  await signIn(page, ADMIN);
  // Opened from the dashboard inside the site, so Back is the site's own navigation.
  await page.getByRole('link', { name: 'Manage Schools' }).click();
  await expect(page.getByRole('heading', { name: 'Manage Schools' })).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: /added|updated|deleted/ });

  // Add: the toast is a polite live region, and focus is back on "Add School".
  const add = page.getByRole('button', { name: 'Add School' });
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Add School' });
  await dialog.getByLabel('School Name').fill(name);
  await dialog.getByLabel('Type').selectOption('high');
  await dialog.getByLabel('District').fill('Mukilteo School District');
  await dialog.getByLabel('Address').fill('1 Main St, Everett, WA');
  await dialog.getByRole('button', { name: 'Add School' }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toHaveText('School added.');
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await expect(add).toBeFocused();
  await expectNoA11yViolations(page);

  // Edit: "updated", and focus is back on that school's Edit button.
  const editButton = page.getByRole('button', { name: `Edit ${name}` });
  await editButton.click();
  const edit = page.getByRole('dialog', { name: 'Edit School' });
  await edit.getByLabel('District').fill('Everett Public Schools');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(status).toHaveText('School updated.');
  await expect(editButton).toBeFocused();
  await page.getByRole('button', { name: 'Dismiss message' }).click();
  await expect(status).toHaveCount(0);

  // Back with a half-edited form asks first (history.back(): the site's own navigation, no page load); Cancel keeps the form and what was typed.
  await editButton.click();
  await edit.getByLabel('District').fill('Half-typed district');
  const asked: string[] = [];
  page.once('dialog', async (question) => {
    asked.push(`${question.type()}: ${question.message()}`);
    await question.dismiss();
  });
  await page.evaluate(() => history.back());
  await expect.poll(() => asked).toEqual([`confirm: ${DISCARD}`]);
  await expect(page).toHaveURL(/\/admin\/manageSchools$/);
  await expect(edit.getByLabel('District')).toHaveValue('Half-typed district');

  // Reloading (or closing) the tab gets the browser's own prompt; staying keeps the form.
  page.once('dialog', async (question) => {
    asked.push(`${question.type()}: ${question.message()}`);
    await question.dismiss();
  });
  await page.evaluate(() => location.reload());
  await expect.poll(() => asked.at(-1)).toBe('beforeunload: ');
  await expect(edit.getByLabel('District')).toHaveValue('Half-typed district');

  // Asked again, OK leaves and drops the changes.
  page.once('dialog', async (question) => {
    asked.push(`${question.type()}: ${question.message()}`);
    await question.accept();
  });
  await page.evaluate(() => history.back());
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect(asked.at(-1)).toBe(`confirm: ${DISCARD}`);

  // A form left untouched, or closed, leaves without asking.
  await page.goto('/admin/manageSchools');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(edit.getByLabel('District')).toHaveValue('Everett Public Schools');
  const count = asked.length;
  await page.evaluate(() => history.back());
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect(asked.length).toBe(count);

  // Delete says so too.
  await page.goto('/admin/manageSchools');
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await answerDeleteConfirmation(page, 'school', { accessible: true });
  await expect(status).toHaveText('School deleted.');
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('the events screen gives focus back to the Edit button after saving, though its lists reload', async ({
  page,
  request,
}) => {
  const admin = await createAccount(request, 'ADMIN');
  const title = unique('Focus Event ');
  // More than a year ahead, so no other test's upcoming card sees it (see events.spec.ts).
  const date = addDays(todayIn(TZ), 400);
  const res = await request.post('/api/events', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: {
      title,
      description: 'Created for a browser test.',
      date,
      startTime: zonedInstant(date, '18:00', TZ),
      endTime: zonedInstant(date, '20:00', TZ),
      location: 'Community Park',
      type: 'Social',
      repeat: 'none',
    },
  });
  expect(res.status(), await res.text()).toBe(201);

  await signIn(page, admin);
  await page.goto('/admin/dashboardEvents');
  const editButton = page.getByRole('button', { name: `Edit ${title}` });
  await editButton.click();
  const dialog = page.getByRole('dialog', { name: 'Edit Event' });
  await dialog.getByLabel('Location').fill('Clubhouse');
  await dialog.getByRole('button', { name: 'Update Event' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Event updated.' })).toBeVisible();
  await expect(editButton).toBeFocused();
  await expectNoA11yViolations(page);
});

test('the image field shows what a click does, never "No file chosen", and fits a phone', async ({
  page,
}) => {
  const photo = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#753' } })
    .png()
    .toBuffer();
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN);
  await page.goto('/admin/hoaDashboard');
  await page.getByRole('button', { name: 'Add New Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Member' });
  const input = dialog.getByLabel('Photo', { exact: true });
  const face = dialog.getByText('Choose image', { exact: true });
  await expect(face).toBeVisible();
  await expect(dialog.getByText('No image yet.')).toBeVisible();
  // The native input, whose own text says "No file chosen", is there but transparent.
  await expect(input).toHaveCSS('opacity', '0');
  await input.setInputFiles({ name: 'pic.png', mimeType: 'image/png', buffer: photo });
  await expect(dialog.getByText('Replace image', { exact: true })).toBeVisible();
  await expect(dialog.getByText(/Image uploaded\./)).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Current image' })).toBeVisible();
  const box = (await dialog.getByText('Replace image', { exact: true }).boundingBox())!;
  const frame = (await dialog.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
  expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expectNoA11yViolations(page);
  // The keyboard reaches the picker: the transparent input takes focus and its face shows the ring.
  await input.focus();
  await expect(input).toBeFocused();
});
