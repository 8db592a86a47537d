/**
 * The community's simple collections (board members, links, issues, schools, FAQs, news) as one
 * table for their API tests: each row says what the collection's contract promises (where it
 * lives, its envelopes, who writes, its validation texts, its not-found text, its audit kind), and
 * test/api/collections.test.ts checks every promise of every row the same way. A collection's own
 * file keeps only what is particular to it (orders, defaults, derived fields).
 */
export const validSchool = {
  name: 'Cedar Wood Elementary',
  type: 'elementary',
  district: 'Everett Public Schools',
  address: '3414 168th St SE, Bothell, WA 98012',
};

export const validFaq = {
  category: 'Community Guidelines',
  question: 'Do I need approval to paint my house?',
  answer: 'Yes. Exterior painting needs prior approval from the Architectural Control Committee.',
};

export const validIssue = {
  title: 'Parking on the street',
  description: 'Vehicles may not stay on the street for more than 72 hours.',
};

export const validLink = { title: 'Rules and Regulations', link: 'https://example.com/rules.pdf' };

export const validMember = { fName: 'Maria', lName: 'Alvarez', title: 'President', imgUrl: null };

export const validNews = {
  title: 'Pool opening day',
  description: 'The pool opens on Saturday at 10 AM; please bring your key fob and sign the waiver.',
  type: 'event',
  image: '/uploads/0123456789abcdef0123456789abcdef.webp',
  link: 'https://example.org/pool',
  date: '2026-05-30',
};

type Item = { id: string; _id: string } & Record<string, unknown>;
type Body = Record<string, unknown>;

export interface CollectionCase {
  name: string;
  path: string;
  /** Who may write besides an admin: 'staff' lets a moderator write too. */
  writers: 'admin' | 'staff';
  body: Body;
  /** The item in a create or update answer (some answer it bare, some in an envelope). */
  itemOf: (answer: unknown) => Item;
  /** The items in the list answer. */
  listOf: (answer: unknown) => Item[];
  /** Bodies the create route refuses: [body, the field, the spec's message]. */
  invalid: [Body, string, string][];
  /** A valid PATCH and what the item then holds; a refused PATCH and its message. */
  patch: { valid: Body; expected: Body; invalid: Body; message: string };
  notFound: string;
  auditKind: string;
}

const bare = (answer: unknown) => answer as Item;
const bareList = (answer: unknown) => answer as Item[];

