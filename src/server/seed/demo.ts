import type { Db } from '../db/connection.ts';
import { newId } from '../db/ids.ts';
import { addDays, todayIn } from '../../shared/dates.ts';
import { zonedInstant } from '../../shared/events/times.ts';
import { demoEvents } from './demo-events.ts';
import { seedDemoDocuments } from './demo-documents.ts';
import { seedDemoHomes } from './demo-homes.ts';
import { documentFileUrl } from '../documents/queries.ts';

/**
 * Loads demo content of every kind into an empty database, dated around today so the calendar,
 * the upcoming list and the history all have something to show. Returns false when content exists.
 * The Important Links point at the demo library's documents and the site's own pages, at the
 * site's address (`publicUrl`: a link is a whole http address), never at example.com.
 */
export async function seedDemoContent(
  db: Db,
  timeZone: string,
  now: Date = new Date(),
  publicUrl = 'http://localhost:3000',
): Promise<boolean> {
  const existing = await db.selectFrom('events').select('id').limit(1).executeTakeFirst();
  const news = await db.selectFrom('news').select('id').limit(1).executeTakeFirst();
  if (existing || news) return false;

  const today = todayIn(timeZone, now);
  // One millisecond apart, so lists ordered by creation keep this file's order (president first).
  let sequence = 0;
  const stamps = () => {
    const at = new Date(now.getTime() + sequence++).toISOString();
    return { createdAt: at, updatedAt: at };
  };
  const day = (offset: number) => addDays(today, offset);
  // Before the transaction: the file store writes through its own statements.
  const documents = await seedDemoDocuments(db, day);
  const documentLink = (key: keyof typeof documents) => `${publicUrl}${documentFileUrl(documents[key])}`;

  await db.transaction().execute(async (trx) => {
    await seedDemoHomes(trx, stamps);
    await trx
      .insertInto('hoaMembers')
      .values([
        { id: newId(), fName: 'Maria', lName: 'Alvarez', title: 'President', imgUrl: null, ...stamps() },
        { id: newId(), fName: 'David', lName: 'Chen', title: 'Vice President', imgUrl: null, ...stamps() },
        { id: newId(), fName: 'Priya', lName: 'Raman', title: 'Treasurer', imgUrl: null, ...stamps() },
        { id: newId(), fName: 'Tom', lName: 'Becker', title: 'Secretary', imgUrl: null, ...stamps() },
        { id: newId(), fName: 'Grace', lName: 'Okafor', title: 'ACC Chair', imgUrl: null, ...stamps() },
        {
          id: newId(),
          fName: 'Sam',
          lName: 'Lindqvist',
          title: 'Member at Large',
          imgUrl: null,
          ...stamps(),
        },
      ])
      .execute();

    await trx
      .insertInto('links')
      .values([
        {
          id: newId(),
          title: 'CC&Rs (Covenants, Conditions & Restrictions)',
          link: documentLink('ccrs'),
          ...stamps(),
        },
        // The rules residents trip on most are the site's issues and violations page.
        { id: newId(), title: 'Rules and Regulations', link: `${publicUrl}/issues`, ...stamps() },
        { id: newId(), title: 'Annual Budget', link: documentLink('budget'), ...stamps() },
        { id: newId(), title: 'Board Meeting Minutes', link: documentLink('minutes'), ...stamps() },
      ])
      .execute();

    await trx
      .insertInto('issues')
      .values([
        {
          id: newId(),
          title: 'Parking on the street',
          description:
            'Vehicles may not be parked on the street for more than 72 hours. Boats, trailers and RVs must be stored out of sight. Report abandoned vehicles to the county sheriff non-emergency line.',
          ...stamps(),
        },
        {
          id: newId(),
          title: 'Garbage and recycling bins',
          description:
            'Bins may be put out the evening before collection and must be stored out of view from the street by the end of collection day.',
          ...stamps(),
        },
        {
          id: newId(),
          title: 'Yard maintenance',
          description:
            'Lawns must be mowed and beds kept free of weeds. The property manager sends a courtesy letter first; repeated violations may lead to fines under the CC&Rs.',
          ...stamps(),
        },
        {
          id: newId(),
          title: 'Noise and quiet hours',
          description:
            'Quiet hours are 10 PM to 7 AM. For ongoing disturbances, contact the property manager with dates and times.',
          ...stamps(),
        },
      ])
      .execute();

    await trx
      .insertInto('events')
      .values(
        demoEvents(today).map(({ start, end, ...event }) => ({
          id: newId(),
          ...event,
          startTime: zonedInstant(event.date, start, timeZone),
          endTime: zonedInstant(event.date, end, timeZone),
          ...stamps(),
        })),
      )
      .execute();

    await trx
      .insertInto('schools')
      .values([
        {
          id: newId(),
          name: 'Cedar Wood Elementary School',
          type: 'elementary',
          district: 'Everett Public Schools',
          address: '3414 168th St SE, Bothell, WA 98012',
          phone: '(425) 555-0101',
          email: null,
          website: 'https://example.com/schools/cedar-wood',
          direction: null,
          ...stamps(),
        },
        {
          id: newId(),
          name: 'Gateway Middle School',
          type: 'middle',
          district: 'Everett Public Schools',
          address: '15404 Silver Firs Dr, Everett, WA 98208',
          phone: '(425) 555-0102',
          email: 'office@example.com',
          website: 'https://example.com/schools/gateway',
          direction: null,
          ...stamps(),
        },
        {
          id: newId(),
          name: 'Henry M. Jackson High School',
          type: 'high',
          district: 'Everett Public Schools',
          address: '1508 Mill Creek Blvd, Mill Creek, WA 98012',
          phone: '(425) 555-0103',
          email: null,
          website: 'https://example.com/schools/jackson',
          direction: null,
          ...stamps(),
        },
      ])
      .execute();

    await trx
      .insertInto('faqs')
      .values([
        {
          id: newId(),
          category: 'Community Guidelines',
          question: 'Do I need approval to paint my house?',
          answer:
            'Yes. Exterior painting needs prior approval from the Architectural Control Committee. Submit the application form with your colour samples.',
          ...stamps(),
        },
        {
          id: newId(),
          category: 'Community Guidelines',
          question: 'Where can guests park overnight?',
          answer:
            'Guests should park in your driveway where possible. Street parking is allowed for up to 72 hours at a time under the rules.',
          ...stamps(),
        },
        {
          id: newId(),
          category: 'Financial Information',
          question: 'When are HOA dues due each year?',
          answer:
            'Annual assessments are due on January 31. Statements are mailed in December and can be paid through the owner portal.',
          ...stamps(),
        },
        {
          id: newId(),
          category: 'Community Services',
          question: 'Who maintains the parks and trails?',
          answer:
            'The association contracts a landscaping company that maintains the large park, the two pocket parks and the walking trails every week.',
          ...stamps(),
        },
        {
          id: newId(),
          category: 'Environmental Protection',
          question: 'Can I remove a tree on my lot?',
          answer:
            'Trees larger than five inches in diameter need ACC approval and a county permit before removal. Smaller trees need ACC approval only.',
          ...stamps(),
        },
        {
          id: newId(),
          category: 'Other',
          question: 'How do I update my mailing address?',
          answer:
            'Send your new mailing address to the property manager by email so that statements and notices reach you on time.',
          ...stamps(),
        },
      ])
      .execute();

    await trx
      .insertInto('news')
      .values([
        {
          id: newId(),
          title: 'Car prowls reported on 36th Dr SE',
          description:
            'Several car prowls were reported overnight. Please lock your vehicles, remove valuables and report suspicious activity to the sheriff.',
          type: 'alert',
          image: null,
          link: null,
          date: day(-1),
          ...stamps(),
        },
        {
          id: newId(),
          title: 'Volunteers wanted for community events',
          description:
            'We are looking for volunteers to help plan this year’s events, from the Spring Clean-up to the Summer Block Party. Join the group chat or email the board to lend a hand.',
          type: 'event',
          image: null,
          link: `${publicUrl}/events`,
          body: [
            'Every event this year is run by neighbours. We need a hand with:',
            '',
            '- the **Spring Clean-up** (tools, bags and a coffee table),',
            '- the **Summer Block Party** (setting up, games for the kids, clearing away),',
            '- the *Holiday Lights* walk.',
            '',
            `An hour helps. Write to the board at [board@example.com](mailto:board@example.com) or see the events at ${publicUrl}/events.`,
          ].join('\n'),
          date: day(-5),
          ...stamps(),
        },
        {
          id: newId(),
          title: 'New playground equipment installed',
          description:
            'The new play structure in the large park is open. Thank you to everyone who voted for it at the annual meeting last year.',
          type: 'update',
          image: null,
          link: null,
          date: day(-14),
          ...stamps(),
        },
      ])
      .execute();
  });
  return true;
}
