import { randomBytes } from 'node:crypto';
import { addressKey } from '../../shared/homes/address-key.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/connection.ts';
import { newId } from '../db/ids.ts';

/**
 * The demo community's roll: 262 homes on the streets the demo news and events name (the
 * Bothell SE grid), lots numbered in roll order, as a board's spreadsheet has them.
 */
export function demoRoll(): { address: string; lot: string }[] {
  const homes: { address: string; lot: string }[] = [];
  // East-west streets carry 3400-block numbers; north-south avenues and drives 16700-block ones.
  for (const street of ['167th Pl SE', '168th St SE', '169th St SE', '170th Pl SE', '171st St SE']) {
    for (let i = 0; i < 26; i++) homes.push({ address: `${3402 + 8 * i} ${street}`, lot: '' });
  }
  for (const avenue of ['34th Ave SE', '35th Ave SE', '36th Dr SE', '37th Ave SE', '38th Dr SE']) {
    for (let i = 0; i < 26; i++) homes.push({ address: `${16702 + 12 * i} ${avenue}`, lot: '' });
  }
  // 5 x 26 + 5 x 26 = 260; the two houses on the corner lots by the park complete the 262.
  homes.push({ address: '3350 168th St SE', lot: '' }, { address: '3351 168th St SE', lot: '' });
  return homes.map((home, i) => ({ ...home, lot: String(i + 1) }));
}

/** Demo residents: some linked to homes (owners and a tenant), some listed in the directory, one waiting. */
const DEMO_RESIDENTS = [
  { username: 'jordan.lee', home: '3410 168th St SE', relation: 'owner', listed: [true, true, false, true] },
  { username: 'sam.lee', home: '3410 168th St SE', relation: 'owner', listed: [false, false, false, false] },
  { username: 'priya.nair', home: '16714 36th Dr SE', relation: 'owner', listed: [true, false, true, true] },
  {
    username: 'tom.becker',
    home: '3418 169th St SE',
    relation: 'tenant',
    listed: [true, false, false, false],
  },
  {
    username: 'ana.souza',
    home: '16726 35th Ave SE',
    relation: 'owner',
    listed: [false, false, false, false],
  },
] as const;

/**
 * Loads the roll and the demo residents. Nobody signs in as them: their password is random and
 * thrown away (one hash for all, so seeding stays fast), and their addresses are at example.org.
 */
export async function seedDemoHomes(db: Db, stamps: () => { createdAt: string; updatedAt: string }) {
  // A roll an admin already loaded is the community's own: the demo adds nothing to it.
  if (await db.selectFrom('homes').select('id').limit(1).executeTakeFirst()) return;
  const roll = demoRoll().map((home) => ({
    id: newId(),
    address: home.address,
    addressKey: addressKey(home.address),
    lot: home.lot,
    ...stamps(),
  }));
  for (let i = 0; i < roll.length; i += 100)
    await db
      .insertInto('homes')
      .values(roll.slice(i, i + 100))
      .execute();
  const homeId = (address: string) => roll.find((home) => home.address === address)!.id;
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const verifiedAt = stamps().createdAt;
  const person = (username: string) => ({
    id: newId(),
    username,
    email: `${username}@example.org`,
    passwordHash,
    role: 'USER',
    emailVerifiedAt: verifiedAt,
    // Every column written: rows of one insert must name the same ones.
    notifyNews: 0,
    notifyEvents: 0,
    homeId: null,
    homeRelation: null,
    phone: null,
    directoryListed: 0,
    directoryShowEmail: 0,
    directoryShowPhone: 0,
    directoryShowAddress: 0,
    ...stamps(),
  });
  await db
    .insertInto('users')
    .values([
      ...DEMO_RESIDENTS.map(({ username, home, relation, listed: [on, email, phone, address] }, i) => ({
        ...person(username),
        address: home,
        residentStatus: 'approved',
        homeId: homeId(home),
        homeRelation: relation,
        phone: phone ? `(425) 555-01${String(10 + i)}` : null,
        directoryListed: on ? 1 : 0,
        directoryShowEmail: email ? 1 : 0,
        directoryShowPhone: phone ? 1 : 0,
        directoryShowAddress: address ? 1 : 0,
      })),
      // A request the board has yet to decide, typed as people type: the roll says "St SE".
      { ...person('chris.wong'), address: '3426 167th place se', residentStatus: 'pending' },
    ])
    .execute();
}
