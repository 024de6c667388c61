import type { ILocale } from '@arco-design/mobile-utils';

/** Arco Design Mobile strings in Korean, translated from en-US. Keep every %s. */
const typeMessage = '%s은(는) %s 유형이 아닙니다';

const ko: ILocale = {
  locale: 'ko-KR',
  LoadMore: {
    loadMoreText: ' 더 불러오기',
    loadingText: '불러오는 중...',
    noDataText: '더 이상 데이터가 없습니다',
    failLoadText: '불러오기 실패, 탭하여 다시 시도',
    prepareScrollText: '위로 당겨서',
    prepareClickText: '탭하여',
  },
  Picker: {
    okText: '확인',
    cancelText: '취소',
  },
  Tag: {
    addTag: '태그 추가',
  },
  Dialog: {
    okText: '확인',
    cancelText: '취소',
  },
  SwipeLoad: {
    normalText: '더 보기',
    activeText: '놓아서 보기',
  },
  PullRefresh: {
    loadingText: '불러오는 중...',
    pullingText: '당겨서 새로고침',
    finishText: '새로고침 완료',
    loosingText: '놓아서 새로고침',
  },
  DropdownMenu: {
    select: '선택하세요',
  },
  Pagination: {
    previousPage: '이전',
    nextPage: '다음',
  },
  Image: {
    loadError: '다시 시도',
  },
  ImagePicker: {
    loadError: '불러오기 실패',
  },
  SearchBar: {
    placeholder: '검색어를 입력하세요',
    cancelBtn: '취소',
  },
  Stepper: {
    minusButtonName: '감소',
    addButtonName: '증가',
  },
  Keyboard: {
    confirm: '완료',
  },
  Form: {
    required: '%s은(는) 필수 항목입니다',
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
      min: '`%s`은(는) `%s` 이상이어야 합니다',
      max: '`%s`은(는) `%s`을(를) 초과할 수 없습니다',
      equal: '`%s`은(는) `%s`와(과) 같아야 합니다',
      range: '`%s`은(는) `%s ~ %s` 범위여야 합니다',
      positive: '`%s`은(는) 0보다 작을 수 없습니다',
      negative: '`%s`은(는) 0보다 클 수 없습니다',
    },
    string: {
      max: '%s은(는) %s자를 초과할 수 없습니다',
      min: '%s은(는) %s자 이상이어야 합니다',
      len: '%s은(는) 정확히 %s자여야 합니다',
      equal: '%s은(는) `%s`와(과) 같아야 합니다',
      match: '`%s`이(가) 패턴 %s와(과) 일치하지 않습니다',
      uppercase: '%s은(는) 모두 대문자여야 합니다',
      lowercase: '%s은(는) 모두 소문자여야 합니다',
      whitespace: '%s은(는) 공백만으로 이루어질 수 없습니다',
    },
    array: {
      max: '%s의 길이는 %s보다 클 수 없습니다',
      min: '%s의 길이는 %s보다 작을 수 없습니다',
      len: '%s의 길이는 정확히 %s여야 합니다',
      includes: '%s에 %s이(가) 포함되어 있지 않습니다',
      deepEqual: '%s이(가) %s와(과) 완전히 같지 않습니다',
    },
    object: {
      deepEqual: '%s이(가) %s와(과) 완전히 같지 않습니다',
      hasKeys: '%s에 필수 필드 %s이(가) 없습니다',
    },
    boolean: {
      equal: '%s은(는) `%s`와(과) 같아야 합니다',
    },
    pickerDefaultHint: '선택하세요',
  },
  NavBar: {
    backBtnAriaLabel: '뒤로',
  },
  Uploader: {
    uploadBtn: '업로드',
    retryUpload: '다시 시도',
  },
};

export default ko;
