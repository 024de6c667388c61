/** The language flow: the sheet's picker stepped to German, the page and its storage follow. */
import de from '#repo/host/src/locales/de.json' with { type: 'json' };
import en from '#repo/host/src/locales/en.json' with { type: 'json' };
import { expectText, expectVisible, tap, testId, waitFor } from '../page';
import { type Flow, openAs } from './set-up';

// e2e/tests/foundation/language.spec.ts
export const language: Flow = {
  name: 'language sheet: switching to German',
  async run({ s }) {
    await openAs(s, null, '/login');
    await expectText(s, '.adn-auth-submit', en.login.submit);
    await tap(s, testId('header-lang'));
    const sheet = '.adn-language-sheet .arco-popup-content';
    await expectVisible(s, sheet);
    // step the picker one row at a time, as a finger does, to Deutsch
    for (let step = 0; ; step++) {
      const [selected, target] = await s.run<[number, number]>(
        `const items = [...document.querySelectorAll(arguments[0] + ' .arco-picker-column-item')];
         return [items.findIndex((e) => e.classList.contains('selected')),
                 items.findIndex((e) => e.textContent.trim() === 'Deutsch')];`,
        sheet,
      );
      if (target < 0) throw new Error('Deutsch is not in the sheet');
      if (selected === target) break;
      if (step > 12) throw new Error('the picker did not move to Deutsch');
      const next = selected + (target > selected ? 1 : -1);
      await tap(s, `${sheet} .arco-picker-column-item:nth-child(${next + 1})`);
      await new Promise((r) => setTimeout(r, 350));
    }
    await new Promise((r) => setTimeout(r, 350));
    await tap(s, `${sheet} .arco-picker-header-btn:last-child`);
    await expectText(s, '.adn-auth-submit', de.login.submit);
    await waitFor(s, 'html lang="de"', `return document.documentElement.lang === 'de';`);
    const stored = await s.run<string>(`return localStorage.getItem('lang');`);
    if (stored !== 'de') throw new Error(`stored language ${stored}`);
  },
};
