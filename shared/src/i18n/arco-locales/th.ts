import type { ILocale } from '@arco-design/mobile-utils';

/** Arco Design Mobile strings in Thai, translated from en-US. Keep every %s. */
const typeMessage = '%s ไม่ใช่ประเภท %s';

const th: ILocale = {
  locale: 'th-TH',
  LoadMore: {
    loadMoreText: 'เพื่อโหลดเพิ่ม',
    loadingText: 'กำลังโหลด...',
    noDataText: 'ไม่มีข้อมูลเพิ่มเติม',
    failLoadText: 'โหลดไม่สำเร็จ แตะเพื่อลองอีกครั้ง',
    prepareScrollText: 'ดึงขึ้น',
    prepareClickText: 'แตะ',
  },
  Picker: {
    okText: 'ตกลง',
    cancelText: 'ยกเลิก',
  },
  Tag: {
    addTag: 'เพิ่มแท็ก',
  },
  Dialog: {
    okText: 'ตกลง',
    cancelText: 'ยกเลิก',
  },
  SwipeLoad: {
    normalText: 'เพิ่มเติม',
    activeText: 'ปล่อยเพื่อดู',
  },
  PullRefresh: {
    loadingText: 'กำลังโหลด...',
    pullingText: 'ดึงลงเพื่อรีเฟรช',
    finishText: 'รีเฟรชสำเร็จ',
    loosingText: 'ปล่อยเพื่อรีเฟรช',
  },
  DropdownMenu: {
    select: 'โปรดเลือก',
  },
  Pagination: {
    previousPage: 'ก่อนหน้า',
    nextPage: 'ถัดไป',
  },
  Image: {
    loadError: 'ลองอีกครั้ง',
  },
  ImagePicker: {
    loadError: 'โหลดไม่สำเร็จ',
  },
  SearchBar: {
    placeholder: 'กรอกคำที่ต้องการค้นหา',
    cancelBtn: 'ยกเลิก',
  },
  Stepper: {
    minusButtonName: 'ลด',
    addButtonName: 'เพิ่ม',
  },
  Keyboard: {
    confirm: 'เสร็จสิ้น',
  },
  Form: {
    required: 'ต้องระบุ %s',
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
      min: '`%s` ต้องไม่น้อยกว่า `%s`',
      max: '`%s` ต้องไม่เกิน `%s`',
      equal: '`%s` ต้องเท่ากับ `%s`',
      range: '`%s` ต้องอยู่ในช่วง `%s ~ %s`',
      positive: '`%s` ต้องไม่น้อยกว่า 0',
      negative: '`%s` ต้องไม่มากกว่า 0',
    },
    string: {
      max: '%s ต้องมีความยาวไม่เกิน %s ตัวอักษร',
      min: '%s ต้องมีอย่างน้อย %s ตัวอักษร',
      len: '%s ต้องมี %s ตัวอักษรพอดี',
      equal: '%s ต้องเท่ากับ `%s`',
      match: '`%s` ไม่ตรงกับรูปแบบ %s',
      uppercase: '%s ต้องเป็นตัวพิมพ์ใหญ่ทั้งหมด',
      lowercase: '%s ต้องเป็นตัวพิมพ์เล็กทั้งหมด',
      whitespace: '%s ต้องไม่เป็นช่องว่างทั้งหมด',
    },
    array: {
      max: 'ความยาวของ %s ต้องไม่เกิน %s',
      min: 'ความยาวของ %s ต้องไม่น้อยกว่า %s',
      len: 'ความยาวของ %s ต้องเท่ากับ %s',
      includes: '%s ไม่มี %s',
      deepEqual: '%s ไม่เท่ากับ %s ทุกประการ',
    },
    object: {
      deepEqual: '%s ไม่เท่ากับ %s ทุกประการ',
      hasKeys: '%s ไม่มีฟิลด์ที่จำเป็น %s',
    },
    boolean: {
      equal: '%s ต้องเท่ากับ `%s`',
    },
    pickerDefaultHint: 'โปรดเลือก',
  },
  NavBar: {
    backBtnAriaLabel: 'กลับ',
  },
  Uploader: {
    uploadBtn: 'อัปโหลด',
    retryUpload: 'ลองอีกครั้ง',
  },
};

export default th;
