/** Valid bodies for the community directory's resources, shared by its API tests. */
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

/** Each resource: its path, a valid body, and how to read the id from a POST response. */
export const RESOURCES = [
  { name: 'schools', path: '/api/schools', body: validSchool, idOf: (b: { id: string }) => b.id },
  { name: 'faqs', path: '/api/faqs', body: validFaq, idOf: (b: { data: { id: string } }) => b.data.id },
  { name: 'issues', path: '/api/issues', body: validIssue, idOf: (b: { id: string }) => b.id },
  { name: 'links', path: '/api/links', body: validLink, idOf: (b: { id: string }) => b.id },
  { name: 'hoa', path: '/api/hoa', body: validMember, idOf: (b: { hoa: { id: string } }) => b.hoa.id },
] as const;
