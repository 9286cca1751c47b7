/** The search page's words (`/search`), for route-strings.server.ts. */

import type { SearchData } from '../search/search.server';
import type { StringTable } from './route-strings.server';

const english = {
  title: 'Search',
  resultsTitle: 'Search results for “{query}”',
  noResults: 'No results for “{query}”.',
  noResultsSomeFailed: 'No results for “{query}” among those that could be loaded.',
  searchFailed:
    'The search for “{query}” could not be completed right now. Please try again later.',
  oneResult: '1 result for “{query}”.',
  results: '{count} results for “{query}”.',
  pagesAndNews: 'Pages and news',
  pagesFailed: 'These results could not be loaded right now.',
  noPages: 'No pages or news match.',
  files: 'Files',
  filesFailed: 'File results could not be loaded right now.',
  noFiles: 'No files match.',
  contacts: 'Contacts',
  contactsFailed: 'Contacts could not be loaded right now.',
  noContacts: 'No contacts match.',
  didYouMean: 'Did you mean {suggestion}?',
  schools: 'Schools',
  phone: 'Phone',
  schoolSite: '{name} website',
  noResultsHelp: 'Try other words, or start from one of these:',
  topTasks: 'Popular tasks',
  directory: 'Find a person in the district directory',
} as const;

type Key = keyof typeof english;

/** The status line's string for a search's outcome. */
export type SearchStatusKey =
  | 'noResults'
  | 'oneResult'
  | 'results'
  | 'noResultsSomeFailed'
  | 'searchFailed';

/** How many things a search found: schools, pages and news, files and contacts. */
export function searchTotal(
  search: Pick<SearchData, 'results' | 'files' | 'groups'> & Partial<Pick<SearchData, 'schools'>>,
): number {
  return (
    (search.schools?.length ?? 0) +
    search.results.length +
    search.files.length +
    search.groups.length
  );
}

/**
 * What the search page says of a search's outcome: its status line, and whether the outcome is
 * complete. A search with a failed group is not complete and must not be stored by any cache (the
 * next reader may get every group). When pages and news and files all failed and nothing was
 * found, the search could not be completed: the page does not say "No results".
 */
export function searchOutcome(
  search: Pick<SearchData, 'results' | 'files' | 'groups' | 'failed'> &
    Partial<Pick<SearchData, 'schools'>>,
): { status: SearchStatusKey; complete: boolean } {
  const total = searchTotal(search);
  const complete = search.failed.length === 0;
  if (total === 1) return { status: 'oneResult', complete };
  if (total > 1) return { status: 'results', complete };
  if (complete) return { status: 'noResults', complete };
  // Contacts are not searched for every query: pages and files failing is the whole search.
  const everyGroupFailed = search.failed.includes('results') && search.failed.includes('files');
  return { status: everyGroupFailed ? 'searchFailed' : 'noResultsSomeFailed', complete };
}

