import type { ILocale } from '@arco-design/mobile-utils';

/** Arco Design Mobile strings in Russian, translated from en-US. Keep every %s. */
const typeMessage = '%s не является типом %s';

const ru: ILocale = {
  locale: 'ru-RU',
  LoadMore: {
    loadMoreText: ', чтобы загрузить ещё',
    loadingText: 'Загрузка...',
    noDataText: 'Больше данных нет',
    failLoadText: 'Ошибка загрузки, нажмите, чтобы повторить',
    prepareScrollText: 'Потяните вверх',
    prepareClickText: 'Нажмите',
  },
  Picker: {
    okText: 'ОК',
    cancelText: 'Отмена',
  },
  Tag: {
    addTag: 'Добавить тег',
  },
  Dialog: {
    okText: 'ОК',
    cancelText: 'Отмена',
  },
  SwipeLoad: {
    normalText: 'Ещё',
    activeText: 'Отпустите для просмотра',
  },
  PullRefresh: {
    loadingText: 'Загрузка...',
    pullingText: 'Потяните, чтобы обновить',
    finishText: 'Обновлено',
    loosingText: 'Отпустите, чтобы обновить',
  },
  DropdownMenu: {
    select: 'Выберите',
  },
  Pagination: {
    previousPage: 'Назад',
    nextPage: 'Далее',
  },
  Image: {
    loadError: 'Повторить',
  },
  ImagePicker: {
    loadError: 'Ошибка загрузки',
  },
  SearchBar: {
    placeholder: 'Введите запрос для поиска',
    cancelBtn: 'Отмена',
  },
  Stepper: {
    minusButtonName: 'уменьшить',
    addButtonName: 'увеличить',
  },
  Keyboard: {
    confirm: 'Готово',
  },
  Form: {
    required: '%s — обязательное поле',
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
      min: '`%s` должно быть не меньше `%s`',
      max: '`%s` должно быть не больше `%s`',
      equal: '`%s` должно быть равно `%s`',
      range: '`%s` должно быть в диапазоне `%s ~ %s`',
      positive: '`%s` не может быть меньше 0',
      negative: '`%s` не может быть больше 0',
    },
    string: {
      max: '%s не может быть длиннее %s символов',
      min: '%s должно содержать не менее %s символов',
      len: '%s должно содержать ровно %s символов',
      equal: '%s должно быть равно `%s`',
      match: '`%s` не соответствует шаблону %s',
      uppercase: '%s должно быть в верхнем регистре',
      lowercase: '%s должно быть в нижнем регистре',
      whitespace: '%s не может состоять только из пробелов',
    },
    array: {
      max: 'Длина %s не может быть больше %s',
      min: 'Длина %s не может быть меньше %s',
      len: 'Длина %s должна быть ровно %s',
      includes: '%s не содержит %s',
      deepEqual: '%s не равно %s',
    },
    object: {
      deepEqual: '%s не равно %s',
      hasKeys: '%s не содержит обязательных полей %s',
    },
    boolean: {
      equal: '%s должно быть равно `%s`',
    },
    pickerDefaultHint: 'Выберите',
  },
  NavBar: {
    backBtnAriaLabel: 'Назад',
  },
  Uploader: {
    uploadBtn: 'Загрузить',
    retryUpload: 'Повторить',
  },
};

export default ru;
