import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { dayIn } from '../src/shared/dates.ts';
import { clockIn } from '../src/shared/events/clock.ts';
import { VOTE_MESSAGES } from '../src/shared/votes/votes.ts';
import {
  ADMIN,
  createAccount,
  expect,
  expectNoA11yViolations,
  signIn,
  test,
  unique,
  type Account,
} from './support/fixtures.ts';
import { withDatabase } from './support/database.ts';

// The e2e database is shared by every test running in parallel: this test makes its own homes,
// residents and vote (unique()), and counts only what its own vote holds (the homes voted in it),
// never how many homes are eligible, which other tests' residents change.

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** axe at a phone's and a desktop's width, back at the desktop's after. */
async function expectAccessibleAtBothWidths(page: Page): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoA11yViolations(page);
  }
}

/** A home on the roll with an approved owner linked to it, through the API as the admin. */
async function ownerOfNewHome(request: APIRequestContext, adminToken: string, address: string) {
  const home = await request.post('/api/homes', { headers: auth(adminToken), data: { address } });
  expect(home.status(), await home.text()).toBe(201);
  const { id: homeId } = (await home.json()) as { id: string };
  const owner = await createAccount(request, 'USER');
  await linkOwner(request, adminToken, owner, homeId);
  return { homeId, owner };
}

async function linkOwner(request: APIRequestContext, adminToken: string, account: Account, homeId: string) {
  const linked = await request.post(`/api/user/${account.user.id}/resident`, {
    headers: auth(adminToken),
    data: { approved: true, homeId, relation: 'owner' },
  });
  expect(linked.status(), await linked.text()).toBe(200);
}