/** Hand-written: es, vi, zh-Hans, ar, ru (plural-free where the language inflects by number). */
export const SEARCH_STRINGS: StringTable<Key> = {
  english,
  handWritten: {
    es: {
      title: 'Buscar',
      resultsTitle: 'Resultados de búsqueda para «{query}»',
      noResults: 'No hay resultados para «{query}».',
      noResultsSomeFailed: 'No hay resultados para «{query}» entre los que se pudieron cargar.',
      searchFailed:
        'No se pudo completar la búsqueda de «{query}» en este momento. Inténtelo de nuevo más tarde.',
      oneResult: '1 resultado para «{query}».',
      results: '{count} resultados para «{query}».',
      pagesAndNews: 'Páginas y noticias',
      pagesFailed: 'No se pudieron cargar estos resultados en este momento.',
      noPages: 'Ninguna página ni noticia coincide.',
      files: 'Archivos',
      filesFailed: 'No se pudieron cargar los archivos en este momento.',
      noFiles: 'Ningún archivo coincide.',
      contacts: 'Contactos',
      contactsFailed: 'No se pudieron cargar los contactos en este momento.',
      noContacts: 'Ningún contacto coincide.',
      didYouMean: '¿Quiso decir {suggestion}?',
      schools: 'Escuelas',
      phone: 'Teléfono',
      schoolSite: 'Sitio web de {name}',
      noResultsHelp: 'Pruebe con otras palabras o empiece por una de estas opciones:',
      topTasks: 'Tareas frecuentes',
      directory: 'Buscar a una persona en el directorio del distrito',
    },
    vi: {
      title: 'Tìm kiếm',
      resultsTitle: 'Kết quả tìm kiếm cho “{query}”',
      noResults: 'Không có kết quả cho “{query}”.',
      noResultsSomeFailed: 'Không có kết quả cho “{query}” trong số các kết quả tải được.',
      searchFailed: 'Hiện không thể hoàn tất tìm kiếm “{query}”. Vui lòng thử lại sau.',
      oneResult: '1 kết quả cho “{query}”.',
      results: '{count} kết quả cho “{query}”.',
      pagesAndNews: 'Trang và tin tức',
      pagesFailed: 'Hiện không thể tải các kết quả này.',
      noPages: 'Không có trang hoặc tin tức nào phù hợp.',
      files: 'Tệp',
      filesFailed: 'Hiện không thể tải kết quả tệp.',
      noFiles: 'Không có tệp nào phù hợp.',
      contacts: 'Liên hệ',
      contactsFailed: 'Hiện không thể tải danh sách liên hệ.',
      noContacts: 'Không có liên hệ nào phù hợp.',
      didYouMean: 'Có phải bạn muốn tìm {suggestion}?',
      schools: 'Trường học',
      phone: 'Điện thoại',
      schoolSite: 'Trang web của {name}',
      noResultsHelp: 'Hãy thử từ khác, hoặc bắt đầu từ một trong các mục sau:',
      topTasks: 'Việc thường làm',
      directory: 'Tìm một người trong danh bạ của học khu',
    },
    'zh-Hans': {
      title: '搜索',
      resultsTitle: '“{query}”的搜索结果',
      noResults: '没有找到与“{query}”相关的结果。',
      noResultsSomeFailed: '在已加载的结果中，没有找到与“{query}”相关的结果。',
      searchFailed: '暂时无法完成对“{query}”的搜索，请稍后再试。',
      oneResult: '找到 1 条与“{query}”相关的结果。',
      results: '找到 {count} 条与“{query}”相关的结果。',
      pagesAndNews: '页面和新闻',
      pagesFailed: '暂时无法加载这些结果。',
      noPages: '没有匹配的页面或新闻。',
      files: '文件',
      filesFailed: '暂时无法加载文件结果。',
      noFiles: '没有匹配的文件。',
      contacts: '联系人',
      contactsFailed: '暂时无法加载联系人。',
      noContacts: '没有匹配的联系人。',
      didYouMean: '您是不是要找{suggestion}？',
      schools: '学校',
      phone: '电话',
      schoolSite: '{name}网站',
      noResultsHelp: '请尝试其他词语，或从以下任一项开始：',
      topTasks: '常用事项',
      directory: '在学区通讯录中查找人员',
    },
    ar: {
      title: 'بحث',
      resultsTitle: 'نتائج البحث عن «{query}»',
      noResults: 'لا توجد نتائج عن «{query}».',
      noResultsSomeFailed: 'لا توجد نتائج عن «{query}» بين النتائج التي أمكن تحميلها.',
      searchFailed: 'تعذّر إكمال البحث عن «{query}» الآن. يُرجى المحاولة لاحقًا.',
      oneResult: 'نتائج البحث عن «{query}»: 1.',
      results: 'نتائج البحث عن «{query}»: {count}.',
      pagesAndNews: 'الصفحات والأخبار',
      pagesFailed: 'تعذّر تحميل هذه النتائج الآن.',
      noPages: 'لا توجد صفحات أو أخبار مطابقة.',
      files: 'الملفات',
      filesFailed: 'تعذّر تحميل نتائج الملفات الآن.',
      noFiles: 'لا توجد ملفات مطابقة.',
      contacts: 'جهات الاتصال',
      contactsFailed: 'تعذّر تحميل جهات الاتصال الآن.',
      noContacts: 'لا توجد جهات اتصال مطابقة.',
      didYouMean: 'هل تقصد {suggestion}؟',
      schools: 'المدارس',
      phone: 'الهاتف',
      schoolSite: 'موقع {name} الإلكتروني',
      noResultsHelp: 'جرّب كلمات أخرى، أو ابدأ من أحد هذه الروابط:',
      topTasks: 'المهام الشائعة',
      directory: 'ابحث عن شخص في دليل المنطقة التعليمية',
    },
    ru: {
      title: 'Поиск',
      resultsTitle: 'Результаты поиска по запросу «{query}»',
      noResults: 'По запросу «{query}» ничего не найдено.',
      noResultsSomeFailed: 'Среди загруженных результатов по запросу «{query}» ничего не найдено.',
      searchFailed: 'Сейчас не удалось выполнить поиск по запросу «{query}». Попробуйте позже.',
      oneResult: 'Найдено результатов по запросу «{query}»: 1.',
      results: 'Найдено результатов по запросу «{query}»: {count}.',
      pagesAndNews: 'Страницы и новости',
      pagesFailed: 'Сейчас не удалось загрузить эти результаты.',
      noPages: 'Подходящих страниц и новостей нет.',
      files: 'Файлы',
      filesFailed: 'Сейчас не удалось загрузить файлы.',
      noFiles: 'Подходящих файлов нет.',
      contacts: 'Контакты',
      contactsFailed: 'Сейчас не удалось загрузить контакты.',
      noContacts: 'Подходящих контактов нет.',
      didYouMean: 'Возможно, вы имели в виду {suggestion}?',
      schools: 'Школы',
      phone: 'Телефон',
      schoolSite: 'Сайт: {name}',
      noResultsHelp: 'Попробуйте другие слова или начните с одного из этих разделов:',
      topTasks: 'Частые задачи',
      directory: 'Найти сотрудника в справочнике округа',
    },
  },
};
