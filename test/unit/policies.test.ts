import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ABILITIES, can, residentDecisionFor, visibleDocumentTiers } from '../../src/shared/policies.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

const user = (role: string, residentStatus = 'none') => ({ id: 'u1', role, residentStatus });

describe('the policy table', () => {
  it('gives each ability to its tier and every tier above it', () => {
    const order = ['public', 'user', 'resident', 'moderator', 'admin'] as const;
    const actors = {
      public: null,
      user: user('USER'),
      resident: user('USER', 'approved'),
      moderator: user('MODERATOR'),
      admin: user('ADMIN'),
    };
    for (const [ability, tier] of Object.entries(ABILITIES)) {
      for (const who of order) {
        const expected = order.indexOf(who) >= order.indexOf(tier);
        expect(can(actors[who], ability as keyof typeof ABILITIES), `${who} ${ability}`).toBe(expected);
      }
    }
  });

  it('shows the library by tier, and lets admins decide only plain users resident access', () => {
    expect(visibleDocumentTiers(null)).toEqual(['public']);
    expect(visibleDocumentTiers(user('USER', 'pending'))).toEqual(['public']);
    expect(visibleDocumentTiers(user('USER', 'approved'))).toEqual(['public', 'residents']);
    expect(visibleDocumentTiers(user('MODERATOR'))).toEqual(['public', 'residents', 'staff']);
    expect(residentDecisionFor(user('USER', 'pending'))).toBe('decide');
    expect(residentDecisionFor(user('USER', 'approved'))).toBe('revoke');
    expect(residentDecisionFor(user('USER', 'none'))).toBeNull();
    expect(residentDecisionFor(user('ADMIN', 'pending'))).toBeNull();
  });

  it('is the only place the client decides by role: no screen compares roles itself', () => {
    const offenders = sourceFiles('src/client').flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
        .filter(({ line }) =>
          /\bis(Admin|Moderator)\(|[!=]==\s*'(ADMIN|MODERATOR|USER)'|residentStatusOf\(/.test(line),
        )
        .map(({ at }) => at),
    );
    expect(offenders).toEqual([]);
  });
});
