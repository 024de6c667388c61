/**
 * Whether the person uses a physical keyboard, judged by what they did last: a Tab (no
 * on-screen keyboard has one) or a digit or Backspace typed into the cells sets it; a pointer
 * press anywhere clears it. While it is set the on-screen keypad stays hidden, also when a
 * dialog opens (docs/accessibility.md "Keypad").
 *
 * The two document listeners are installed when this module is first imported, on purpose: the
 * module loads with the first (closed) password dialog a page renders, while the cells mount only
 * when it opens. Installing them on the cells' first mount instead would miss the Tab that
 * brought the person to the button opening the dialog, and the keypad would come up for a
 * keyboard user.
 */
let physicalKeyboardUsed = false;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'keydown',
    (e) => {
      if (e.isTrusted && e.key === 'Tab') physicalKeyboardUsed = true;
    },
    true,
  );
  document.addEventListener(
    'pointerdown',
    (e) => {
      if (e.isTrusted) physicalKeyboardUsed = false;
    },
    true,
  );
}

/** What the person did last: a physical keyboard (true) or a pointer (false). */
export function physicalKeyboardInUse(): boolean {
  return physicalKeyboardUsed;
}

/** The cells' own verdict: a digit typed into them (true), a real press on them (false). */
export function notePhysicalKeyboard(used: boolean): void {
  physicalKeyboardUsed = used;
}
