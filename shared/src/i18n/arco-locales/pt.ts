import type { ILocale } from '@arco-design/mobile-utils';

/** Arco Design Mobile strings in Portuguese (Brazil), translated from en-US. Keep every %s. */
const typeMessage = '%s não é do tipo %s';

const pt: ILocale = {
  locale: 'pt-BR',
  LoadMore: {
    loadMoreText: ' para carregar mais',
    loadingText: 'Carregando...',
    noDataText: 'Não há mais dados',
    failLoadText: 'Falha ao carregar, toque para tentar novamente',
    prepareScrollText: 'Puxe para cima',
    prepareClickText: 'Toque',
  },
  Picker: {
    okText: 'OK',
    cancelText: 'Cancelar',
  },
  Tag: {
    addTag: 'Adicionar tag',
  },
  Dialog: {
    okText: 'OK',
    cancelText: 'Cancelar',
  },
  SwipeLoad: {
    normalText: 'Mais',
    activeText: 'Solte para ver',
  },
  PullRefresh: {
    loadingText: 'Carregando...',
    pullingText: 'Puxe para atualizar',
    finishText: 'Atualizado com sucesso',
    loosingText: 'Solte para atualizar',
  },
  DropdownMenu: {
    select: 'Selecione',
  },
  Pagination: {
    previousPage: 'Anterior',
    nextPage: 'Próxima',
  },
  Image: {
    loadError: 'Tentar novamente',
  },
  ImagePicker: {
    loadError: 'Falha ao carregar',
  },
  SearchBar: {
    placeholder: 'Digite o que deseja pesquisar',
    cancelBtn: 'Cancelar',
  },
  Stepper: {
    minusButtonName: 'diminuir',
    addButtonName: 'aumentar',
  },
  Keyboard: {
    confirm: 'Concluído',
  },
  Form: {
    required: '%s é obrigatório',
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
      min: '`%s` deve ser no mínimo `%s`',
      max: '`%s` não deve exceder `%s`',
      equal: '`%s` deve ser igual a `%s`',
      range: '`%s` deve estar no intervalo `%s ~ %s`',
      positive: '`%s` não pode ser menor que 0',
      negative: '`%s` não pode ser maior que 0',
    },
    string: {
      max: '%s não pode ter mais de %s caracteres',
      min: '%s deve ter pelo menos %s caracteres',
      len: '%s deve ter exatamente %s caracteres',
      equal: '%s deve ser igual a `%s`',
      match: '`%s` não corresponde ao padrão %s',
      uppercase: '%s deve estar todo em maiúsculas',
      lowercase: '%s deve estar todo em minúsculas',
      whitespace: '%s não pode conter apenas espaços',
    },
    array: {
      max: 'O comprimento de %s não pode ser maior que %s',
      min: 'O comprimento de %s não pode ser menor que %s',
      len: 'O comprimento de %s deve ser exatamente %s',
      includes: '%s não inclui %s',
      deepEqual: '%s não é estritamente igual a %s',
    },
    object: {
      deepEqual: '%s não é estritamente igual a %s',
      hasKeys: '%s não contém os campos obrigatórios %s',
    },
    boolean: {
      equal: '%s deve ser igual a `%s`',
    },
    pickerDefaultHint: 'Selecione',
  },
  NavBar: {
    backBtnAriaLabel: 'Voltar',
  },
  Uploader: {
    uploadBtn: 'Enviar',
    retryUpload: 'Tentar novamente',
  },
};

export default pt;
