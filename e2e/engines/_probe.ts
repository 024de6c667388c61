import { HOST_URL, PORT_BASE } from '../env';
import { apiData, registerUser } from '../sandbox-client';
import { openFirefox, openWebKit, startWebKitDriver, stopGroup } from './drivers';
import { expectText, expectVisible, load, tap, testId, typeInto, waitFor } from './page';
import { startServers } from './servers';

const served = await startServers();
const driver = await startWebKitDriver(PORT_BASE + 90);
try {
  for (const engine of (process.env.ENG ?? 'webkit,firefox').split(',')) {
    const s = engine === 'webkit' ? await openWebKit(PORT_BASE + 90) : await openFirefox();
    try {
      // 1. login with Enter (implicit submission)
      const user = await registerUser('probe');
      await load(s, `${HOST_URL}/favicon.svg`);
      await s.run('localStorage.clear(); sessionStorage.clear();');
      await load(s, `${HOST_URL}/#/login`);
      await expectVisible(s, 'form.adn-auth button[type="submit"]');
      await typeInto(s, { label: 'Username' }, user.username);
      await typeInto(
        s,
        { label: 'Password' },
        `${user.password}${engine === 'webkit' ? '\uE007' : '\n'}`,
      );
      await waitFor(
        s,
        'ad-center after Enter',
        `return location.hash.startsWith('#/ad-center');`,
      ).then(
        () => console.log(engine, 'login by Enter: ok'),
        (e) => console.log(engine, 'login by Enter: FAIL', e.message),
      );
      // 2. pay password by keyboard + Enter
      await apiData('/__test/set', {
        username: user.username,
        pay_password: '135790',
        card: 'demo',
      });
      await load(s, `${HOST_URL}/favicon.svg`);
      await s.run('localStorage.setItem("fb_token", arguments[0]);', user.token);
      await load(s, `${HOST_URL}/?x=1#/wallet`);
      await tap(s, testId('action-withdraw'));
      await typeInto(s, { label: 'Amount', within: testId('withdraw-sheet') }, '10');
      await expectText(s, testId('withdraw-dest-bank_card'), /6789/);
      await tap(s, { css: 'button', text: 'Withdraw', within: testId('withdraw-sheet') });
      await expectVisible(s, testId('pay-password-dialog'));
      await new Promise((r) => setTimeout(r, 500));
      const active = await s.run('return document.activeElement?.getAttribute("data-testid")');
      console.log(engine, 'focus in dialog:', active);
      await typeInto(
        s,
        testId('pay-password-cells'),
        `135790${engine === 'webkit' ? '\uE007' : '\n'}`,
      );
      await expectText(s, '.arco-toast', /Submitted successfully/).then(
        () => console.log(engine, 'pay password by keyboard + Enter: ok'),
        (e) => console.log(engine, 'pay password by keyboard: FAIL', e.message),
      );
      console.log(engine, 'errors', await s.takeErrors());
    } catch (e) {
      console.log(engine, 'probe error', (e as Error).message);
      await s.screenshot(`/tmp/engprobe/probe-${engine}.png`);
    }
    await s.close();
  }
} finally {
  stopGroup(driver);
  await served.stop();
}
