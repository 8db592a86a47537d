import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const NO_SERVER = { group: ['**/server/**'], message: 'The client must not import server code.' };

// Providers every screen reads (the session, the community facts and their date formats, today's date) and the router
// (links and the address).
const APP_PROVIDERS = [
  'auth/AuthProvider\\.tsx$',
  'community/CommunityProvider\\.tsx$',
  'community/community-dates\\.ts$',
  'app/today\\.tsx$',
  'app/router\\.tsx$',
];

// What a domain folder may import from outside itself (paths after "../").
const DOMAIN_MAY_IMPORT = [
  '\\.\\./shared/',
  'transport/',
  'components/',
  ...APP_PROVIDERS,
  // Another domain's public modules: its typed API calls, and the widgets other pages embed (the
  // contact form and the next events on the home page, the image upload in the news and board forms, the news-by-email
  // form on the news page, an announcement's mail counts on the news screen, the backup line on the
  // admin dashboard, a neighbour's directory card in the account page's preview, the notices to
  // one's home on the account page, a notice with its conversation on a report's board panel).
  '[a-z-]+/api\\.ts$',
  'contact/ContactForm\\.tsx$',
  'events/NextEventsCard\\.tsx$',
  'uploads/ImageUpload\\.tsx$',
  'subscriptions/NewsByEmail\\.tsx$',
  'announcements/AnnouncementStatus\\.tsx$',
  'backups/BackupStatusCard\\.tsx$',
  'directory/NeighbourCard\\.tsx$',
  'notices/NoticesSection\\.tsx$',
  'notices/NoticeCard\\.tsx$',
];

// What components/ may import from the rest of the client (paths after "../../").
const COMPONENTS_MAY_IMPORT = ['\\.\\./shared/', 'transport/', ...APP_PROVIDERS];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [NO_SERVER] }],
    },
  },
  // Client imports flow one way: domain folders -> components/ -> transport/ -> shared. app/ (the
  // page outlet and the page loaders) and the entry files may import anything.
  {
    files: ['src/client/*/*.{ts,tsx}'],
    ignores: ['src/client/{transport,app,components}/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_SERVER,
            {
              regex: `^\\.\\./(?!(?:${DOMAIN_MAY_IMPORT.join('|')}))`,
              message:
                "A domain imports shared/, transport/, components/, the app-level providers and another domain's api.ts or embedded widget only.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_SERVER,
            {
              regex: `^\\.\\./\\.\\./(?!(?:${COMPONENTS_MAY_IMPORT.join('|')}))`,
              message:
                'components/ imports shared/, transport/ and the app-level providers only, never a domain.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/transport/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_SERVER,
            {
              regex: '^\\.\\./(?!\\.\\./shared/)',
              message: 'transport/ imports shared/ only: everything else builds on it.',
            },
          ],
        },
      ],
    },
  },
  // Whether mail can leave is one server fact, mailEnabled(app) (docs/product/site.md, "Mail"): the SMTP
  // settings themselves are read only where they are needed (the transport, the contact mail's recipient).
  {
    files: ['src/server/**/*.{ts,tsx}'],
    ignores: [
      'src/server/config.ts',
      'src/server/mail/plugin.ts',
      'src/server/contact/{commands,delivery}.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='smtp'][object.property.name='config']",
          message: 'Ask mailEnabled(app) (src/server/community/public.ts) whether mail can leave.',
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/client/**'], message: 'shared imports neither client nor server.' },
          ],
        },
      ],
    },
  },
);
