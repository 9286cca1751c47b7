/**
 * The intranet's sign-in page's words (`/auth`). The identity provider's messages stay as
 * written (English); the development notice is for developers and stays English too.
 */
import type { StringTable } from './route-strings.server';

const english = {
  title: 'Sign in',
  intro: 'Staff sign in with their district account.',
  signIn: 'Sign in with your district account',
  tryAgain: 'Try again',
  signedOut: 'You have signed out.',
  helpDesk: 'Please contact the help desk.',
} as const;

type Key = keyof typeof english;

/** Hand-written: es, vi, zh-Hans, ar, ru. */
export const AUTH_STRINGS: StringTable<Key> = {
  english,
  handWritten: {
    es: {
      title: 'Iniciar sesión',
      intro: 'El personal inicia sesión con su cuenta del distrito.',
      signIn: 'Iniciar sesión con su cuenta del distrito',
      tryAgain: 'Intentar de nuevo',
      signedOut: 'Ha cerrado la sesión.',
      helpDesk: 'Comuníquese con la mesa de ayuda.',
    },
    vi: {
      title: 'Đăng nhập',
      intro: 'Nhân viên đăng nhập bằng tài khoản của học khu.',
      signIn: 'Đăng nhập bằng tài khoản học khu của bạn',
      tryAgain: 'Thử lại',
      signedOut: 'Bạn đã đăng xuất.',
      helpDesk: 'Vui lòng liên hệ bộ phận hỗ trợ.',
    },
    'zh-Hans': {
      title: '登录',
      intro: '教职员工使用学区账户登录。',
      signIn: '使用您的学区账户登录',
      tryAgain: '重试',
      signedOut: '您已退出登录。',
      helpDesk: '请联系技术支持服务台。',
    },
    ar: {
      title: 'تسجيل الدخول',
      intro: 'يسجّل الموظفون الدخول بحساب المنطقة التعليمية.',
      signIn: 'تسجيل الدخول بحسابك في المنطقة التعليمية',
      tryAgain: 'إعادة المحاولة',
      signedOut: 'لقد سجّلت الخروج.',
      helpDesk: 'يرجى التواصل مع مكتب الدعم الفني.',
    },
    ru: {
      title: 'Вход',
      intro: 'Сотрудники входят с учётной записью округа.',
      signIn: 'Войти с учётной записью округа',
      tryAgain: 'Повторить попытку',
      signedOut: 'Вы вышли из системы.',
      helpDesk: 'Обратитесь в службу поддержки.',
    },
  },
};
