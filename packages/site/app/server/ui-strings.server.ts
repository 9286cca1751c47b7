/**
 * The interface's own strings: the labels, buttons and headings of the chrome, written here in
 * English. A reader in another language gets them from a small hand-written table where we have
 * one (checked by people, and there even when the translation service is not), else by machine
 * translation in the chrome's batch, kept in the translation memory like any other fragment.
 */
import type { TranslationBatch, TranslationStatus } from './translation.server';

/** Every interface string of the chrome, in English. */
export const UI_STRINGS = {
  skipToContent: 'Skip to main content',
  menu: 'Menu',
  search: 'Search',
  mainNavigation: 'Main',
  quickActions: 'Quick actions',
  searchLabel: 'Search this site',
  searchSubmit: 'Submit search',
  language: 'Language',
  changeLanguage: 'Change language',
  notifications: 'Notifications',
  quickLinks: 'Quick links',
  aboutThisSite: 'About this site',
  socialMedia: 'Social media',
  ourSchools: 'Our schools',
  topics: 'Announcements by topic',
  translating: 'Translating…',
  translationUnavailable:
    'Content translation is not available on this site right now. Menus and buttons are shown in your language where we have them; page content is in English.',
  translationFailed:
    'We could not translate this page just now, so some of it is shown in English. Please try again in a few minutes.',
  // The notifications area, outside the page content: always in the reader's language.
  showDismissedNotifications: 'Show dismissed notifications ({count})',
  hideNotifications: 'Hide notifications ({count})',
  dismissNotification: 'Dismiss notification: {title}',
  notificationLearnMore: 'Learn more',
  notificationDetails: 'Details',
  // Words inside the page content: in English wherever the content itself is (CONTENT_LABELS).
  learnMore: 'Learn more',
  related: 'Related',
  relatedPages: 'Related pages',
  relatedLinks: 'Related links',
  atAGlance: 'At a glance',
  breadcrumb: 'Breadcrumb',
  listUnavailable: 'This list could not be loaded right now.',
  addToCalendar: 'Add to calendar',
  allDay: 'All day',
  sendMessage: 'Send {name} a message',
  updated: 'Updated',
  nothingToShow: 'Nothing to show yet.',
  // The breadcrumbs' first step: a way round the site, in the reader's language like the menus.
  home: 'Home',
  // The error page's ways on, under SPEC's English title and message.
  goToHomePage: 'Go to the home page',
  searchTheSite: 'Search the site',
  // The intranet's button for signed-in staff.
  signOut: 'Sign out',
} as const;

/** The name of an interface string. */
export type UiStringKey = keyof typeof UI_STRINGS;

/** The interface strings in the reader's language. */
export type UiLabels = Record<UiStringKey, string>;

/**
 * The strings shown inside the page content (the related-pages aside, feed panels, page messages).
 * Where the content stayed in English (no translation service, or it failed), they stay English
 * too: the content region is marked `lang="en"` as a whole, and a heading in another language
 * inside it would be mislabelled (WCAG 3.1.2).
 */
export const CONTENT_LABELS: readonly UiStringKey[] = [
  'learnMore',
  'related',
  'relatedPages',
  'relatedLinks',
  'atAGlance',
  'breadcrumb',
  'listUnavailable',
  'addToCalendar',
  'allDay',
  'sendMessage',
  'updated',
  'nothingToShow',
];

// Shown only when there is no translation service: machine translation cannot provide it.
const HAND_WRITTEN_ONLY: readonly UiStringKey[] = ['translationUnavailable'];

/**
 * Hand-written translations for the languages most families of the district read: complete, so a
 * reader in one of them never meets an English button, even without the translation service.
 */
