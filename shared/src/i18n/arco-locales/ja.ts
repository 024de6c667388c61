import type { ILocale } from '@arco-design/mobile-utils';

/** Arco Design Mobile strings in Japanese, translated from en-US. Keep every %s. */
const typeMessage = '%s は %s 型ではありません';

const ja: ILocale = {
  locale: 'ja-JP',
  LoadMore: {
    loadMoreText: 'してさらに読み込む',
    loadingText: '読み込み中...',
    noDataText: 'これ以上データはありません',
    failLoadText: '読み込みに失敗しました。タップして再試行',
    prepareScrollText: '上にスワイプ',
    prepareClickText: 'タップ',
  },
  Picker: {
    okText: 'OK',
    cancelText: 'キャンセル',
  },
  Tag: {
    addTag: 'タグを追加',
  },
  Dialog: {
    okText: 'OK',
    cancelText: 'キャンセル',
  },
  SwipeLoad: {
    normalText: 'もっと見る',
    activeText: '離して表示',
  },
  PullRefresh: {
    loadingText: '読み込み中...',
    pullingText: '引っ張って更新',
    finishText: '更新しました',
    loosingText: '離して更新',
  },
  DropdownMenu: {
    select: '選択してください',
  },
  Pagination: {
    previousPage: '前へ',
    nextPage: '次へ',
  },
  Image: {
    loadError: '再試行',
  },
  ImagePicker: {
    loadError: '読み込み失敗',
  },
  SearchBar: {
    placeholder: '検索キーワードを入力',
    cancelBtn: 'キャンセル',
  },
  Stepper: {
    minusButtonName: '減らす',
    addButtonName: '増やす',
  },
  Keyboard: {
    confirm: '完了',
  },
  Form: {
    required: '%s は必須です',
    type: {
      email: typeMessage,
      url: typeMessage,
      string: typeMessage,
      number: typeMessage,
      array: typeMessage,
      object: typeMessage,
      boolean: typeMessage,
    },
    number: {
      min: '`%s` は `%s` 以上である必要があります',
      max: '`%s` は `%s` 以下である必要があります',
      equal: '`%s` は `%s` と等しい必要があります',
      range: '`%s` は `%s ~ %s` の範囲内である必要があります',
      positive: '`%s` は 0 未満にできません',
      negative: '`%s` は 0 より大きくできません',
    },
    string: {
      max: '%s は %s 文字以内で入力してください',
      min: '%s は %s 文字以上で入力してください',
      len: '%s は %s 文字で入力してください',
      equal: '%s は `%s` と等しい必要があります',
      match: '`%s` はパターン %s に一致しません',
      uppercase: '%s はすべて大文字である必要があります',
      lowercase: '%s はすべて小文字である必要があります',
      whitespace: '%s を空白のみにすることはできません',
    },
    array: {
      max: '%s の長さは %s 以下である必要があります',
      min: '%s の長さは %s 以上である必要があります',
      len: '%s の長さは %s である必要があります',
      includes: '%s に %s が含まれていません',
      deepEqual: '%s は %s と完全に一致しません',
    },
    object: {
      deepEqual: '%s は %s と完全に一致しません',
      hasKeys: '%s に必須フィールド %s がありません',
    },
    boolean: {
      equal: '%s は `%s` と等しい必要があります',
    },
    pickerDefaultHint: '選択してください',
  },
  NavBar: {
    backBtnAriaLabel: '戻る',
  },
  Uploader: {
    uploadBtn: 'アップロード',
    retryUpload: '再試行',
  },
};

export default ja;
