import { describe, expect, it } from 'vitest';
import { announcementMails } from '../../src/server/announcements/mail.tsx';
import { renderNewsBody } from '../../src/server/news/body-html.ts';
import type { NewsArticle } from '../../src/shared/news/news.ts';

/** The tags and attributes a rendering holds, to compare with the subset the body may use. */
const tagsOf = (html: string) => [...html.matchAll(/<([a-z0-9]+)/gi)].map((m) => m[1]!.toLowerCase());
const attributesOf = (html: string) =>
  [...html.matchAll(/<[a-z0-9]+((?:\s+[a-z-]+="[^"]*")*)\s*\/?>/gi)].flatMap((m) =>
    [...m[1]!.matchAll(/([a-z-]+)=/gi)].map((a) => a[1]!.toLowerCase()),
  );
const SUBSET = new Set(['p', 'br', 'a', 'em', 'strong', 'ul', 'ol', 'li']);

describe('news body rendering (docs/product/news-uploads-contact.md, "News bodies")', () => {
  it('renders paragraphs, line breaks, links, emphasis and lists', () => {
    const html = renderNewsBody(
      'First *line*\nsecond **line**\n\nSee [the minutes](https://example.org/m) or mail <mailto:board@example.org>.\n\n- one\n- two\n\n1. first\n2. second',
    );
    expect(html).toBe(
      [
        '<p>First <em>line</em><br>',
        'second <strong>line</strong></p>',
        '<p>See <a href="https://example.org/m" rel="noopener noreferrer">the minutes</a> or mail <a href="mailto:board@example.org" rel="noopener noreferrer">mailto:board@example.org</a>.</p>',
        '<ul>',
        '<li>one</li>',
        '<li>two</li>',
        '</ul>',
        '<ol>',
        '<li>first</li>',
        '<li>second</li>',
        '</ol>',
      ].join('\n'),
    );
    expect(renderNewsBody(null)).toBeNull();
    expect(renderNewsBody('')).toBeNull();
  });

  it('links a written-out http(s) address, and leaves a bare domain as text', () => {
    expect(renderNewsBody('Photos: https://example.org/photos and example.org')).toBe(
      '<p>Photos: <a href="https://example.org/photos" rel="noopener noreferrer">https://example.org/photos</a> and example.org</p>',
    );
  });

  it.each([
    ['a script element', '<script>alert(1)</script>'],
    ['an image with onerror', '<img src=x onerror="alert(1)">'],
    ['an inline handler', '<a href="https://x.org" onclick="alert(1)">x</a>'],
    ['a javascript: link', '[click](javascript:alert(1))'],
    ['a javascript: link in capitals and with spaces', '[click]( JaVaScRiPt:alert(1) )'],
    ['an entity-encoded javascript: link', '[click](&#106;avascript:alert(1))'],
    ['a javascript: autolink', '<javascript:alert(1)>'],
    ['a data: link', '[x](data:text/html;base64,PHNjcmlwdD4=)'],
    ['a vbscript: link', '[x](vbscript:msgbox)'],
    ['a relative link', '[x](//evil.example/x)'],
    ['a Markdown image', '![x](https://example.org/x.png)'],
    ['an attribute break-out in a link', '[x](https://a.org/" onmouseover="alert(1))'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['a style element', '<style>body{display:none}</style>'],
    ['a heading, quote and code', '# Title\n\n> quote\n\n`code`\n\n    indented'],
  ])('lets no raw HTML or unsafe link through: %s', (_name, body) => {
    const html = renderNewsBody(body)!;
    for (const tag of tagsOf(html)) expect(SUBSET, html).toContain(tag);
    for (const attribute of attributesOf(html)) expect(['href', 'rel'], html).toContain(attribute);
    for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^(https?:|mailto:)/);
    expect(html).not.toMatch(/<(script|img|iframe|style)/i);
  });
});

describe('the announcement mail of an item with a body', () => {
  const item: NewsArticle = {
    id: 'n1',
    _id: 'n1',
    title: 'Board meeting',
    description: 'The board meets on Tuesday at 7 PM in the clubhouse; everyone is welcome to attend.',
    type: 'meeting',
    image: null,
    link: null,
    date: '2026-11-27',
    showUntil: null,
    attachments: [],
    body: 'Agenda:\n\n- budget\n- [pool](https://example.org/pool)\n\n<script>alert(1)</script>',
    bodyHtml: renderNewsBody(
      'Agenda:\n\n- budget\n- [pool](https://example.org/pool)\n\n<script>alert(1)</script>',
    ),
    createdAt: '2026-11-27T10:00:00.000Z',
    updatedAt: '2026-11-27T10:00:00.000Z',
  };

  it('carries the body: as written in the text part, rendered in the HTML part', async () => {
    const [mail] = await announcementMails(
      item,
      { name: 'Oak Ridge', publicUrl: 'https://hoa.example' },
      'a1',
      [{ id: 's1', email: 'resident@example.org' }],
    );
    expect(mail!.text).toContain(`${item.description}\n\n${item.body}\n\nRead this on the website`);
    expect(mail!.html).toContain(
      '<li><a href="https://example.org/pool" rel="noopener noreferrer">pool</a></li>',
    );
    expect(mail!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail!.html).not.toContain('<script');
  });

  it('lists the attachments as links to the library, in the text part and the HTML part', async () => {
    const attachments = [
      {
        id: 'd1',
        title: 'Draft budget 2027',
        url: '/api/documents/d1/file',
        size: 123_000,
        contentType: 'application/pdf',
      },
      { id: 'd2', title: 'Pool map', url: '/api/documents/d2/file', size: 800, contentType: 'image/png' },
    ];
    const [mail] = await announcementMails(
      { ...item, attachments },
      { name: 'Oak Ridge', publicUrl: 'https://hoa.example' },
      'a1',
      [{ id: 's1', email: 'resident@example.org' }],
    );
    expect(mail!.text).toContain(
      'Attachments:\n- Draft budget 2027 (PDF, 120 KB): https://hoa.example/api/documents/d1/file\n' +
        '- Pool map (PNG image, 800 B): https://hoa.example/api/documents/d2/file\n',
    );
    expect(mail!.html).toContain('Attachments');
    expect(mail!.html).toMatch(
      /<a href="https:\/\/hoa\.example\/api\/documents\/d1\/file"[^>]*>Draft budget 2027<\/a>/,
    );
    const html = mail!.html ?? '';
    expect(html.indexOf('Draft budget 2027')).toBeLessThan(html.indexOf('Pool map'));
  });
});