export const HAND_WRITTEN_LABELS: Readonly<Record<string, UiLabels>> = {
  es: {
    skipToContent: 'Saltar al contenido principal',
    menu: 'Menú',
    search: 'Buscar',
    mainNavigation: 'Principal',
    quickActions: 'Accesos rápidos',
    searchLabel: 'Buscar en este sitio',
    searchSubmit: 'Enviar búsqueda',
    language: 'Idioma',
    changeLanguage: 'Cambiar idioma',
    notifications: 'Notificaciones',
    quickLinks: 'Enlaces rápidos',
    aboutThisSite: 'Acerca de este sitio',
    socialMedia: 'Redes sociales',
    ourSchools: 'Nuestras escuelas',
    topics: 'Anuncios por tema',
    translating: 'Traduciendo…',
    translationUnavailable:
      'La traducción del contenido no está disponible en este sitio en este momento. Los menús y botones se muestran en su idioma cuando es posible; el contenido de la página está en inglés.',
    translationFailed:
      'No pudimos traducir esta página en este momento, por lo que parte del contenido se muestra en inglés. Inténtelo de nuevo en unos minutos.',
    showDismissedNotifications: 'Mostrar notificaciones descartadas ({count})',
    hideNotifications: 'Ocultar notificaciones ({count})',
    dismissNotification: 'Descartar notificación: {title}',
    notificationLearnMore: 'Más información',
    notificationDetails: 'Detalles',
    learnMore: 'Más información',
    related: 'Relacionado',
    relatedPages: 'Páginas relacionadas',
    relatedLinks: 'Enlaces relacionados',
    atAGlance: 'De un vistazo',
    breadcrumb: 'Ruta de navegación',
    listUnavailable: 'No se pudo cargar esta lista en este momento.',
    addToCalendar: 'Añadir al calendario',
    allDay: 'Todo el día',
    sendMessage: 'Enviar un mensaje a {name}',
    updated: 'Actualizado',
    nothingToShow: 'Todavía no hay nada que mostrar.',
    home: 'Inicio',
    goToHomePage: 'Ir a la página de inicio',
    searchTheSite: 'Buscar en el sitio',
    signOut: 'Cerrar sesión',
  },
  vi: {
    skipToContent: 'Chuyển đến nội dung chính',
    menu: 'Danh mục',
    search: 'Tìm kiếm',
    mainNavigation: 'Chính',
    quickActions: 'Thao tác nhanh',
    searchLabel: 'Tìm kiếm trên trang này',
    searchSubmit: 'Gửi tìm kiếm',
    language: 'Ngôn ngữ',
    changeLanguage: 'Đổi ngôn ngữ',
    notifications: 'Thông báo',
    quickLinks: 'Liên kết nhanh',
    aboutThisSite: 'Về trang web này',
    socialMedia: 'Mạng xã hội',
    ourSchools: 'Các trường của chúng tôi',
    topics: 'Thông báo theo chủ đề',
    translating: 'Đang dịch…',
    translationUnavailable:
      'Hiện không thể dịch nội dung trên trang web này. Danh mục và nút bấm được hiển thị bằng ngôn ngữ của quý vị khi có thể; nội dung trang bằng tiếng Anh.',
    translationFailed:
      'Hiện chúng tôi không thể dịch trang này, vì vậy một số nội dung được hiển thị bằng tiếng Anh. Vui lòng thử lại sau vài phút.',
    showDismissedNotifications: 'Hiện thông báo đã ẩn ({count})',
    hideNotifications: 'Ẩn thông báo ({count})',
    dismissNotification: 'Ẩn thông báo: {title}',
    notificationLearnMore: 'Tìm hiểu thêm',
    notificationDetails: 'Chi tiết',
    learnMore: 'Tìm hiểu thêm',
    related: 'Liên quan',
    relatedPages: 'Trang liên quan',
    relatedLinks: 'Liên kết liên quan',
    atAGlance: 'Thông tin nhanh',
    breadcrumb: 'Đường dẫn',
    listUnavailable: 'Hiện không thể tải danh sách này.',
    addToCalendar: 'Thêm vào lịch',
    allDay: 'Cả ngày',
    sendMessage: 'Gửi tin nhắn cho {name}',
    updated: 'Cập nhật',
    nothingToShow: 'Chưa có nội dung để hiển thị.',
    home: 'Trang chủ',
    goToHomePage: 'Về trang chủ',
    searchTheSite: 'Tìm kiếm trên trang web',
    signOut: 'Đăng xuất',
  },
  'zh-Hans': {
    skipToContent: '跳到主要内容',
    menu: '菜单',
    search: '搜索',
    mainNavigation: '主导航',
    quickActions: '快捷操作',
    searchLabel: '搜索本站',
    searchSubmit: '提交搜索',
    language: '语言',
    changeLanguage: '更改语言',
    notifications: '通知',
    quickLinks: '快速链接',
    aboutThisSite: '关于本站',
    socialMedia: '社交媒体',
    ourSchools: '我们的学校',
    topics: '按主题浏览公告',
    translating: '正在翻译…',
    translationUnavailable:
      '本站目前无法提供内容翻译。菜单和按钮会尽量以您的语言显示；页面内容为英文。',
    translationFailed: '我们暂时无法翻译此页面，因此部分内容以英文显示。请过几分钟再试。',
    showDismissedNotifications: '显示已关闭的通知（{count}）',
    hideNotifications: '隐藏通知（{count}）',
    dismissNotification: '关闭通知：{title}',
    notificationLearnMore: '了解更多',
    notificationDetails: '详情',
    learnMore: '了解更多',
    related: '相关内容',
    relatedPages: '相关页面',
    relatedLinks: '相关链接',
    atAGlance: '概览',
    breadcrumb: '页面路径',
    listUnavailable: '此列表暂时无法加载。',
    addToCalendar: '添加到日历',
    allDay: '全天',
    sendMessage: '给{name}发送消息',
    updated: '更新于',
    nothingToShow: '暂无内容。',
    home: '首页',
    goToHomePage: '返回首页',
    searchTheSite: '搜索本网站',
    signOut: '退出登录',
  },
  ar: {
    skipToContent: 'انتقل إلى المحتوى الرئيسي',
    menu: 'القائمة',
    search: 'بحث',
    mainNavigation: 'الرئيسية',
    quickActions: 'إجراءات سريعة',
    searchLabel: 'ابحث في هذا الموقع',
    searchSubmit: 'إرسال البحث',
    language: 'اللغة',
    changeLanguage: 'تغيير اللغة',
    notifications: 'الإشعارات',
    quickLinks: 'روابط سريعة',
    aboutThisSite: 'حول هذا الموقع',
    socialMedia: 'وسائل التواصل الاجتماعي',
    ourSchools: 'مدارسنا',
    topics: 'الإعلانات حسب الموضوع',
    translating: 'جارٍ الترجمة…',
    translationUnavailable:
      'ترجمة المحتوى غير متاحة على هذا الموقع حاليًا. تظهر القوائم والأزرار بلغتك حيثما توفرت؛ أما محتوى الصفحة فباللغة الإنجليزية.',
    translationFailed:
      'تعذّرت علينا ترجمة هذه الصفحة حاليًا، لذا يظهر بعض المحتوى باللغة الإنجليزية. يُرجى المحاولة مرة أخرى بعد بضع دقائق.',
    showDismissedNotifications: 'إظهار الإشعارات المخفية ({count})',
    hideNotifications: 'إخفاء الإشعارات ({count})',
    dismissNotification: 'إخفاء الإشعار: {title}',
    notificationLearnMore: 'اعرف المزيد',
    notificationDetails: 'التفاصيل',
    learnMore: 'اعرف المزيد',
    related: 'ذو صلة',
    relatedPages: 'صفحات ذات صلة',
    relatedLinks: 'روابط ذات صلة',
    atAGlance: 'لمحة سريعة',
    breadcrumb: 'مسار التنقل',
    listUnavailable: 'تعذّر تحميل هذه القائمة حاليًا.',
    addToCalendar: 'أضف إلى التقويم',
    allDay: 'طوال اليوم',
    sendMessage: 'أرسل رسالة إلى {name}',
    updated: 'آخر تحديث',
    nothingToShow: 'لا يوجد ما يُعرض بعد.',
    home: 'الرئيسية',
    goToHomePage: 'الانتقال إلى الصفحة الرئيسية',
    searchTheSite: 'البحث في الموقع',
    signOut: 'تسجيل الخروج',
  },
  ru: {
    skipToContent: 'Перейти к основному содержанию',
    menu: 'Меню',
    search: 'Поиск',
    mainNavigation: 'Основная',
    quickActions: 'Быстрые действия',
    searchLabel: 'Поиск по сайту',
    searchSubmit: 'Найти',
    language: 'Язык',
    changeLanguage: 'Сменить язык',
    notifications: 'Уведомления',
    quickLinks: 'Быстрые ссылки',
    aboutThisSite: 'Об этом сайте',
    socialMedia: 'Социальные сети',
    ourSchools: 'Наши школы',
    topics: 'Объявления по темам',
    translating: 'Идёт перевод…',
    translationUnavailable:
      'Перевод содержимого на этом сайте сейчас недоступен. Меню и кнопки показаны на вашем языке, где это возможно; содержимое страницы — на английском языке.',
    translationFailed:
      'Сейчас нам не удалось перевести эту страницу, поэтому часть содержимого показана на английском языке. Пожалуйста, повторите попытку через несколько минут.',
    showDismissedNotifications: 'Показать скрытые уведомления ({count})',
    hideNotifications: 'Скрыть уведомления ({count})',
    dismissNotification: 'Скрыть уведомление: {title}',
    notificationLearnMore: 'Подробнее',
    notificationDetails: 'Подробности',
    learnMore: 'Подробнее',
    related: 'Связанное',
    relatedPages: 'Связанные страницы',
    relatedLinks: 'Полезные ссылки',
    atAGlance: 'Коротко',
    breadcrumb: 'Навигационная цепочка',
    listUnavailable: 'Сейчас не удалось загрузить этот список.',
    addToCalendar: 'Добавить в календарь',
    allDay: 'Весь день',
    sendMessage: 'Отправить сообщение: {name}',
    updated: 'Обновлено',
    nothingToShow: 'Пока здесь ничего нет.',
    home: 'Главная',
    goToHomePage: 'Перейти на главную страницу',
    searchTheSite: 'Поиск по сайту',
    signOut: 'Выйти',
  },
};

