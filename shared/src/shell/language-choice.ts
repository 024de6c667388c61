/**
 * A language confirmed in the header's sheet (docs/product/i18n.md#i18n.switch.confirm). The
 * UI switches and the choice is kept on this device under `lang` whatever happens next; for a
 * logged-in
 * merchant it is also saved as the merchant's language with POST /user/info/edit `{lang}`
 * answered by the "update success" toast or, when the save fails, by the error toast.
 */
import { api, i18n, type Language, setLanguage, store, tokenAtom } from '@adnet/shared';
import { requestErrorText, toast } from '@adnet/shared/ui';

export async function chooseLanguage(lng: Language): Promise<void> {
  // the basic config (language map, FAQ texts) follows by itself (the session core's listener)
  await setLanguage(lng);
  if (!store.get(tokenAtom)) return;
  try {
    await api.userInfoEdit({ lang: lng }, { silent: true });
    toast.success(i18n.t('common:success.update'));
  } catch (e) {
    // the UI keeps the new language; only the merchant's saved one is unchanged
    toast.fail(requestErrorText(e));
  }
}
