import { UserRound } from 'lucide-react';
import type { HoaMember } from '../../shared/board.ts';

/** A member's round photo, or a neutral placeholder when there is none. */
export function MemberPhoto({
  member,
  size = 96,
}: {
  member: Pick<HoaMember, 'fName' | 'lName' | 'imgUrl'>;
  size?: number;
}) {
  if (member.imgUrl) {
    return (
      <img
        src={member.imgUrl}
        alt={`${member.fName} ${member.lName}`}
        width={size}
        height={size}
        loading="lazy"
        className="rounded-full border border-slate-200 object-cover"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className="flex items-center justify-center rounded-full bg-brand-100 text-brand-800"
      style={{ width: size, height: size }}
    >
      <UserRound size={size / 2} />
    </div>
  );
}
