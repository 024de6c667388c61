import type { ILocale } from '@arco-design/mobile-utils';

/** Arco Design Mobile strings in French, translated from en-US. Keep every %s. */
const typeMessage = "%s n'est pas de type %s";

const fr: ILocale = {
  locale: 'fr-FR',
  LoadMore: {
    loadMoreText: ' pour charger plus',
    loadingText: 'Chargement...',
    noDataText: 'Aucune autre donnée',
    failLoadText: 'Échec du chargement, touchez pour réessayer',
    prepareScrollText: 'Tirez vers le haut',
    prepareClickText: 'Touchez',
  },
  Picker: {
    okText: 'OK',
    cancelText: 'Annuler',
  },
  Tag: {
    addTag: 'Ajouter un tag',
  },
  Dialog: {
    okText: 'OK',
    cancelText: 'Annuler',
  },
  SwipeLoad: {
    normalText: 'Plus',
    activeText: 'Relâchez pour voir',
  },
  PullRefresh: {
    loadingText: 'Chargement...',
    pullingText: 'Tirez pour actualiser',
    finishText: 'Actualisé',
    loosingText: 'Relâchez pour actualiser',
  },
  DropdownMenu: {
    select: 'Veuillez choisir',
  },
  Pagination: {
    previousPage: 'Précédent',
    nextPage: 'Suivant',
  },
  Image: {
    loadError: 'Réessayer',
  },
  ImagePicker: {
    loadError: 'Échec du chargement',
  },
  SearchBar: {
    placeholder: 'Saisissez votre recherche',
    cancelBtn: 'Annuler',
  },
  Stepper: {
    minusButtonName: 'diminuer',
    addButtonName: 'augmenter',
  },
  Keyboard: {
    confirm: 'Terminé',
  },
  Form: {
    required: '%s est obligatoire',
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
      min: '`%s` doit être au moins `%s`',
      max: '`%s` ne doit pas dépasser `%s`',
      equal: '`%s` doit être égal à `%s`',
      range: '`%s` doit être compris entre `%s ~ %s`',
      positive: '`%s` ne peut pas être inférieur à 0',
      negative: '`%s` ne peut pas être supérieur à 0',
    },
    string: {
      max: '%s ne peut pas dépasser %s caractères',
      min: '%s doit contenir au moins %s caractères',
      len: '%s doit contenir exactement %s caractères',
      equal: '%s doit être égal à `%s`',
      match: '`%s` ne correspond pas au format %s',
      uppercase: '%s doit être entièrement en majuscules',
      lowercase: '%s doit être entièrement en minuscules',
      whitespace: '%s ne peut pas contenir uniquement des espaces',
    },
    array: {
      max: 'La longueur de %s ne peut pas dépasser %s',
      min: 'La longueur de %s ne peut pas être inférieure à %s',
      len: 'La longueur de %s doit être exactement %s',
      includes: "%s n'inclut pas %s",
      deepEqual: "%s n'est pas strictement égal à %s",
    },
    object: {
      deepEqual: "%s n'est pas strictement égal à %s",
      hasKeys: '%s ne contient pas les champs requis %s',
    },
    boolean: {
      equal: '%s doit être égal à `%s`',
    },
    pickerDefaultHint: 'Veuillez choisir',
  },
  NavBar: {
    backBtnAriaLabel: 'Retour',
  },
  Uploader: {
    uploadBtn: 'Téléverser',
    retryUpload: 'Réessayer',
  },
};

export default fr;
