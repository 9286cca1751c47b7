/**
 * The demo district's reviewed translations (docs/behaviour.md#reviewed-translations): Spanish and
 * Vietnamese for the enrolment page (and its kindergarten message) and the closure-day page, both
 * current; and a Spanish review of the free-meals page made before its English was edited, so stale.
 * Names (the Enrollment Center, Communications) stay as written, as machine translation keeps them.
 */
import type { Message } from '@district/core/entities/message';
import type { Page } from '@district/core/entities/page';
import {
  type MessageTranslation,
  messageRevision,
  type PageTranslation,
  pageRevision,
} from '@district/core/languages/reviewed-translations';
import { DEMO_EXTERNAL_SITES } from './district';
import { groupContact } from './groups';

const DAY = 86_400_000;

type Fields = { title: string; metaDescription: string; body: string[] };
type MessageFields = { title: string; summary: string; body: string };

/** The contact sentence of a page, in a language: `{name}` `{phone}` and `{email}` filled in. */
function contactLine(key: string, sentence: string): string {
  const contact = groupContact(key);
  if (!contact) throw new Error(`No contact group ${key}`);
  return `<p>${sentence
    .replace('{name}', contact.title)
    .replace('{phone}', contact.phone)
    .replace('{email}', `<a href="mailto:${contact.email}">${contact.email}</a>`)}</p>`;
}

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

const PAGES: Record<string, Record<string, Fields>> = {
  '/register': {
    es: {
      title: 'Inscribirse en la escuela',
      metaDescription:
        'Inscriba a un estudiante nuevo en las escuelas de Meadowlark Valley: qué necesita y cómo empezar.',
      body: [
        '<p>Las familias nuevas se inscriben en línea y luego llevan un comprobante de domicilio, el acta de nacimiento del estudiante y su cartilla de vacunación al Enrollment Center o a la escuela de su vecindario. Los estudiantes que ya asisten no necesitan inscribirse de nuevo.</p>',
        list([
          'Comprobante de domicilio con fecha de los últimos 30 días',
          'Acta de nacimiento o pasaporte',
          'Cartilla de vacunación',
          'Documentos de custodia, si corresponde',
        ]),
        `<p>¿No sabe qué escuela le corresponde a su domicilio? Use los <a href="${DEMO_EXTERNAL_SITES.boundaryMaps}">mapas de zonas escolares</a> para encontrar las escuelas de su vecindario.</p>`,
        contactLine(
          'enrollment',
          '¿Preguntas? Comuníquese con el {name} al {phone} o escriba a {email}.',
        ),
      ],
    },
    vi: {
      title: 'Ghi danh đi học',
      metaDescription:
        'Ghi danh cho học sinh mới vào các trường của Meadowlark Valley: cần chuẩn bị gì và bắt đầu như thế nào.',
      body: [
        '<p>Các gia đình mới ghi danh trực tuyến, sau đó mang giấy tờ chứng minh nơi cư trú, giấy khai sinh và hồ sơ chủng ngừa của học sinh đến Enrollment Center hoặc trường trong khu phố. Học sinh đang theo học không cần ghi danh lại.</p>',
        list([
          'Giấy tờ chứng minh nơi cư trú, ghi ngày trong vòng 30 ngày',
          'Giấy khai sinh hoặc hộ chiếu',
          'Hồ sơ chủng ngừa',
          'Giấy tờ về quyền giám hộ, nếu có',
        ]),
        `<p>Không biết trường nào phục vụ địa chỉ của quý vị? Hãy dùng <a href="${DEMO_EXTERNAL_SITES.boundaryMaps}">bản đồ ranh giới trường</a> để tìm các trường trong khu phố.</p>`,
        contactLine('enrollment', 'Có thắc mắc? Liên lạc {name} theo số {phone} hoặc {email}.'),
      ],
    },
  },
  '/school-closures': {
    es: {
      title: 'Cierres y retrasos escolares',
      metaDescription:
        'Qué pasa cuando la nieve o una emergencia cierra las escuelas o retrasa el inicio del día.',
      body: [
        '<p>El superintendente decide antes de las 5:00 a. m. si las escuelas cierran o empiezan tarde. Avisamos a las familias por mensaje de texto, llamada telefónica y correo electrónico, y publicamos la noticia en este sitio web y en las redes sociales.</p>',
        list([
          'Cerrado: no hay clases y se cancelan todas las actividades',
          'Retraso de dos horas: los autobuses y las clases empiezan dos horas más tarde; se cancela el preescolar de la mañana',
          'Salida temprana: los autobuses salen de las escuelas a la hora de salida temprana publicada',
        ]),
        `<p>Los días de recuperación están en el <a href="${DEMO_EXTERNAL_SITES.calendar}">calendario del distrito</a>. Si deja a su estudiante en casa un día en que las escuelas están abiertas porque viajar no es seguro, llame a la línea de asistencia de la escuela y la ausencia será justificada.</p>`,
        contactLine(
          'communications',
          '¿Preguntas? Comuníquese con {name} al {phone} o escriba a {email}.',
        ),
      ],
    },
    vi: {
      title: 'Trường đóng cửa và vào học trễ',
      metaDescription:
        'Điều gì xảy ra khi tuyết hoặc tình huống khẩn cấp khiến trường đóng cửa hoặc vào học trễ.',
      body: [
        '<p>Tổng giám đốc học khu quyết định trước 5 giờ sáng việc trường đóng cửa hay vào học trễ. Chúng tôi báo cho các gia đình bằng tin nhắn, cuộc gọi và email, đồng thời đăng tin trên trang web này và trên mạng xã hội.</p>',
        list([
          'Đóng cửa: không có lớp học và mọi hoạt động đều bị hủy',
          'Trễ hai giờ: xe buýt và lớp học bắt đầu trễ hai giờ; lớp mầm non buổi sáng bị hủy',
          'Tan học sớm: xe buýt rời trường vào giờ tan học sớm đã thông báo',
        ]),
        `<p>Các ngày học bù có trên <a href="${DEMO_EXTERNAL_SITES.calendar}">lịch của học khu</a>. Nếu quý vị cho con ở nhà vào ngày trường vẫn mở cửa vì đi lại không an toàn, hãy gọi đường dây báo vắng của trường và buổi vắng mặt sẽ được chấp nhận.</p>`,
        contactLine('communications', 'Có thắc mắc? Liên lạc {name} theo số {phone} hoặc {email}.'),
      ],
    },
  },
  '/food-and-nutrition-services/free-and-reduced': {
    es: {
      title: 'Comidas gratuitas y a precio reducido',
      metaDescription:
        'Por qué las familias deben completar la solicitud de beneficios de comidas, y cómo ahorra en cuotas.',
      body: [
        '<p>Aunque todos los estudiantes comen gratis, la solicitud de beneficios de comidas ayuda a su familia y a su escuela. A los estudiantes que califican se les exoneran las cuotas de deportes, actividades y cursos, y las escuelas reciben más fondos estatales.</p>',
        '<p>Las solicitudes son confidenciales y toman unos diez minutos en línea. Presente una nueva solicitud cada agosto.</p>',
        contactLine(
          'nutrition',
          '¿Preguntas? Comuníquese con {name} al {phone} o escriba a {email}.',
        ),
      ],
    },
  },
};

