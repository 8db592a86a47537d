/**
 * Which events are board meetings (the home page calls out the next one). Events have no field for
 * it: their type is one of a few broad kinds (a meeting is "Business", like other things), so a
 * board meeting is an event whose title says "board meeting", as the demo's "HOA Board Meeting"
 * does (docs/product/news-uploads-contact.md, "The home page").
 */
export function isBoardMeeting(event: { title: string }): boolean {
  return /\bboard meeting\b/i.test(event.title);
}
