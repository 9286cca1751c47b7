/**
 * The contact and accessibility forms' words (`/contact`, `/accessibility`): labels, hints,
 * buttons and the messages of their answers. The schemas in `app/forms.ts` name a message by its
 * key here; forms.server.ts puts it in the reader's language. The catalogue's messages
 * (docs/behaviour.md#error-catalogue: the e-mail sender's and the accessibility service's) are the
 * services' words for the log: none of them is a form string, none is shown to a visitor.
 */

import { RATE_LIMIT_MESSAGE } from '../forms/rate-limit.server';
import { CSRF_MESSAGE } from '../http/csrf.server';
import type { StringTable } from './route-strings.server';

const english = {
  // Both forms
  thankYou: 'Thank you',
  sending: 'Sending…',
  errorPrefix: 'Error:',
  errorSummaryTitle: 'There is a problem',
  tooLong: 'Keep this under {max} characters.',
  emailFormat: 'Enter an e-mail address in the form name@example.org.',
  oneLine: 'Write this on one line, without line breaks or tabs.',
  expired: CSRF_MESSAGE,
  rateLimited: RATE_LIMIT_MESSAGE,
  // The contact form
  contactTitle: 'Send a message',
  contactTitleTo: 'Send a message to {name}',
  contactOff:
    'The contact form is not available on this site right now. Please call or e-mail the office listed at the bottom of this page.',
  chooseRecipient:
    'Choose a person or office to write to from a directory or contact card, then use its “Send a message” link.',
  messageSent: 'Your message was sent.',
  sendMessage: 'Send message',
  yourName: 'Your name',
  yourEmail: 'Your e-mail address',
  message: 'Message',
  chooseWho: 'Choose who to write to.',
  enterName: 'Enter your name.',
  enterEmail: 'Enter your e-mail address.',
  enterMessage: 'Enter your message.',
  contactUnavailable: 'Your message could not be sent. Please try again in a few minutes.',
  orWriteTo: 'You can also write from your own e-mail to {email}.',
  // The accessibility issue form
  reportTitle: 'Report an accessibility problem',
  reportOff:
    'The accessibility form is not available on this site right now. Please tell us about the problem by phone or e-mail using the contact details at the bottom of this page.',
  reportReceived:
    'Your report was received. Thank you for helping us make the site work for everyone.',
  sendReport: 'Send report',
  problemPage: 'Page with the problem',
  problemPageHint: 'The address or title of the page.',
  whatWentWrong: 'What went wrong?',
  assistiveTechnology: 'Assistive technology you use (optional)',
  assistiveTechnologyHint: 'For example a screen reader, magnifier or voice control.',
  yourNameOptional: 'Your name (optional)',
  yourEmailOptional: 'Your e-mail address (optional)',
  replyHint: 'Only if you would like a reply.',
  whichPage: 'Tell us which page has the problem.',
  pageOfThisSite: 'Give the address of a page on this site, or the page’s title.',
  describeProblem: 'Describe the problem.',
  reportUnavailable:
    'Your report could not be sent. Please try again in a few minutes, or tell us by phone or e-mail using the contact details at the bottom of this page.',
} as const;

/** A form string's name; the schemas' messages are such names. */
export type FormStringKey = keyof typeof english;