/**
 * The interface strings for `languageCode`: the hand-written ones when we have them, else English
 * with the keys a machine should translate (none for English, or when `machine` is false because
 * no translation service is configured).
 */
export function uiLabels(
  languageCode: string,
  { machine }: { machine: boolean },
): { labels: UiLabels; untranslated: UiStringKey[] } {
  const handWritten = HAND_WRITTEN_LABELS[languageCode];
  if (handWritten) return { labels: { ...handWritten }, untranslated: [] };
  const labels: UiLabels = { ...UI_STRINGS };
  if (languageCode === 'en' || !machine) return { labels, untranslated: [] };
  const untranslated = (Object.keys(UI_STRINGS) as UiStringKey[]).filter(
    (key) => !HAND_WRITTEN_ONLY.includes(key),
  );
  return { labels, untranslated };
}

/**
 * The interface strings for the request's language; those left to the machine are registered in
 * `batch`, which translates them in place when it runs (they stay English if it fails).
 */
export function addUiLabels(
  batch: TranslationBatch,
  languageCode: string,
  { machine }: { machine: boolean },
): UiLabels {
  const { labels, untranslated } = uiLabels(languageCode, { machine });
  batch.add(labels, untranslated);
  return labels;
}

/**
 * The labels still in English in a page of another language (no hand-written string, and machine
 * translation off or failed), so the page can mark them `lang="en"` (WCAG 3.1.2). The content's
 * own strings are left out where the content stayed English: its region is marked as a whole.
 */
