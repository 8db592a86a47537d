/**
 * Keeps a click on a button that is on screen but not yet interactive, and replays it once React
 * has hydrated that button. The server's HTML is readable at once, but a button only works when
 * its code has hydrated it: the page's own chunk, or later a widget's (the accordion, the tabs,
 * the calendar, a form). React drops a click on a part it cannot hydrate yet, so on a slow phone
 * the first tap on a question or a tab did nothing, and "Send" reloaded the page. Links need no
 * keeping: without JavaScript they navigate.
 */

const KEEP_FOR_MS = 15_000;
const CHECK_EVERY_MS = 50;

interface KeptClick {
  button: HTMLButtonElement;
  keptAt: number;
}

const kept: KeptClick[] = [];
let timer: ReturnType<typeof setInterval> | undefined;
let root: Element | undefined;

/**
 * React attaches an element's props to the DOM node when it hydrates or renders it (a key that
 * starts with `__reactProps$`, stable from React 17 to 19): the one sign that its handlers are live.
 */
function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/**
 * The mouse events a real click is made of, in order: Radix tabs select on mousedown, the
 * accordion and most buttons act on click.
 */
function replay(button: HTMLButtonElement) {
  for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'] as const) {
    const init = { bubbles: true, cancelable: true, composed: true, button: 0, view: window };
    button.dispatchEvent(
      type.startsWith('pointer') ? new PointerEvent(type, init) : new MouseEvent(type, init),
    );
  }
}

function replayReady() {
  const now = Date.now();
  while (kept.length > 0) {
    const [first] = kept;
    if (!first!.button.isConnected || now - first!.keptAt > KEEP_FOR_MS) {
      kept.shift();
      continue;
    }
    // In order: a later click waits for an earlier one still waiting for its code. A button the
    // form disables until its fields are valid waits until the form has checked what was typed.
    if (!isHydrated(first!.button) || first!.button.disabled) break;
    kept.shift();
    replay(first!.button);
  }
  if (kept.length === 0 && timer !== undefined) {
    clearInterval(timer);
    timer = undefined;
  }
}

/**
 * A `type="button"` button does nothing natively. A submit button of a form with no `action` would
 * submit the form to the page's own address by GET: the page reloads, what was typed is lost and
 * lands in the address bar. A form meant to work without JavaScript names its action, and keeps it.
 */
function isKeepable(button: HTMLButtonElement): boolean {
  if (button.type === 'button') return true;
  return (
    button.type === 'submit' &&
    button.form !== null &&
    !button.form.hasAttribute('action') &&
    !button.hasAttribute('formaction')
  );
}

function onClick(event: MouseEvent) {
  // Only a person's click: a replayed one is untrusted (made here), and its button is hydrated.
  if (!event.isTrusted || !(event.target instanceof Element)) return;
  const button = event.target.closest('button');
  if (!button || !isKeepable(button) || button.disabled || isHydrated(button)) return;
  // A button React does not render would never hydrate, and would hold up the clicks after it.
  if (!root?.contains(button)) return;
  event.stopPropagation();
  event.preventDefault();
  keep(button);
}

function keep(button: HTMLButtonElement) {
  kept.push({ button, keptAt: Date.now() });
  timer ??= setInterval(replayReady, CHECK_EVERY_MS);
}

/** The button Enter in a field presses: the form's first submit button, if it is a button. */
function defaultButton(form: HTMLFormElement): HTMLButtonElement | null {
  for (const element of form.elements) {
    if (element instanceof HTMLButtonElement && element.type === 'submit') return element;
    if (element instanceof HTMLInputElement && element.type === 'submit') return null;
  }
  return null;
}

/**
 * Enter in a field submits the form by pressing its first submit button, unless that button is
 * disabled: then the browser does nothing at all. A form checked as it is typed into (sign-in,
 * registration) is sent by the server with its button disabled, as its fields start empty, so
 * Enter before the form's code arrived was lost, though what was typed is kept. It is held as a
 * press of that button, made once the form has hydrated and found the fields valid.
 */
function onKeyDown(event: KeyboardEvent) {
  if (!event.isTrusted || event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
  const form = event.target.form;
  const button = form && defaultButton(form);
  if (!button?.disabled || !isKeepable(button) || isHydrated(button) || !root?.contains(button)) return;
  event.preventDefault();
  keep(button);
}

/**
 * Starts keeping early clicks on the buttons inside `container` (React's root), and Enter in a
 * form there whose submit button is still disabled; called by the client entry before it loads the
 * page's code.
 */
export function keepEarlyClicks(container: Element) {
  root = container;
  // Capture on the window runs before React's own listeners on the root element.
  window.addEventListener('click', onClick, { capture: true });
  window.addEventListener('keydown', onKeyDown, { capture: true });
}