/** A signed-in page of its own (another browser profile) for a resident. */
async function pageOf(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

/** A vote's window moved in the database: the API refuses times in the past, the clock is what the test needs. */
async function moveWindow(id: string, change: { opensAt?: string; closesAt?: string }): Promise<void> {
  await withDatabase((db) => db.updateTable('votes').set(change).where('id', '=', id).execute());
}

test('a whole vote: the board creates a resolution, two homes vote online, a paper ballot, the result and its certificate', async ({
  page,
  browser,
  request,
}) => {
  // Four people in four browser profiles and eight axe scans: minutes on a busy 2-core machine.
  // The limit bounds a hang; it is not what the test asserts.
  test.setTimeout(300_000);
  const tag = unique('Vt');
  const adminToken = (
    (await (await request.post('/api/auth/login', { data: ADMIN })).json()) as { token: string }
  ).token;
  const community = (await (await request.get('/api/community')).json()) as {
    timeZone: string;
    voteMinDays: number;
  };

  // Three homes with an owner each, and a second owner in the first home: all on the roll before
  // the vote opens (the roll is frozen then).
  const first = await ownerOfNewHome(request, adminToken, `1 ${tag} Way`);
  const second = await ownerOfNewHome(request, adminToken, `2 ${tag} Way`);
  const paperAddress = `3 ${tag} Way`;
  await ownerOfNewHome(request, adminToken, paperAddress);
  const housemate = await createAccount(request, 'USER');
  await linkOwner(request, adminToken, housemate, first.homeId);

  // The board creates the resolution on /admin/votes, from the dashboard's tile.
  await signIn(page, ADMIN);
  await page.getByRole('link', { name: 'Votes', exact: true }).click();
  await page.waitForURL('**/admin/votes');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Votes' })).toBeVisible();
  await page.getByRole('button', { name: 'New vote' }).click();
  const form = page.getByRole('dialog', { name: 'New vote' });
  const title = `Repave the ${tag} Way`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description (optional)').fill('The board proposes to repave the street in spring.');
  await form.getByLabel('Kind').selectOption('resolution');
  // A resolution's options are filled in.
  await expect(form.getByRole('textbox', { name: 'Option 1', exact: true })).toHaveValue('Yes');
  await expect(form.getByRole('textbox', { name: 'Option 2', exact: true })).toHaveValue('No');
  await expect(form.getByRole('textbox', { name: 'Option 3', exact: true })).toHaveValue('Abstain');
  await expect(form.getByLabel('Secret ballot')).toBeChecked();
  // Opening ten minutes from now on the community's clock (so it is still scheduled when the table
  // shows it, however slow the machine), closing too soon for a resolution: the server's words.
  const opens = new Date(Date.now() + 10 * 60_000);
  const wallClock = (instant: Date) =>
    `${dayIn(community.timeZone, instant)}T${clockIn(instant.toISOString(), community.timeZone)}`;
  await form.getByLabel('Opens').fill(wallClock(opens));
  await form.getByLabel('Closes').fill(wallClock(new Date(opens.getTime() + 24 * 3600_000)));
  await form.getByRole('button', { name: 'Create the vote' }).click();
  await expect(form.getByRole('alert').first()).toContainText(VOTE_MESSAGES.tooShort(community.voteMinDays));
  await form
    .getByLabel('Closes')
    .fill(wallClock(new Date(opens.getTime() + (community.voteMinDays + 5) * 24 * 3600_000)));
  await expectNoA11yViolations(page);
  await form.getByRole('button', { name: 'Create the vote' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Vote added.' })).toBeVisible();
  const table = page.getByRole('region', { name: 'Votes table' });
  const row = table.getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('cell').first()).toHaveText('Scheduled');
  await expect(row.getByRole('button', { name: `Edit ${title}` })).toBeVisible();
  const voteId = decodeURIComponent(
    (await row.getByRole('link', { name: title }).getAttribute('href'))!.split('/').pop()!,
  );

  // It opens now: the opening time moved a minute back in the database (the API refuses a past
  // opening, and waiting for the clock is no test).
  await moveWindow(voteId, { opensAt: new Date(Date.now() - 60_000).toISOString() });

  // The first owner's dashboard says their home has a vote to cast; they find it open on /votes
  // from the residents' area, and vote Yes.
  const voter = await pageOf(browser, first.owner);
  await expect(voter.getByRole('region', { name: 'Your home has a vote to cast' })).toContainText(title);
  await voter.getByRole('link', { name: 'Votes and elections' }).click();
  await voter.waitForURL('**/votes');
  const open = voter.getByRole('region', { name: 'Open', exact: true });
  const item = open.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText('Vote now');
  await expect(item).toContainText(/Closes .+ (Pacific|Time|UTC)/);
  await expectAccessibleAtBothWidths(voter);
  await item.getByRole('link', { name: title }).click();
  await voter.waitForURL(`**/votes/${voteId}`);
  await expect(voter.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(
    voter.getByRole('progressbar', { name: /^0 of \d+ homes have voted; \d+ needed for quorum/ }),
  ).toBeVisible();
  await expect(voter.getByText(/More than 50% of the Yes and No votes must be Yes/)).toBeVisible();
  const ballot = voter.getByRole('group', { name: /choose one/ });
  await expect(ballot.getByRole('radio')).toHaveCount(3);
  await expectAccessibleAtBothWidths(voter);
  await ballot.getByLabel('Yes').check();
  await voter.getByRole('button', { name: "Cast your home's ballot" }).click();
  const confirm = voter.getByRole('alertdialog', { name: 'Cast this ballot?' });
  await expect(confirm).toContainText('Your choice: Yes.');
  await confirm.getByRole('button', { name: 'Cast the ballot' }).click();
  const receiptBox = voter.getByRole('region', { name: 'Your ballot was cast' });
  await expect(receiptBox).toContainText('Keep this code to check your ballot was counted.');
  const receipt = (await receiptBox.locator('code').textContent())!.trim();
  expect(receipt.length).toBeGreaterThan(5);
  await voter.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await receiptBox.getByRole('button', { name: 'Copy the code' }).click();
  await expect(receiptBox.getByRole('status')).toHaveText('Copied.');
  await expect(voter.getByRole('progressbar', { name: /^1 of \d+ homes have voted/ })).toBeVisible();
  await expectAccessibleAtBothWidths(voter);

  // The second owner of the same home sees who voted for it, and no ballot.
  const housematePage = await pageOf(browser, housemate);
  await housematePage.goto(`/votes/${voteId}`);
  await expect(housematePage.getByRole('heading', { name: 'Your home has voted' })).toBeVisible();
  await expect(housematePage.getByText(first.owner.username, { exact: true })).toBeVisible();
  await expect(housematePage.getByRole('radio')).toHaveCount(0);
  await housematePage.goto('/votes');
  await expect(
    housematePage
      .getByRole('region', { name: 'Open', exact: true })
      .getByRole('listitem')
      .filter({ hasText: title }),
  ).toContainText('Your home has voted');

  // The second home votes No through the API.
  const vote = (await (
    await request.get(`/api/votes/${voteId}`, { headers: auth(second.owner.token) })
  ).json()) as {
    options: { id: string; label: string }[];
  };
  const optionId = (label: string) => vote.options.find((o) => o.label === label)!.id;
  const cast = await request.post(`/api/votes/${voteId}/ballots`, {
    headers: auth(second.owner.token),
    data: { choices: [optionId('No')] },
  });
  expect(cast.status(), await cast.text()).toBe(201);

  // The board sees participation, never a tally, and records the third home's paper ballot.
  await page.reload();
  await expect(row.getByRole('cell').first()).toHaveText('Open');
  await expect(row.getByRole('progressbar', { name: /^2 of \d+ homes have voted/ })).toBeVisible();
  await expect(row.getByRole('button', { name: `Edit ${title}` })).toHaveCount(0);
  // A reminder to the homes that have not voted (the third at least), then none again that day.
  const remind = row.getByRole('button', { name: `Remind the homes that have not voted: ${title}` });
  await remind.click();
  await page
    .getByRole('alertdialog', { name: 'Remind the homes that have not voted?' })
    .getByRole('button', { name: 'Send the reminder' })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Reminder sent to \d+ homes? \(\d+ mails?\)\.$/ }),
  ).toBeVisible();
  await remind.click();
  await page
    .getByRole('alertdialog', { name: 'Remind the homes that have not voted?' })
    .getByRole('button', { name: 'Send the reminder' })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: VOTE_MESSAGES.remindedToday })).toBeVisible();
  await row.getByRole('button', { name: `Record a paper ballot: ${title}` }).click();
  const paperDialog = page.getByRole('dialog', { name: 'Record a paper ballot' });
  await paperDialog.getByLabel('Home').selectOption({ label: paperAddress });
  await paperDialog.getByLabel('Abstain').check();
  await paperDialog.getByRole('button', { name: 'Record the ballot' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cast this ballot?' })
    .getByRole('button', { name: 'Cast the ballot' })
    .click();
  const paperReceipt = paperDialog.getByRole('region', { name: `Ballot recorded for ${paperAddress}` });
  await expect(paperReceipt).toContainText('Keep this code to check your ballot was counted.');
  await expectAccessibleAtBothWidths(page);
  // The same home a second time: the server's words.
  await paperDialog.getByRole('button', { name: 'Record another' }).click();
  await paperDialog.getByLabel('Home').selectOption({ label: paperAddress });
  await paperDialog.getByLabel('Yes').check();
  await paperDialog.getByRole('button', { name: 'Record the ballot' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cast this ballot?' })
    .getByRole('button', { name: 'Cast the ballot' })
    .click();
  await expect(paperDialog.getByRole('alert')).toHaveText(VOTE_MESSAGES.alreadyVoted);
  await paperDialog.getByRole('button', { name: 'Close' }).click();
  await expect(row.getByRole('progressbar', { name: /^3 of \d+ homes have voted/ })).toBeVisible();
  // No result before the close, for anyone.
  expect((await request.get(`/api/votes/${voteId}/results`, { headers: auth(adminToken) })).status()).toBe(
    409,
  );

  // The vote closes (its closing time moved into the past): the result, the receipts, the certificate.
  await moveWindow(voteId, { closesAt: new Date(Date.now() - 1000).toISOString() });
  await voter.goto('/votes');
  const past = voter
    .getByRole('region', { name: 'Past', exact: true })
    .getByRole('listitem')
    .filter({ hasText: title });
  await past.getByRole('link', { name: `The result of ${title}` }).click();
  await voter.waitForURL(`**/votes/${voteId}#results`);
  const result = voter.getByRole('region', { name: 'Result', exact: true });
  await expect(result).toContainText('3 ballots counted.');
  const byOption = result.getByRole('region', { name: 'Votes by option' });
  for (const label of ['Yes', 'No', 'Abstain']) {
    await expect(byOption.getByRole('row').filter({ hasText: label }).getByRole('cell').first()).toHaveText(
      '1',
    );
  }
  await expect(result).toContainText(/The resolution (passed|did not pass)/);
  const search = result.getByLabel('Find your receipt');
  await search.fill(receipt.toLowerCase());
  await expect(result.getByRole('list', { name: 'Counted receipts' }).getByRole('listitem')).toHaveText([
    receipt,
  ]);
  await expect(result.getByText('1 matching receipt: your ballot was counted.')).toBeVisible();
  await expectAccessibleAtBothWidths(voter);
  // The board files the certificate in the library, once.
  await page.reload();
  const fileIt = row.getByRole('button', { name: `File the certificate in the library: ${title}` });
  await fileIt.click();
  await expect(page.getByRole('status').filter({ hasText: 'Filed in the document library:' })).toContainText(
    title,
  );
  await fileIt.click();
  await expect(page.getByRole('alert').filter({ hasText: VOTE_MESSAGES.certificateFiled })).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  const certificate = result.getByRole('link', { name: 'Download the certificate (PDF)' });
  const pdf = await request.get((await certificate.getAttribute('href'))!, {
    headers: auth(first.owner.token),
  });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('a poll with several choices, a member who is not a resident, and the board editing, deleting and cancelling', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const tag = unique('Vp');
  const adminToken = (
    (await (await request.post('/api/auth/login', { data: ADMIN })).json()) as { token: string }
  ).token;
  const { owner } = await ownerOfNewHome(request, adminToken, `9 ${tag} Court`);
  const day = 24 * 3600_000;
  const createVote = async (title: string, opensIn: number, closesIn: number) => {
    const created = await request.post('/api/votes', {
      headers: auth(adminToken),
      data: {
        title,
        kind: 'poll',
        options: ['Pool', 'Playground', 'Garden', 'Trail'].map((label) => ({ label })),
        maxChoices: 2,
        opensAt: new Date(Date.now() + opensIn).toISOString(),
        closesAt: new Date(Date.now() + closesIn).toISOString(),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    return ((await created.json()) as { id: string }).id;
  };
  // A poll has no shortest window, and an opening "now" is accepted: it is open at once.
  const pollTitle = `Spend the ${tag} surplus`;
  const pollId = await createVote(pollTitle, 0, day);
  const laterTitle = `Later ${tag} poll`;
  await createVote(laterTitle, 2 * day, 3 * day);

  // The owner: checkboxes, "choose up to 2", the count as boxes change, too many refused.
  const voter = await pageOf(browser, owner);
  await voter.goto('/votes');
  await expect(
    voter
      .getByRole('region', { name: 'Upcoming', exact: true })
      .getByRole('listitem')
      .filter({ hasText: laterTitle }),
  ).toContainText('Opens');
  await voter.goto(`/votes/${pollId}`);
  const ballot = voter.getByRole('group', { name: /choose up to 2/ });
  await expect(ballot.getByRole('checkbox')).toHaveCount(4);
  await ballot.getByLabel('Pool').check();
  await expect(ballot.getByText('1 of up to 2 chosen')).toBeVisible();
  await ballot.getByLabel('Garden').check();
  await ballot.getByLabel('Trail').check();
  await expect(ballot.getByText('3 of up to 2 chosen: uncheck 1 to go on')).toBeVisible();
  await expectNoA11yViolations(voter);
  await voter.getByRole('button', { name: "Cast your home's ballot" }).click();
  await expect(voter.getByRole('alert')).toHaveText(VOTE_MESSAGES.choicesCount(2));
  await ballot.getByLabel('Trail').uncheck();
  await voter.getByRole('button', { name: "Cast your home's ballot" }).click();
  const confirm = voter.getByRole('alertdialog', { name: 'Cast this ballot?' });
  await expect(confirm).toContainText('Your choices: Pool, Garden.');
  await confirm.getByRole('button', { name: 'Cast the ballot' }).click();
  await expect(voter.getByRole('region', { name: 'Your ballot was cast' }).locator('code')).not.toBeEmpty();

  // A member who is not an approved resident is told why there are no votes, and what to do.
  const member = await createAccount(request, 'USER');
  const memberPage = await pageOf(browser, member);
  await memberPage.goto('/votes');
  await expect(
    memberPage.getByText("The association's votes are open to approved residents: one ballot per home."),
  ).toBeVisible();
  await expect(memberPage.getByRole('link', { name: 'Open your account page' })).toBeVisible();
  await expectNoA11yViolations(memberPage);

  // The board edits the scheduled poll, then deletes it after the site's question.
  await signIn(page, ADMIN);
  await page.goto('/admin/votes');
  const table = page.getByRole('region', { name: 'Votes table' });
  await table.getByRole('button', { name: `Edit ${laterTitle}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit vote' });
  await expect(edit.getByRole('textbox', { name: 'Option 4', exact: true })).toHaveValue('Trail');
  const renamed = `${laterTitle} renamed`;
  await edit.getByLabel('Title').fill(renamed);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Vote updated.' })).toBeVisible();
  await table.getByRole('button', { name: `Delete ${renamed}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Are you sure you want to delete this vote?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Vote deleted.' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);

  // The open poll cannot be edited any more: the board cancels it with a reason.
  const pollRow = table.getByRole('row').filter({ hasText: pollTitle });
  await expect(pollRow.getByRole('button', { name: `Edit ${pollTitle}` })).toHaveCount(0);
  await pollRow.getByRole('button', { name: `Cancel ${pollTitle}` }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this vote' });
  await cancel.getByRole('button', { name: 'Cancel the vote' }).click();
  await expect(cancel.getByText('Reason is required')).toBeVisible();
  await cancel.getByLabel('Reason').fill('The budget was settled at the annual meeting.');
  await expectNoA11yViolations(page);
  await cancel.getByRole('button', { name: 'Cancel the vote' }).click();
  await expect(cancel).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Vote cancelled.' })).toBeVisible();
  await expect(pollRow.getByRole('cell').first()).toContainText('Cancelled');

  // The resident reads why.
  await voter.goto(`/votes/${pollId}`);
  await expect(voter.getByRole('heading', { name: 'This vote was cancelled' })).toBeVisible();
  await expect(voter.getByText('Reason: The budget was settled at the annual meeting.')).toBeVisible();
});
