/**
 * The interface's own strings: the labels, buttons and headings of the chrome, written here in
 * English. A reader in another language gets them from a small hand-written table where we have
 * one (checked by people, and there even when the translation service is not), else by machine
 * translation in the chrome's batch, kept in the translation memory like any other fragment.
 */
import type { TranslationBatch, TranslationStatus } from '../translation/translation.server';

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
  featuredLanguages: 'Common languages',
  otherLanguages: 'More languages',
  machineTranslated:
    'This page was translated by machine and may contain mistakes. The English page is the official one.',
  readInEnglish: 'Read this page in English',
  notifications: 'Notifications',
  quickLinks: 'Quick links',
  aboutThisSite: 'About this site',
  socialMedia: 'Social media',
  ourSchools: 'Our schools',
  // Before the parent organization's name in a school's header: "Part of Meadowlark Valley…".
  partOf: 'Part of',
  // Before the organization's phone number on its home page.
  phone: 'Phone',
  // The footer's label before the organization's e-mail address (`Phone` labels its number).
  email: 'Email',
  // Said (visually hidden) after a link to another site.
  anotherSite: '(another site)',
  // A feed panel's title and "more" link before it loads (the error page's lazy feeds).
  feedAnnouncements: 'Announcements',
  feedMoreAnnouncements: 'More Announcements',
  feedStories: 'Stories',
  feedMoreStories: 'More Stories',
  feedEvents: 'Events',
  feedFullCalendar: 'Full Calendar',
  feedFiles: 'Files',
  feedMoreFiles: 'More Files',
  feedPeople: 'People',
  feedFullDirectory: 'Full Directory',
  // The error page's title and messages (docs/behaviour.md#error-page): English on the English
  // page, word for word; translated like any other words elsewhere.
  errorOccurred: 'An error occurred',
  unknownError: 'An unknown error occurred',
  notFoundMessage: 'The page you are looking for could not be found.',
  topics: 'Announcements by topic',
  translating: 'Translating…',
  translationUnavailable:
    'Content translation is not available on this site right now. Menus and buttons are shown in your language where we have them; page content is in English.',
  translationFailed:
    'We could not translate this page just now, so some of it is shown in English. Please try again in a few minutes.',
  // The notifications area, outside the page content: always in the reader's language.
  showDismissedNotifications: 'Show dismissed notifications ({count})',
  hideNotifications: 'Hide {count} notices',
  hideOneNotification: 'Hide 1 notice',
  notificationPosted: 'Posted {time}',
  // A status notice posted today: its tone's word and today's date (docs/behaviour.md#notifications).
  statusToday: '{status} today, {date}',
  // The word on each notice that says what it is, besides its colour (see core's notificationTone).
  noticeClosed: 'Closed',
  noticeDelayed: 'Delayed',
  noticeOpen: 'Open',
  noticeEmergency: 'Emergency',
  noticeAlert: 'Alert',
  noticeUpdate: 'Update',
  noticeInfo: 'Notice',
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
  // The error page's ways on, under its English title and message.
  goToHomePage: 'Go to the home page',
  searchTheSite: 'Search the site',
  // The error page's title (the browser tab) and explanation, by the error's status.
  pageNotFound: 'Page not found',
  somethingWentWrong: 'Something went wrong',
  notFoundExplanation:
    'We couldn’t find that page. It may have moved, or the link you followed may be out of date. Search for what you need, or start from the home page.',
  errorExplanation:
    'Something went wrong and we couldn’t show this page. Please try again in a few minutes, search for what you need, or start from the home page.',
  // Subscription links of the feed panels: each link's visible words are part of its name.
  subscribe: 'Subscribe',
  calendarApp: 'Calendar app',
  subscribeCalendarApp: 'Subscribe to the calendar in your calendar app',
  subscribeGoogleCalendar: 'Subscribe to the calendar in Google Calendar',
  subscribeOutlook: 'Subscribe to the calendar in Outlook',
  newsReader: 'News reader (RSS)',
  subscribeNews: 'Subscribe to {feed} in a news reader (RSS)',
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
  'subscribe',
  'calendarApp',
  'subscribeCalendarApp',
  'subscribeGoogleCalendar',
  'subscribeOutlook',
  'newsReader',
  'subscribeNews',
  'phone',
  'feedAnnouncements',
  'feedMoreAnnouncements',
  'feedStories',
  'feedMoreStories',
  'feedEvents',
  'feedFullCalendar',
  'feedFiles',
  'feedMoreFiles',
  'feedPeople',
  'feedFullDirectory',
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
    featuredLanguages: 'Idiomas más comunes',
    otherLanguages: 'Más idiomas',
    machineTranslated:
      'Esta página se tradujo automáticamente y puede contener errores. La página en inglés es la oficial.',
    readInEnglish: 'Leer esta página en inglés',
    notifications: 'Notificaciones',
    quickLinks: 'Enlaces rápidos',
    aboutThisSite: 'Acerca de este sitio',
    socialMedia: 'Redes sociales',
    ourSchools: 'Nuestras escuelas',
    partOf: 'Parte de',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    anotherSite: '(otro sitio)',
    feedAnnouncements: 'Anuncios',
    feedMoreAnnouncements: 'Más anuncios',
    feedStories: 'Historias',
    feedMoreStories: 'Más historias',
    feedEvents: 'Eventos',
    feedFullCalendar: 'Calendario completo',
    feedFiles: 'Archivos',
    feedMoreFiles: 'Más archivos',
    feedPeople: 'Personas',
    feedFullDirectory: 'Directorio completo',
    errorOccurred: 'Se produjo un error',
    unknownError: 'Se produjo un error desconocido',
    notFoundMessage: 'No encontramos la página que busca.',
    topics: 'Anuncios por tema',
    translating: 'Traduciendo…',
    translationUnavailable:
      'La traducción del contenido no está disponible en este sitio en este momento. Los menús y botones se muestran en su idioma cuando es posible; el contenido de la página está en inglés.',
    translationFailed:
      'No pudimos traducir esta página en este momento, por lo que parte del contenido se muestra en inglés. Inténtelo de nuevo en unos minutos.',
    showDismissedNotifications: 'Mostrar notificaciones descartadas ({count})',
    hideNotifications: 'Ocultar {count} avisos',
    hideOneNotification: 'Ocultar 1 aviso',
    notificationPosted: 'Publicado {time}',
    statusToday: '{status} hoy, {date}',
    noticeClosed: 'Cerrado',
    noticeDelayed: 'Retraso',
    noticeOpen: 'Abierto',
    noticeEmergency: 'Emergencia',
    noticeAlert: 'Alerta',
    noticeUpdate: 'Novedad',
    noticeInfo: 'Aviso',
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
    pageNotFound: 'Página no encontrada',
    somethingWentWrong: 'Algo salió mal',
    notFoundExplanation:
      'No encontramos esa página. Puede que se haya movido o que el enlace que siguió esté desactualizado. Busque lo que necesita o comience desde la página de inicio.',
    errorExplanation:
      'Algo salió mal y no pudimos mostrar esta página. Inténtelo de nuevo en unos minutos, busque lo que necesita o comience desde la página de inicio.',
    subscribe: 'Suscribirse',
    calendarApp: 'Aplicación de calendario',
    subscribeCalendarApp: 'Suscribirse al calendario en su aplicación de calendario',
    subscribeGoogleCalendar: 'Suscribirse al calendario en Google Calendar',
    subscribeOutlook: 'Suscribirse al calendario en Outlook',
    newsReader: 'Lector de noticias (RSS)',
    subscribeNews: 'Suscribirse a {feed} en un lector de noticias (RSS)',
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
    featuredLanguages: 'Ngôn ngữ phổ biến',
    otherLanguages: 'Ngôn ngữ khác',
    machineTranslated:
      'Trang này được dịch tự động và có thể có lỗi. Trang tiếng Anh là bản chính thức.',
    readInEnglish: 'Đọc trang này bằng tiếng Anh',
    notifications: 'Thông báo',
    quickLinks: 'Liên kết nhanh',
    aboutThisSite: 'Về trang web này',
    socialMedia: 'Mạng xã hội',
    ourSchools: 'Các trường của chúng tôi',
    partOf: 'Thuộc',
    phone: 'Điện thoại',
    email: 'Thư điện tử',
    anotherSite: '(trang web khác)',
    feedAnnouncements: 'Thông báo',
    feedMoreAnnouncements: 'Thêm thông báo',
    feedStories: 'Câu chuyện',
    feedMoreStories: 'Thêm câu chuyện',
    feedEvents: 'Sự kiện',
    feedFullCalendar: 'Lịch đầy đủ',
    feedFiles: 'Tệp',
    feedMoreFiles: 'Thêm tệp',
    feedPeople: 'Nhân sự',
    feedFullDirectory: 'Danh bạ đầy đủ',
    errorOccurred: 'Đã xảy ra lỗi',
    unknownError: 'Đã xảy ra lỗi không xác định',
    notFoundMessage: 'Không tìm thấy trang quý vị đang tìm.',
    topics: 'Thông báo theo chủ đề',
    translating: 'Đang dịch…',
    translationUnavailable:
      'Hiện không thể dịch nội dung trên trang web này. Danh mục và nút bấm được hiển thị bằng ngôn ngữ của quý vị khi có thể; nội dung trang bằng tiếng Anh.',
    translationFailed:
      'Hiện chúng tôi không thể dịch trang này, vì vậy một số nội dung được hiển thị bằng tiếng Anh. Vui lòng thử lại sau vài phút.',
    showDismissedNotifications: 'Hiện thông báo đã ẩn ({count})',
    hideNotifications: 'Ẩn {count} thông báo',
    hideOneNotification: 'Ẩn 1 thông báo',
    notificationPosted: 'Đăng lúc {time}',
    statusToday: '{status} hôm nay, {date}',
    noticeClosed: 'Đóng cửa',
    noticeDelayed: 'Trễ giờ',
    noticeOpen: 'Mở cửa',
    noticeEmergency: 'Khẩn cấp',
    noticeAlert: 'Cảnh báo',
    noticeUpdate: 'Cập nhật',
    noticeInfo: 'Thông báo',
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
    pageNotFound: 'Không tìm thấy trang',
    somethingWentWrong: 'Đã xảy ra sự cố',
    notFoundExplanation:
      'Chúng tôi không tìm thấy trang đó. Trang có thể đã được chuyển đi, hoặc liên kết bạn đã theo có thể đã cũ. Hãy tìm kiếm điều bạn cần, hoặc bắt đầu từ trang chủ.',
    errorExplanation:
      'Đã xảy ra sự cố và chúng tôi không thể hiển thị trang này. Vui lòng thử lại sau vài phút, tìm kiếm điều bạn cần, hoặc bắt đầu từ trang chủ.',
    subscribe: 'Đăng ký theo dõi',
    calendarApp: 'Ứng dụng lịch',
    subscribeCalendarApp: 'Đăng ký theo dõi lịch trong ứng dụng lịch của bạn',
    subscribeGoogleCalendar: 'Đăng ký theo dõi lịch trong Google Calendar',
    subscribeOutlook: 'Đăng ký theo dõi lịch trong Outlook',
    newsReader: 'Trình đọc tin (RSS)',
    subscribeNews: 'Đăng ký theo dõi {feed} bằng trình đọc tin (RSS)',
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
    featuredLanguages: '常用语言',
    otherLanguages: '更多语言',
    machineTranslated: '本页由机器翻译，可能有错误。以英文页面为准。',
    readInEnglish: '阅读本页英文版',
    notifications: '通知',
    quickLinks: '快速链接',
    aboutThisSite: '关于本站',
    socialMedia: '社交媒体',
    ourSchools: '我们的学校',
    partOf: '隶属于',
    phone: '电话',
    email: '电子邮件',
    anotherSite: '（其他网站）',
    feedAnnouncements: '公告',
    feedMoreAnnouncements: '更多公告',
    feedStories: '故事',
    feedMoreStories: '更多故事',
    feedEvents: '活动',
    feedFullCalendar: '完整日历',
    feedFiles: '文件',
    feedMoreFiles: '更多文件',
    feedPeople: '人员',
    feedFullDirectory: '完整通讯录',
    errorOccurred: '出现错误',
    unknownError: '出现未知错误',
    notFoundMessage: '找不到您要查找的页面。',
    topics: '按主题浏览公告',
    translating: '正在翻译…',
    translationUnavailable:
      '本站目前无法提供内容翻译。菜单和按钮会尽量以您的语言显示；页面内容为英文。',
    translationFailed: '我们暂时无法翻译此页面，因此部分内容以英文显示。请过几分钟再试。',
    showDismissedNotifications: '显示已关闭的通知（{count}）',
    hideNotifications: '隐藏 {count} 条通知',
    hideOneNotification: '隐藏 1 条通知',
    notificationPosted: '发布于 {time}',
    statusToday: '今天（{date}）：{status}',
    noticeClosed: '停课',
    noticeDelayed: '延迟',
    noticeOpen: '正常开放',
    noticeEmergency: '紧急',
    noticeAlert: '警报',
    noticeUpdate: '更新',
    noticeInfo: '通知',
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
    pageNotFound: '找不到页面',
    somethingWentWrong: '出现了问题',
    notFoundExplanation:
      '我们找不到该页面。它可能已被移动，或者您点击的链接已经过时。请搜索您需要的内容，或从首页开始。',
    errorExplanation:
      '出现了问题，我们无法显示此页面。请几分钟后再试，搜索您需要的内容，或从首页开始。',
    subscribe: '订阅',
    calendarApp: '日历应用',
    subscribeCalendarApp: '在您的日历应用中订阅日历',
    subscribeGoogleCalendar: '在 Google Calendar 中订阅日历',
    subscribeOutlook: '在 Outlook 中订阅日历',
    newsReader: '新闻阅读器 (RSS)',
    subscribeNews: '用新闻阅读器 (RSS) 订阅{feed}',
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
    featuredLanguages: 'اللغات الأكثر استخدامًا',
    otherLanguages: 'لغات أخرى',
    machineTranslated:
      'تُرجمت هذه الصفحة آليًا وقد تحتوي على أخطاء. الصفحة الإنجليزية هي النسخة الرسمية.',
    readInEnglish: 'اقرأ هذه الصفحة بالإنجليزية',
    notifications: 'الإشعارات',
    quickLinks: 'روابط سريعة',
    aboutThisSite: 'حول هذا الموقع',
    socialMedia: 'وسائل التواصل الاجتماعي',
    ourSchools: 'مدارسنا',
    partOf: 'جزء من',
    phone: 'الهاتف',
    email: 'البريد الإلكتروني',
    anotherSite: '(موقع آخر)',
    feedAnnouncements: 'الإعلانات',
    feedMoreAnnouncements: 'المزيد من الإعلانات',
    feedStories: 'القصص',
    feedMoreStories: 'المزيد من القصص',
    feedEvents: 'الفعاليات',
    feedFullCalendar: 'التقويم الكامل',
    feedFiles: 'الملفات',
    feedMoreFiles: 'المزيد من الملفات',
    feedPeople: 'الأشخاص',
    feedFullDirectory: 'الدليل الكامل',
    errorOccurred: 'حدث خطأ',
    unknownError: 'حدث خطأ غير معروف',
    notFoundMessage: 'تعذّر العثور على الصفحة التي تبحث عنها.',
    topics: 'الإعلانات حسب الموضوع',
    translating: 'جارٍ الترجمة…',
    translationUnavailable:
      'ترجمة المحتوى غير متاحة على هذا الموقع حاليًا. تظهر القوائم والأزرار بلغتك حيثما توفرت؛ أما محتوى الصفحة فباللغة الإنجليزية.',
    translationFailed:
      'تعذّرت علينا ترجمة هذه الصفحة حاليًا، لذا يظهر بعض المحتوى باللغة الإنجليزية. يُرجى المحاولة مرة أخرى بعد بضع دقائق.',
    showDismissedNotifications: 'إظهار الإشعارات المخفية ({count})',
    hideNotifications: 'إخفاء الإشعارات: {count}',
    hideOneNotification: 'إخفاء إشعار واحد',
    notificationPosted: 'نُشر {time}',
    statusToday: '{status} اليوم، {date}',
    noticeClosed: 'مغلقة',
    noticeDelayed: 'تأخير',
    noticeOpen: 'مفتوحة',
    noticeEmergency: 'طوارئ',
    noticeAlert: 'تنبيه',
    noticeUpdate: 'تحديث',
    noticeInfo: 'إشعار',
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
    pageNotFound: 'الصفحة غير موجودة',
    somethingWentWrong: 'حدث خطأ ما',
    notFoundExplanation:
      'لم نتمكن من العثور على هذه الصفحة. ربما نُقلت، أو ربما أصبح الرابط الذي اتبعته قديمًا. ابحث عمّا تحتاج إليه، أو ابدأ من الصفحة الرئيسية.',
    errorExplanation:
      'حدث خطأ ما ولم نتمكن من عرض هذه الصفحة. يُرجى المحاولة مرة أخرى بعد بضع دقائق، أو البحث عمّا تحتاج إليه، أو البدء من الصفحة الرئيسية.',
    subscribe: 'اشترك',
    calendarApp: 'تطبيق التقويم',
    subscribeCalendarApp: 'الاشتراك في التقويم عبر تطبيق التقويم لديك',
    subscribeGoogleCalendar: 'الاشتراك في التقويم عبر Google Calendar',
    subscribeOutlook: 'الاشتراك في التقويم عبر Outlook',
    newsReader: 'قارئ الأخبار (RSS)',
    subscribeNews: 'الاشتراك في {feed} عبر قارئ الأخبار (RSS)',
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
    featuredLanguages: 'Распространённые языки',
    otherLanguages: 'Другие языки',
    machineTranslated:
      'Эта страница переведена автоматически и может содержать ошибки. Официальной является английская версия страницы.',
    readInEnglish: 'Читать эту страницу на английском',
    notifications: 'Уведомления',
    quickLinks: 'Быстрые ссылки',
    aboutThisSite: 'Об этом сайте',
    socialMedia: 'Социальные сети',
    ourSchools: 'Наши школы',
    partOf: 'Входит в',
    phone: 'Телефон',
    email: 'Эл. почта',
    anotherSite: '(другой сайт)',
    feedAnnouncements: 'Объявления',
    feedMoreAnnouncements: 'Другие объявления',
    feedStories: 'Истории',
    feedMoreStories: 'Другие истории',
    feedEvents: 'События',
    feedFullCalendar: 'Полный календарь',
    feedFiles: 'Файлы',
    feedMoreFiles: 'Другие файлы',
    feedPeople: 'Сотрудники',
    feedFullDirectory: 'Полный справочник',
    errorOccurred: 'Произошла ошибка',
    unknownError: 'Произошла неизвестная ошибка',
    notFoundMessage: 'Страница, которую вы ищете, не найдена.',
    topics: 'Объявления по темам',
    translating: 'Идёт перевод…',
    translationUnavailable:
      'Перевод содержимого на этом сайте сейчас недоступен. Меню и кнопки показаны на вашем языке, где это возможно; содержимое страницы — на английском языке.',
    translationFailed:
      'Сейчас нам не удалось перевести эту страницу, поэтому часть содержимого показана на английском языке. Пожалуйста, повторите попытку через несколько минут.',
    showDismissedNotifications: 'Показать скрытые уведомления ({count})',
    hideNotifications: 'Скрыть уведомления: {count}',
    hideOneNotification: 'Скрыть 1 уведомление',
    notificationPosted: 'Опубликовано {time}',
    statusToday: '{status} сегодня, {date}',
    noticeClosed: 'Закрыто',
    noticeDelayed: 'Задержка',
    noticeOpen: 'Открыто',
    noticeEmergency: 'Экстренно',
    noticeAlert: 'Внимание',
    noticeUpdate: 'Обновление',
    noticeInfo: 'Уведомление',
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
    pageNotFound: 'Страница не найдена',
    somethingWentWrong: 'Что-то пошло не так',
    notFoundExplanation:
      'Мы не нашли эту страницу. Возможно, она перемещена или ссылка, по которой вы перешли, устарела. Воспользуйтесь поиском или начните с главной страницы.',
    errorExplanation:
      'Что-то пошло не так, и мы не смогли показать эту страницу. Повторите попытку через несколько минут, воспользуйтесь поиском или начните с главной страницы.',
    subscribe: 'Подписаться',
    calendarApp: 'Приложение-календарь',
    subscribeCalendarApp: 'Подписаться на календарь через приложение-календарь',
    subscribeGoogleCalendar: 'Подписаться на календарь в Google Calendar',
    subscribeOutlook: 'Подписаться на календарь в Outlook',
    newsReader: 'Программа чтения новостей (RSS)',
    subscribeNews: 'Подписаться на {feed}: программа чтения новостей (RSS)',
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