export function labelsInEnglish(
  labels: UiLabels,
  languageCode: string,
  contentTranslation: TranslationStatus = 'translated',
): UiStringKey[] {
  if (languageCode === 'en') return [];
  const contentInEnglish = contentTranslation !== 'translated';
  return (Object.keys(UI_STRINGS) as UiStringKey[]).filter(
    (key) => labels[key] === UI_STRINGS[key] && !(contentInEnglish && CONTENT_LABELS.includes(key)),
  );
}

/** The `{name}` placeholders of a template, sorted (the same set in every language). */
export function placeholdersOf(template: string): string {
  return [...template.matchAll(/\{(\w+)\}/g)]
    .map((match) => match[1])
    .sort()
    .join(',');
}

// Each string's English placeholders, read once rather than on every page.
const ENGLISH_PLACEHOLDERS = (Object.keys(UI_STRINGS) as UiStringKey[]).map(
  (key) => [key, placeholdersOf(UI_STRINGS[key])] as const,
);

/**
 * The labels as the page shows them, once the request's translation status is known: a machine
 * translation that lost or renamed a placeholder (`{count}`) is dropped for the English string,
 * and the content's own strings are English wherever the content is (see CONTENT_LABELS).
 */
export function settleLabels(
  labels: UiLabels,
  languageCode: string,
  contentTranslation: TranslationStatus,
): UiLabels {
  const settled = { ...labels };
  for (const [key, placeholders] of ENGLISH_PLACEHOLDERS) {
    if (settled[key] !== UI_STRINGS[key] && placeholdersOf(settled[key]) !== placeholders)
      settled[key] = UI_STRINGS[key];
  }
  if (languageCode !== 'en' && contentTranslation !== 'translated') {
    for (const key of CONTENT_LABELS) settled[key] = UI_STRINGS[key];
  }
  return settled;
}