/**
 * Edits made to the English after a review, as [text now, text when reviewed]: the free-meals
 * page said "every August" when its Spanish was reviewed.
 */
const LATER_EDITS: Record<string, [now: string, before: string][]> = {
  '/food-and-nutrition-services/free-and-reduced': [
    ['Submit a new application every school year.', 'Submit a new application every August.'],
  ],
};

const MESSAGES: Record<string, Record<string, MessageFields>> = {
  'kindergarten-registration': {
    es: {
      title: 'La inscripción para kínder está abierta',
      summary: 'Inscriba a su hijo en el kínder de día completo en la escuela de su vecindario.',
      body: 'Los niños que cumplan cinco años el 1 de octubre o antes pueden empezar el kínder este otoño. Inscribirse temprano ayuda a las escuelas a planificar las clases y el personal.',
    },
    vi: {
      title: 'Đã mở ghi danh mẫu giáo',
      summary: 'Ghi danh cho con quý vị vào lớp mẫu giáo cả ngày tại trường trong khu phố.',
      body: 'Trẻ đủ năm tuổi vào hoặc trước ngày 1 tháng 10 có thể bắt đầu học mẫu giáo vào mùa thu này. Ghi danh sớm giúp các trường sắp xếp lớp học và nhân sự.',
    },
  },
};

/** The paths of the demo pages that carry reviewed translations (for tests and docs). */
export const REVIEWED_PAGE_PATHS = Object.keys(PAGES);

/** The page's reviewed translations, when the demo has any (dated before `now`). */
export function pageTranslationsFor(page: Page, now: Date): PageTranslation[] | undefined {
  const languages = PAGES[page.path.path];
  if (!languages) return undefined;
  let reviewed = page;
  for (const [after, before] of LATER_EDITS[page.path.path] ?? []) {
    const bodyHtml = reviewed.bodyHtml ?? '';
    if (!bodyHtml.includes(after)) throw new Error(`${page.path.path} no longer says "${after}"`);
    reviewed = { ...reviewed, bodyHtml: bodyHtml.replace(after, before) };
  }
  const stale = reviewed !== page;
  const sourceRevision = pageRevision(reviewed);
  return Object.entries(languages).map(([language, fields]) => ({
    language,
    title: fields.title,
    metaDescription: fields.metaDescription,
    bodyHtml: fields.body.join('\n'),
    reviewedAt: new Date(now.getTime() - (stale ? 120 : 45) * DAY).toISOString(),
    sourceRevision,
  }));
}

/** A page message's reviewed translations, when the demo has any. */
export function messageTranslationsFor(
  message: Message,
  now: Date,
): MessageTranslation[] | undefined {
  const languages = MESSAGES[message.slug];
  if (!languages) return undefined;
  const sourceRevision = messageRevision(message);
  return Object.entries(languages).map(([language, fields]) => ({
    language,
    title: fields.title,
    summary: fields.summary,
    bodyHtml: `<p>${fields.body}</p>`,
    reviewedAt: new Date(now.getTime() - 45 * DAY).toISOString(),
    sourceRevision,
  }));
}
