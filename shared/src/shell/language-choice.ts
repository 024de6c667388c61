/**
 * A language confirmed in the header's sheet (SPEC §2 "Language switch"). The UI switches and
 * the choice is kept on this device under `lang` (§9) whatever happens next; for a logged-in
 * merchant it is also saved as the merchant's language with POST /user/info/edit `{lang}`
 * (§7), answered by the "update success" toast (§8) or, when the save fails, by the error
 * toast. README "Choices where the spec says not shown", merchant language.
 */
import { api, i18n, type Language, session, setLanguage, store, tokenAtom } from '@adnet/shared';
import { requestErrorText, toast } from '@adnet/shared/ui';

export async function chooseLanguage(lng: Language): Promise<void> {
  await setLanguage(lng);
  // the basic config (language map, FAQ texts) follows the language; its failure is its own
  void session.refreshBasicConfig().catch(() => {});
  if (!store.get(tokenAtom)) return;
  try {
    await api.userInfoEdit({ lang: lng }, { silent: true });
    toast.success(i18n.t('common:success.update'));
  } catch (e) {
    // the UI keeps the new language; only the merchant's saved one is unchanged
    toast.fail(requestErrorText(e));
  }
}