/** Hand-written: es, vi, zh-Hans, ar, ru. */
export const FORM_STRINGS: StringTable<FormStringKey> = {
  english,
  handWritten: {
    es: {
      thankYou: 'Gracias',
      sending: 'Enviando…',
      errorPrefix: 'Error:',
      errorSummaryTitle: 'Hay un problema',
      tooLong: 'Escriba menos de {max} caracteres.',
      emailFormat: 'Escriba un correo electrónico con el formato nombre@ejemplo.org.',
      oneLine: 'Escríbalo en una sola línea, sin saltos de línea ni tabulaciones.',
      expired:
        'Este formulario caducó o se envió desde otro sitio. Revise sus respuestas y vuelva a enviarlo.',
      rateLimited:
        'Se enviaron demasiados mensajes desde su navegador o su conexión en los últimos minutos. No se envió nada; espere un rato y vuelva a intentarlo.',
      contactTitle: 'Enviar un mensaje',
      contactTitleTo: 'Enviar un mensaje a {name}',
      contactOff:
        'El formulario de contacto no está disponible en este sitio en este momento. Llame o escriba a la oficina que aparece al final de esta página.',
      chooseRecipient:
        'Elija a una persona u oficina en un directorio o una tarjeta de contacto y use su enlace «Enviar un mensaje».',
      messageSent: 'Su mensaje se envió.',
      sendMessage: 'Enviar mensaje',
      yourName: 'Su nombre',
      yourEmail: 'Su correo electrónico',
      message: 'Mensaje',
      chooseWho: 'Elija a quién escribir.',
      enterName: 'Escriba su nombre.',
      enterEmail: 'Escriba su correo electrónico.',
      enterMessage: 'Escriba su mensaje.',
      contactUnavailable: 'No se pudo enviar su mensaje. Vuelva a intentarlo en unos minutos.',
      orWriteTo: 'También puede escribir desde su propio correo electrónico a {email}.',
      reportTitle: 'Informar de un problema de accesibilidad',
      reportOff:
        'El formulario de accesibilidad no está disponible en este sitio en este momento. Cuéntenos el problema por teléfono o correo electrónico con los datos de contacto al final de esta página.',
      reportReceived:
        'Recibimos su informe. Gracias por ayudarnos a que el sitio funcione para todos.',
      sendReport: 'Enviar informe',
      problemPage: 'Página con el problema',
      problemPageHint: 'La dirección o el título de la página.',
      whatWentWrong: '¿Qué salió mal?',
      assistiveTechnology: 'Tecnología de apoyo que usa (opcional)',
      assistiveTechnologyHint: 'Por ejemplo, un lector de pantalla, una lupa o el control por voz.',
      yourNameOptional: 'Su nombre (opcional)',
      yourEmailOptional: 'Su correo electrónico (opcional)',
      replyHint: 'Solo si desea una respuesta.',
      whichPage: 'Díganos qué página tiene el problema.',
      pageOfThisSite: 'Indique la dirección de una página de este sitio o el título de la página.',
      describeProblem: 'Describa el problema.',
      reportUnavailable:
        'No se pudo enviar su informe. Vuelva a intentarlo en unos minutos o cuéntenos el problema por teléfono o correo electrónico con los datos de contacto al final de esta página.',
    },
    vi: {
      thankYou: 'Xin cảm ơn',
      sending: 'Đang gửi…',
      errorPrefix: 'Lỗi:',
      errorSummaryTitle: 'Có vấn đề',
      tooLong: 'Vui lòng viết ít hơn {max} ký tự.',
      emailFormat: 'Nhập địa chỉ email theo dạng ten@vidu.org.',
      oneLine: 'Vui lòng viết trên một dòng, không xuống dòng và không dùng ký tự tab.',
      expired:
        'Biểu mẫu này đã hết hạn hoặc được gửi từ một trang khác. Vui lòng kiểm tra câu trả lời và gửi lại.',
      rateLimited:
        'Có quá nhiều tin nhắn được gửi từ trình duyệt hoặc kết nối của quý vị trong vài phút qua. Chưa có gì được gửi; vui lòng đợi một lúc rồi thử lại.',
      contactTitle: 'Gửi tin nhắn',
      contactTitleTo: 'Gửi tin nhắn cho {name}',
      contactOff:
        'Biểu mẫu liên hệ hiện không sử dụng được trên trang này. Vui lòng gọi điện hoặc gửi email cho văn phòng ghi ở cuối trang.',
      chooseRecipient:
        'Hãy chọn một người hoặc văn phòng trong danh bạ hoặc thẻ liên hệ, rồi dùng liên kết “Gửi tin nhắn” của họ.',
      messageSent: 'Tin nhắn của quý vị đã được gửi.',
      sendMessage: 'Gửi tin nhắn',
      yourName: 'Tên của quý vị',
      yourEmail: 'Địa chỉ email của quý vị',
      message: 'Tin nhắn',
      chooseWho: 'Hãy chọn người nhận.',
      enterName: 'Nhập tên của quý vị.',
      enterEmail: 'Nhập địa chỉ email của quý vị.',
      enterMessage: 'Nhập tin nhắn của quý vị.',
      contactUnavailable: 'Không gửi được tin nhắn của quý vị. Vui lòng thử lại sau vài phút.',
      orWriteTo: 'Quý vị cũng có thể gửi email từ hộp thư của mình tới {email}.',
      reportTitle: 'Báo cáo vấn đề về khả năng tiếp cận',
      reportOff:
        'Biểu mẫu về khả năng tiếp cận hiện không sử dụng được trên trang này. Vui lòng cho chúng tôi biết vấn đề qua điện thoại hoặc email theo thông tin liên hệ ở cuối trang.',
      reportReceived:
        'Chúng tôi đã nhận được báo cáo của quý vị. Cảm ơn quý vị đã giúp trang web phục vụ được mọi người.',
      sendReport: 'Gửi báo cáo',
      problemPage: 'Trang có vấn đề',
      problemPageHint: 'Địa chỉ hoặc tiêu đề của trang.',
      whatWentWrong: 'Đã xảy ra vấn đề gì?',
      assistiveTechnology: 'Công nghệ hỗ trợ quý vị sử dụng (không bắt buộc)',
      assistiveTechnologyHint:
        'Ví dụ: trình đọc màn hình, kính lúp hoặc điều khiển bằng giọng nói.',
      yourNameOptional: 'Tên của quý vị (không bắt buộc)',
      yourEmailOptional: 'Địa chỉ email của quý vị (không bắt buộc)',
      replyHint: 'Chỉ khi quý vị muốn được trả lời.',
      whichPage: 'Cho chúng tôi biết trang nào có vấn đề.',
      pageOfThisSite:
        'Hãy cho biết địa chỉ của một trang trên trang web này, hoặc tiêu đề của trang.',
      describeProblem: 'Mô tả vấn đề.',
      reportUnavailable:
        'Không gửi được báo cáo của quý vị. Vui lòng thử lại sau vài phút, hoặc cho chúng tôi biết qua điện thoại hoặc email theo thông tin liên hệ ở cuối trang.',
    },
    'zh-Hans': {
      thankYou: '谢谢',
      sending: '正在发送…',
      errorPrefix: '错误：',
      errorSummaryTitle: '出现问题',
      tooLong: '请少于 {max} 个字符。',
      emailFormat: '请输入格式为 name@example.org 的电子邮件地址。',
      oneLine: '请写在一行内，不要换行，也不要使用制表符。',
      expired: '此表单已过期，或是从其他网站提交的。请检查您填写的内容后重新提交。',
      rateLimited:
        '过去几分钟内从您的浏览器或网络连接发送的消息过多。本次未发送任何内容；请稍后再试。',
      contactTitle: '发送消息',
      contactTitleTo: '给{name}发送消息',
      contactOff: '本网站的联系表单目前无法使用。请致电或发送电子邮件至本页底部列出的办公室。',
      chooseRecipient:
        '请在通讯录或联系人卡片中选择要联系的人员或办公室，然后使用其“发送消息”链接。',
      messageSent: '您的消息已发送。',
      sendMessage: '发送消息',
      yourName: '您的姓名',
      yourEmail: '您的电子邮件地址',
      message: '消息',
      chooseWho: '请选择收件人。',
      enterName: '请输入您的姓名。',
      enterEmail: '请输入您的电子邮件地址。',
      enterMessage: '请输入您的消息。',
      contactUnavailable: '您的消息未能发送。请几分钟后再试。',
      orWriteTo: '您也可以用自己的电子邮箱发送邮件至 {email}。',
      reportTitle: '报告无障碍问题',
      reportOff:
        '本网站的无障碍问题表单目前无法使用。请通过本页底部的联系方式，以电话或电子邮件告诉我们问题。',
      reportReceived: '我们已收到您的报告。感谢您帮助我们让网站人人可用。',
      sendReport: '发送报告',
      problemPage: '有问题的页面',
      problemPageHint: '页面的地址或标题。',
      whatWentWrong: '出现了什么问题？',
      assistiveTechnology: '您使用的辅助技术（选填）',
      assistiveTechnologyHint: '例如屏幕阅读器、放大镜或语音控制。',
      yourNameOptional: '您的姓名（选填）',
      yourEmailOptional: '您的电子邮件地址（选填）',
      replyHint: '仅在您希望得到回复时填写。',
      whichPage: '请告诉我们哪个页面有问题。',
      pageOfThisSite: '请填写本网站某个页面的地址，或该页面的标题。',
      describeProblem: '请描述问题。',
      reportUnavailable:
        '您的报告未能发送。请几分钟后再试，或通过本页底部的联系方式，以电话或电子邮件告诉我们问题。',
    },
    ar: {
      thankYou: 'شكرًا لك',
      sending: 'جارٍ الإرسال…',
      errorPrefix: 'خطأ:',
      errorSummaryTitle: 'توجد مشكلة',
      tooLong: 'يُرجى ألا يتجاوز النص {max} حرفًا.',
      emailFormat: 'أدخل عنوان بريد إلكتروني بالشكل name@example.org.',
      oneLine: 'اكتب هذا في سطر واحد، دون فواصل أسطر أو مسافات جدولة.',
      expired:
        'انتهت صلاحية هذا النموذج أو أُرسل من موقع آخر. يُرجى مراجعة إجاباتك وإرساله مرة أخرى.',
      rateLimited:
        'أُرسل عدد كبير جدًا من الرسائل من متصفحك أو اتصالك في الدقائق الأخيرة. لم يُرسل شيء؛ يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
      contactTitle: 'إرسال رسالة',
      contactTitleTo: 'إرسال رسالة إلى {name}',
      contactOff:
        'نموذج الاتصال غير متاح على هذا الموقع الآن. يُرجى الاتصال هاتفيًا أو مراسلة المكتب المذكور أسفل هذه الصفحة عبر البريد الإلكتروني.',
      chooseRecipient:
        'اختر شخصًا أو مكتبًا لمراسلته من الدليل أو من بطاقة جهة اتصال، ثم استخدم رابط «إرسال رسالة» الخاص به.',
      messageSent: 'أُرسلت رسالتك.',
      sendMessage: 'إرسال الرسالة',
      yourName: 'اسمك',
      yourEmail: 'عنوان بريدك الإلكتروني',
      message: 'الرسالة',
      chooseWho: 'اختر من تريد مراسلته.',
      enterName: 'أدخل اسمك.',
      enterEmail: 'أدخل عنوان بريدك الإلكتروني.',
      enterMessage: 'أدخل رسالتك.',
      contactUnavailable: 'تعذّر إرسال رسالتك. يُرجى المحاولة مرة أخرى بعد بضع دقائق.',
      orWriteTo: 'يمكنك أيضًا المراسلة من بريدك الإلكتروني إلى {email}.',
      reportTitle: 'الإبلاغ عن مشكلة في إمكانية الوصول',
      reportOff:
        'نموذج إمكانية الوصول غير متاح على هذا الموقع الآن. يُرجى إخبارنا بالمشكلة هاتفيًا أو عبر البريد الإلكتروني باستخدام بيانات الاتصال أسفل هذه الصفحة.',
      reportReceived: 'تلقّينا بلاغك. شكرًا لمساعدتنا على جعل الموقع مناسبًا للجميع.',
      sendReport: 'إرسال البلاغ',
      problemPage: 'الصفحة التي فيها المشكلة',
      problemPageHint: 'عنوان الصفحة أو اسمها.',
      whatWentWrong: 'ما المشكلة التي حدثت؟',
      assistiveTechnology: 'التقنية المساعدة التي تستخدمها (اختياري)',
      assistiveTechnologyHint: 'مثل قارئ الشاشة أو المكبّر أو التحكم الصوتي.',
      yourNameOptional: 'اسمك (اختياري)',
      yourEmailOptional: 'عنوان بريدك الإلكتروني (اختياري)',
      replyHint: 'فقط إذا كنت تريد ردًا.',
      whichPage: 'أخبرنا بالصفحة التي فيها المشكلة.',
      pageOfThisSite: 'اكتب عنوان صفحة على هذا الموقع، أو اسم الصفحة.',
      describeProblem: 'صِف المشكلة.',
      reportUnavailable:
        'تعذّر إرسال بلاغك. يُرجى المحاولة مرة أخرى بعد بضع دقائق، أو إخبارنا بالمشكلة هاتفيًا أو عبر البريد الإلكتروني باستخدام بيانات الاتصال أسفل هذه الصفحة.',
    },
    ru: {
      thankYou: 'Спасибо',
      sending: 'Отправка…',
      errorPrefix: 'Ошибка:',
      errorSummaryTitle: 'Есть проблема',
      tooLong: 'Не больше {max} символов.',
      emailFormat: 'Введите адрес электронной почты в виде name@example.org.',
      oneLine: 'Напишите это в одну строку, без переносов строк и табуляции.',
      expired:
        'Срок действия формы истёк, или она отправлена с другого сайта. Проверьте ответы и отправьте её ещё раз.',
      rateLimited:
        'За последние несколько минут из вашего браузера или с вашего подключения отправлено слишком много сообщений. Ничего не отправлено; подождите немного и попробуйте снова.',
      contactTitle: 'Отправить сообщение',
      contactTitleTo: 'Сообщение для: {name}',
      contactOff:
        'Форма обратной связи сейчас недоступна на этом сайте. Позвоните или напишите в офис, указанный внизу этой страницы.',
      chooseRecipient:
        'Выберите человека или отдел в справочнике или на карточке контакта и воспользуйтесь ссылкой «Отправить сообщение».',
      messageSent: 'Ваше сообщение отправлено.',
      sendMessage: 'Отправить сообщение',
      yourName: 'Ваше имя',
      yourEmail: 'Ваш адрес электронной почты',
      message: 'Сообщение',
      chooseWho: 'Выберите, кому написать.',
      enterName: 'Введите ваше имя.',
      enterEmail: 'Введите ваш адрес электронной почты.',
      enterMessage: 'Введите сообщение.',
      contactUnavailable:
        'Не удалось отправить ваше сообщение. Попробуйте ещё раз через несколько минут.',
      orWriteTo: 'Вы также можете написать со своей электронной почты на адрес {email}.',
      reportTitle: 'Сообщить о проблеме доступности',
      reportOff:
        'Форма о проблемах доступности сейчас недоступна на этом сайте. Расскажите нам о проблеме по телефону или по электронной почте, используя контакты внизу этой страницы.',
      reportReceived:
        'Мы получили ваше сообщение. Спасибо, что помогаете сделать сайт удобным для всех.',
      sendReport: 'Отправить',
      problemPage: 'Страница с проблемой',
      problemPageHint: 'Адрес или название страницы.',
      whatWentWrong: 'Что пошло не так?',
      assistiveTechnology: 'Вспомогательные технологии, которыми вы пользуетесь (необязательно)',
      assistiveTechnologyHint:
        'Например, программа чтения с экрана, экранная лупа или голосовое управление.',
      yourNameOptional: 'Ваше имя (необязательно)',
      yourEmailOptional: 'Ваш адрес электронной почты (необязательно)',
      replyHint: 'Только если вы хотите получить ответ.',
      whichPage: 'Укажите, на какой странице проблема.',
      pageOfThisSite: 'Укажите адрес страницы этого сайта или её название.',
      describeProblem: 'Опишите проблему.',
      reportUnavailable:
        'Не удалось отправить ваше сообщение. Попробуйте ещё раз через несколько минут или расскажите нам о проблеме по телефону или по электронной почте, используя контакты внизу этой страницы.',
    },
  },
};