export const COLLECTIONS: CollectionCase[] = [
  {
    name: 'board members',
    path: '/api/hoa',
    writers: 'admin',
    body: validMember,
    itemOf: (answer) => (answer as { hoa: Item }).hoa,
    listOf: bareList,
    invalid: [
      [{ ...validMember, fName: '' }, 'fName', 'First name is required'],
      [{ ...validMember, lName: undefined }, 'lName', 'Last name is required'],
      [{ ...validMember, fName: 'x'.repeat(201) }, 'fName', 'First name cannot exceed 200 characters'],
      [{ ...validMember, title: 'x'.repeat(201) }, 'title', 'Title cannot exceed 200 characters'],
      ...['javascript:alert(1)', 'data:image/png;base64,AAAA', '/uploads/../etc/passwd', '/etc/passwd'].map(
        (imgUrl): [Body, string, string] => [
          { ...validMember, imgUrl },
          'imgUrl',
          'Photo must be an http or https address or an uploaded image',
        ],
      ),
    ],
    patch: {
      valid: { title: 'Treasurer', imgUrl: '' },
      expected: { fName: 'Maria', title: 'Treasurer', imgUrl: null },
      invalid: { lName: '   ' },
      message: 'Last name is required',
    },
    notFound: 'Member not found',
    auditKind: 'member',
  },
  {
    name: 'links',
    path: '/api/links',
    writers: 'admin',
    body: validLink,
    itemOf: bare,
    listOf: bareList,
    invalid: [
      [{ ...validLink, title: '' }, 'title', 'Title is required'],
      [{ ...validLink, title: 'x'.repeat(201) }, 'title', 'Title cannot exceed 200 characters'],
      [{ ...validLink, link: undefined }, 'link', 'Link is required'],
      ...[
        'javascript:alert(document.cookie)',
        'JavaScript:alert(1)',
        'data:text/html;base64,PHNjcmlwdD4=',
        'example.org',
      ].map((link): [Body, string, string] => [
        { ...validLink, link },
        'link',
        'Link must be a valid http or https address',
      ]),
      [
        { ...validLink, link: `https://example.org/${'a'.repeat(2048)}` },
        'link',
        'Link cannot exceed 2048 characters',
      ],
    ],
    patch: {
      valid: { title: 'Rules (2025)', link: 'https://example.org/rules-2025.pdf' },
      expected: { title: 'Rules (2025)', link: 'https://example.org/rules-2025.pdf' },
      invalid: { link: 'javascript:alert(1)' },
      message: 'Link must be a valid http or https address',
    },
    notFound: 'Link not found',
    auditKind: 'link',
  },
  {
    name: 'issues',
    path: '/api/issues',
    writers: 'admin',
    body: validIssue,
    itemOf: bare,
    listOf: bareList,
    invalid: [
      [{ ...validIssue, title: 'Short' }, 'title', 'Title must be more than 5 characters'],
      [{ ...validIssue, title: undefined }, 'title', 'Title must be more than 5 characters'],
      [{ ...validIssue, title: 'x'.repeat(201) }, 'title', 'Title cannot exceed 200 characters'],
      [
        { ...validIssue, description: '1234567890' },
        'description',
        'Description must be more than 10 characters',
      ],
      [
        { ...validIssue, description: 'x'.repeat(5001) },
        'description',
        'Description cannot exceed 5000 characters',
      ],
      [{ ...validIssue, description: 12345678901 }, 'description', 'Description must be text'],
    ],
    patch: {
      valid: { description: 'Please keep dogs quiet after 10 PM.' },
      expected: { title: validIssue.title, description: 'Please keep dogs quiet after 10 PM.' },
      invalid: { title: 'Dogs' },
      message: 'Title must be more than 5 characters',
    },
    notFound: 'Issue not found',
    auditKind: 'issue',
  },
  {
    name: 'schools',
    path: '/api/schools',
    writers: 'admin',
    body: validSchool,
    itemOf: bare,
    listOf: bareList,
    invalid: [
      [{ ...validSchool, name: '' }, 'name', 'Name is required'],
      [{ ...validSchool, name: undefined }, 'name', 'Name is required'],
      [{ ...validSchool, type: undefined }, 'type', 'Type is required'],
      [{ ...validSchool, type: 'college' }, 'type', 'Type must be elementary, middle or high'],
      [{ ...validSchool, district: '  ' }, 'district', 'District is required'],
      [{ ...validSchool, address: '' }, 'address', 'Address is required'],
      [{ ...validSchool, name: 'x'.repeat(201) }, 'name', 'Name cannot exceed 200 characters'],
      [{ ...validSchool, name: 42 }, 'name', 'Name must be text'],
      [{ ...validSchool, phone: 'call me' }, 'phone', 'Phone may contain only digits, spaces and ( ) + - .'],
      [{ ...validSchool, email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      ...['javascript:alert(1)', 'data:text/html,hi'].map((website): [Body, string, string] => [
        { ...validSchool, website },
        'website',
        'Website must be a valid http or https address',
      ]),
      [
        { ...validSchool, website: `https://example.org/${'a'.repeat(2048)}` },
        'website',
        'Website cannot exceed 2048 characters',
      ],
      [
        { ...validSchool, direction: 'javascript:alert(1)' },
        'direction',
        'Directions link must be a valid http or https address',
      ],
    ],
    patch: {
      valid: { district: 'Northshore' },
      expected: { name: validSchool.name, district: 'Northshore' },
      invalid: { type: 'university' },
      message: 'Type must be elementary, middle or high',
    },
    notFound: 'School not found',
    auditKind: 'school',
  },
  {
    name: 'FAQs',
    path: '/api/faqs',
    writers: 'admin',
    body: validFaq,
    itemOf: (answer) => ((answer as { data?: Item }).data ?? answer) as Item,
    listOf: (answer) => (answer as { data: Item[] }).data,
    invalid: [
      [{ ...validFaq, question: '1234567890' }, 'question', 'Question must be more than 10 characters'],
      [{ ...validFaq, question: '' }, 'question', 'Question must be more than 10 characters'],
      [{ ...validFaq, question: undefined }, 'question', 'Question must be more than 10 characters'],
      [{ ...validFaq, question: 'x'.repeat(501) }, 'question', 'Question cannot exceed 500 characters'],
      [{ ...validFaq, answer: 'a'.repeat(50) }, 'answer', 'Answer must be more than 50 characters'],
      [{ ...validFaq, answer: 'a'.repeat(5001) }, 'answer', 'Answer cannot exceed 5000 characters'],
      [
        { ...validFaq, category: 'Gossip' },
        'category',
        'Category must be one of: Community Guidelines, Financial Information, Community Services, Environmental Protection, Other',
      ],
      [{ ...validFaq, category: undefined }, 'category', 'Category is required'],
      [{ ...validFaq, answer: ['not', 'text'] }, 'answer', 'Answer must be text'],
    ],
    patch: {
      valid: { category: 'Community Services' },
      expected: { category: 'Community Services', question: validFaq.question },
      invalid: { answer: 'too short' },
      message: 'Answer must be more than 50 characters',
    },
    notFound: 'FAQ not found',
    auditKind: 'faq',
  },
  {
    name: 'news',
    path: '/api/news',
    writers: 'staff',
    body: validNews,
    // A write answers the item with its body and attachments; the list leaves them out (the rest is the same).
    itemOf: (answer) => {
      const { body: _body, bodyHtml: _bodyHtml, attachments: _attachments, ...item } = answer as Item;
      return item as Item;
    },
    listOf: (answer) => (answer as { items: Item[] }).items,
    invalid: [
      [{ ...validNews, title: '' }, 'title', 'Title is required'],
      [{ ...validNews, title: undefined }, 'title', 'Title is required'],
      [{ ...validNews, title: 'x'.repeat(201) }, 'title', 'Title cannot exceed 200 characters'],
      [{ ...validNews, description: 'Too short.' }, 'description', 'Content must be at least 50 characters'],
      [{ ...validNews, description: 'x'.repeat(201) }, 'description', 'Content cannot exceed 200 characters'],
      [{ ...validNews, description: undefined }, 'description', 'Content is required'],
      [
        { ...validNews, link: `https://example.org/${'a'.repeat(90)}` },
        'link',
        'Link cannot exceed 100 characters',
      ],
      ...['javascript:alert(1)', 'ftp://example.org/file'].map((link): [Body, string, string] => [
        { ...validNews, link },
        'link',
        'Link must be a valid http or https address',
      ]),
      [{ ...validNews, type: 'x'.repeat(16) }, 'type', 'Type cannot exceed 15 characters'],
      ...['data:image/png;base64,AAAA', '/etc/passwd'].map((image): [Body, string, string] => [
        { ...validNews, image },
        'image',
        'Image must be an http or https address or an uploaded image',
      ]),
      [{ ...validNews, date: '2026-02-30' }, 'date', 'Date must be a real day in the form YYYY-MM-DD'],
      [{ ...validNews, title: 42 }, 'title', 'Title must be text'],
    ],
    patch: {
      valid: { title: 'Pool opening moved', link: '', image: null },
      expected: { title: 'Pool opening moved', link: null, image: null, type: 'event' },
      invalid: { description: 'short' },
      message: 'Content must be at least 50 characters',
    },
    notFound: 'News item not found',
    auditKind: 'news',
  },
];
