/**
 * What the visitor typed into the prerendered login form (prerender/start.ts) before the
 * JavaScript arrived: read by the bootstrap before React touches the page; the login page starts
 * from it (`prefilled`), so its controlled inputs hold the typed text (hydration keeps the DOM's
 * value, the state agrees).
 */
let typed = new Map<string, string>();

/** Reads the values of the prerendered form's named inputs. */
export function capturePrefill(root: HTMLElement) {
  typed = new Map();
  for (const input of root.querySelectorAll<HTMLInputElement>('form input[name]')) {
    if (input.value) typed.set(input.name, input.value);
  }
}

/** What was typed into the prerendered field `name`, or ''. */
export function prefilled(name: string): string {
  return typed.get(name) ?? '';
}

/** Once the page has started from them, the typed values (a password) are not kept. */
export function clearPrefill() {
  typed = new Map();
}
