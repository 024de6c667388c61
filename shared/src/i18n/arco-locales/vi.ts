import type { ILocale } from '@arco-design/mobile-utils';

/** Arco Design Mobile strings in Vietnamese, translated from en-US. Keep every %s. */
const typeMessage = '%s không phải kiểu %s';

const vi: ILocale = {
  locale: 'vi-VN',
  LoadMore: {
    loadMoreText: ' để tải thêm',
    loadingText: 'Đang tải...',
    noDataText: 'Không còn dữ liệu',
    failLoadText: 'Tải thất bại, chạm để thử lại',
    prepareScrollText: 'Kéo lên',
    prepareClickText: 'Chạm',
  },
  Picker: {
    okText: 'OK',
    cancelText: 'Hủy',
  },
  Tag: {
    addTag: 'Thêm thẻ',
  },
  Dialog: {
    okText: 'OK',
    cancelText: 'Hủy',
  },
  SwipeLoad: {
    normalText: 'Thêm',
    activeText: 'Thả để xem',
  },
  PullRefresh: {
    loadingText: 'Đang tải...',
    pullingText: 'Kéo để làm mới',
    finishText: 'Làm mới thành công',
    loosingText: 'Thả để làm mới',
  },
  DropdownMenu: {
    select: 'Vui lòng chọn',
  },
  Pagination: {
    previousPage: 'Trước',
    nextPage: 'Sau',
  },
  Image: {
    loadError: 'Thử lại',
  },
  ImagePicker: {
    loadError: 'Tải thất bại',
  },
  SearchBar: {
    placeholder: 'Nhập nội dung cần tìm',
    cancelBtn: 'Hủy',
  },
  Stepper: {
    minusButtonName: 'giảm',
    addButtonName: 'tăng',
  },
  Keyboard: {
    confirm: 'Xong',
  },
  Form: {
    required: '%s là bắt buộc',
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
      min: '`%s` phải ít nhất là `%s`',
      max: '`%s` không được vượt quá `%s`',
      equal: '`%s` phải bằng `%s`',
      range: '`%s` phải nằm trong khoảng `%s ~ %s`',
      positive: '`%s` không được nhỏ hơn 0',
      negative: '`%s` không được lớn hơn 0',
    },
    string: {
      max: '%s không được dài quá %s ký tự',
      min: '%s phải có ít nhất %s ký tự',
      len: '%s phải có đúng %s ký tự',
      equal: '%s phải bằng `%s`',
      match: '`%s` không khớp với mẫu %s',
      uppercase: '%s phải viết hoa toàn bộ',
      lowercase: '%s phải viết thường toàn bộ',
      whitespace: '%s không được chỉ gồm khoảng trắng',
    },
    array: {
      max: 'Độ dài của %s không được lớn hơn %s',
      min: 'Độ dài của %s không được nhỏ hơn %s',
      len: 'Độ dài của %s phải đúng bằng %s',
      includes: '%s không bao gồm %s',
      deepEqual: '%s không hoàn toàn bằng %s',
    },
    object: {
      deepEqual: '%s không hoàn toàn bằng %s',
      hasKeys: '%s thiếu các trường bắt buộc %s',
    },
    boolean: {
      equal: '%s phải bằng `%s`',
    },
    pickerDefaultHint: 'Vui lòng chọn',
  },
  NavBar: {
    backBtnAriaLabel: 'Quay lại',
  },
  Uploader: {
    uploadBtn: 'Tải lên',
    retryUpload: 'Thử lại',
  },
};

export default vi;
