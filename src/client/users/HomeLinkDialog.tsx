import { useState } from 'react';
import { HOME_RELATIONS, type HomeLink, type HomeRelation } from '../../shared/homes/homes.ts';
import type { StaffUser } from '../../shared/users.ts';
import { useApiQuery } from '../transport/data-cache.tsx';
import { Button } from '../components/ui/Button.tsx';
import { Label, Select } from '../components/ui/FormParts.tsx';
import { Modal } from '../components/ui/Modal.tsx';
import { homeList, homeMatching } from '../homes/api.ts';

/** Approving a request, or changing the home of someone already a resident (staff included). */
export type HomeLinking = { user: StaffUser; mode: 'approve' | 'home' };

export const RELATION_TEXT: Record<HomeRelation, string> = { owner: 'Owner', tenant: 'Tenant' };

/** "12 Oak Street (lot 7)": a home as the users screen names it. */
export const homeLabel = (home: HomeLink) => (home.lot ? `${home.address} (lot ${home.lot})` : home.address);

/**
 * The dialog that links a resident to a home on the roll (docs/product/homes.md): the home whose
 * address matches the one the person gave is suggested, the admin confirms it or picks another (or
 * none). Approving someone whose email is unverified says so here, where the admin decides.
 */
export function HomeLinkDialog({
  linking,
  onClose,
  onConfirm,
}: {
  linking: HomeLinking | null;
  onClose: () => void;
  onConfirm: (user: StaffUser, home: HomeLink | null, relation: HomeRelation) => void;
}) {
  const approving = linking?.mode === 'approve';
  return (
    <Modal
      open={linking !== null}
      title={approving ? 'Approve resident' : `Home of ${linking?.user.username ?? ''}`}
      onClose={onClose}
    >
      {linking && (
        <HomeChoice key={linking.user.id} linking={linking} onClose={onClose} onConfirm={onConfirm} />
      )}
    </Modal>
  );
}

function HomeChoice({
  linking: { user, mode },
  onClose,
  onConfirm,
}: {
  linking: HomeLinking;
  onClose: () => void;
  onConfirm: (user: StaffUser, home: HomeLink | null, relation: HomeRelation) => void;
}) {
  const roll = useApiQuery(homeList.path);
  const match = useApiQuery(user.address ? homeMatching(user.address) : null);
  const suggested = match.data?.home ?? null;
  // The admin's pick wins; until they pick, the current home, else the suggestion.
  const [picked, setPicked] = useState<string | null>(null);
  const [relation, setRelation] = useState<HomeRelation>(user.relation ?? 'owner');
  const chosenId = picked ?? user.home?.id ?? suggested?.id ?? '';
  const homes = roll.data?.items ?? [];
  const chosen = homes.find((h) => h.id === chosenId) ?? (chosenId === user.home?.id ? user.home : null);
  const unverified = mode === 'approve' && !user.emailVerified;

  return (
    <form
      className="space-y-4 text-slate-700"
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(user, chosen ?? null, relation);
      }}
    >
      {unverified && (
        <p>
          {user.username} has not confirmed their email address ({user.email}), so nothing shows that the
          address is theirs. An approved resident sees what is for residents only.
        </p>
      )}
      <p>
        Address given: <strong>{user.address ?? 'None given'}</strong>
      </p>
      {suggested && (
        <p className="rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900">
          Suggested: {homeLabel(suggested)}, the home on the roll that matches the address given.
        </p>
      )}
      {user.address && match.data && !suggested && (
        <p className="text-sm">No home on the roll matches the address given: pick one, or none.</p>
      )}
      <div className="space-y-1">
        <Label htmlFor="home-choice">Home</Label>
        <Select
          id="home-choice"
          value={chosenId}
          onChange={(event) => setPicked(event.target.value)}
          aria-describedby={roll.error ? 'home-choice-error' : undefined}
        >
          <option value="">No home</option>
          {user.home && !homes.some((h) => h.id === user.home!.id) && (
            <option value={user.home.id}>{homeLabel(user.home)}</option>
          )}
          {homes.map((home) => (
            <option key={home.id} value={home.id}>
              {homeLabel(home)}
            </option>
          ))}
        </Select>
        {roll.error && (
          <p id="home-choice-error" className="text-sm text-red-700">
            {roll.error}
          </p>
        )}
        {!roll.data && !roll.error && <p className="text-sm">Loading the homes...</p>}
      </div>
      <fieldset disabled={!chosen} className="space-y-1">
        <legend className="text-sm font-medium text-slate-800">Lives there as</legend>
        <div className="flex gap-6">
          {HOME_RELATIONS.map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name="home-relation"
                value={value}
                checked={relation === value}
                onChange={() => setRelation(value)}
              />
              {RELATION_TEXT[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit">{mode === 'home' ? 'Save' : unverified ? 'Approve anyway' : 'Approve'}</Button>
      </div>
    </form>
  );
}
