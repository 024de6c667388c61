/**
 * A language confirmed in the header's sheet (docs/product/i18n.md#i18n.switch.confirm). The
 * UI switches and the choice is kept on this device under `lang` whatever happens next; for a
 * logged-in
 * merchant it is also saved as the merchant's language with POST /user/info/edit `{lang}`.
 * A save that works says nothing: the screen changing language is the confirmation. A save that
 * fails says so in the error toast.
 */
import { api, type Language, setLanguage, store, tokenAtom } from '@adnet/shared';
import { requestErrorText, toast } from '@adnet/shared/ui';

export async function chooseLanguage(lng: Language): Promise<void> {
  // the basic config (language map, FAQ texts) follows by itself (the session core's listener)
  await setLanguage(lng);
  if (!store.get(tokenAtom)) return;
  try {
    await api.userInfoEdit({ lang: lng }, { silent: true });
  } catch (e) {
    // the UI keeps the new language; only the merchant's saved one is unchanged
    toast.fail(requestErrorText(e));
  }
}
