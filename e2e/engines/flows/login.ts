/** The login flow: the prerendered form takes input before the host's scripts run. */
import en from '#repo/host/src/locales/en.json' with { type: 'json' };
import { registerUser } from '#repo/scripts/serving/sandbox-client.ts';
import { expectRoute, expectText, expectVisible, tap, testId, typeInto } from '../page';
import { button, type Flow, field, openAs } from './set-up';

// e2e/tests/perf/prerender.spec.ts, foundation/auth.spec.ts
export const login: Flow = {
  name: 'login: the prerendered form takes input before the scripts, hydrates, logs in',
  async run({ s, gates }) {
    const user = await registerUser('eng');
    const host = gates.host;
    host.held = 0;
    host.mode = 'holdScripts';
    try {
      await openAs(s, null, '/login', {}, { wait: false });
      await expectVisible(s, button(en.login.submit));
      await expectVisible(s, field('Username'));
      if (host.held === 0) throw new Error('no script of the host was held: cached?');
      const hydrated = 'form.adn-auth button[type="submit"]';
      if (await s.run<boolean>(`return !!document.querySelector(arguments[0]);`, hydrated)) {
        throw new Error('the login hydrated while its scripts were held');
      }
      await typeInto(s, field('Username'), user.username);
      await typeInto(s, field('Password'), user.password);
      await s.run(
        `for (const i of document.querySelectorAll('#root input')) i.__prerendered = true;`,
      );
      host.open();
      await expectVisible(s, hydrated, 30_000);
      const kept = await s.run<[string, string, boolean]>(
        `const i = [...document.querySelectorAll('#root input')];
         return [document.getElementById('field-username').value,
                 document.getElementById('field-password').value,
                 i.every((x) => x.__prerendered === true)];`,
      );
      if (kept[0] !== user.username || kept[1] !== user.password) {
        throw new Error(`typed values not kept after hydration: ${JSON.stringify(kept)}`);
      }
      if (!kept[2]) throw new Error('the login inputs were replaced, not hydrated');
    } finally {
      host.open();
    }
    await tap(s, button(en.login.submit));
    await expectRoute(s, '/ad-center');
    await expectText(s, testId('metric-delivery_amount'), /\$\d[\d,]*\.\d{2}/);
  },
};
