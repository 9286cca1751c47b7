/**
 * The five root menus of docs/behaviour.md#menus for every organization. The district (and the
 * staff intranet, which carries the district's pages) has the district's menus; a school has its
 * own: its pages grouped the way its families look for them, shaped by the kind of school, with the
 * district's pages linked on the district site. Item ids are deterministic; the Social Menu has
 * the organization's own accounts.
 */
import type { MenuItem } from '@district/core/entities/menu';
import type { Organization } from '@district/core/entities/organization';
import { DEMO_DISTRICT, DEMO_EXTERNAL_SITES, DEMO_SOCIAL } from './district';
import { schoolKindOf } from './organizations';
import { stableUuid } from './prng';
import { districtUrl, shortName } from './school-pages';

/** A menu entry before ids are assigned. */
export interface MenuEntry {
  title: string;
  url: string;
  icon?: string;
  children?: MenuEntry[];
}

const brand = DEMO_DISTRICT.districtSlug;
const sites = DEMO_EXTERNAL_SITES;

/** Main Menu (order 0): nine groups, each a header with url '' and its links. */
export const MAIN_MENU: MenuEntry[] = [
  {
    title: 'About Us',
    url: '',
    children: [
      { title: 'About Us', url: '/about-us' },
      { title: 'Accountability and Accreditation', url: '/accountability-and-accreditation' },
      { title: '2024 Bond Measure', url: '/2024-bond-measure' },
      { title: 'Financial Transparency', url: '/financial-transparency' },
      { title: 'Family Logins', url: '/login/#tab-families' },
      { title: 'Our People', url: '/our-people' },
      { title: 'Portrait of a Graduate', url: '/strategic-framework/portrait-of-a-graduate' },
      { title: 'Professional Learning Communities', url: '/professional-learning-communities' },
      { title: 'Calendar Task Force', url: '/calendar-task-force' },
      { title: 'Strategic Framework', url: '/strategic-framework' },
      { title: "Superintendent's Office", url: '/superintendents-office' },
      { title: 'Staff Directory', url: sites.directory },
      { title: 'Find a School', url: sites.schools },
    ],
  },
  {
    title: 'Academics',
    url: '',
    children: [
      { title: 'Academics', url: '/academics' },
      { title: 'Alternative Education', url: '/academics/alternative-education' },
      { title: 'Assessment', url: '/academics/assessment' },
      { title: 'College and Career', url: '/college-and-career' },
      { title: 'Curriculum and Instruction', url: '/academics/curriculum-and-instruction' },
      { title: 'English Language Learners', url: '/english-language-learner' },
      { title: 'Home Schooling', url: '/academics/home-schooling' },
      { title: 'International Baccalaureate', url: '/academics/international-baccalaureate' },
      { title: 'International Exchange', url: '/academics/international-exchange' },
      { title: 'Kindergarten', url: '/academics/kindergarten' },
      { title: 'Preschool', url: '/preschool' },
      { title: 'Programs', url: '/programs' },
      { title: 'Special Education', url: '/special-education' },
      { title: 'Summer School', url: '/summer-school' },
      { title: 'Talented and Gifted', url: '/talented-and-gifted' },
    ],
  },
  {
    title: 'Athletics',
    url: '',
    children: [
      { title: 'Athletics Home', url: '/athletics/' },
      { title: 'Athletics and Activities', url: '/athletics' },
      { title: 'Meadowlark Valley Stadiums', url: `/athletics/${brand}-stadiums` },
      { title: 'Athletics at Meadowlark Valley', url: `/athletics/athletics-at-${brand}` },
      { title: 'Athletics Calendars', url: '/athletics/athletics-calendars' },
      { title: 'High School Athletics Programs', url: '/athletics/high-school-athletics-programs' },
      {
        title: 'Middle School Athletics Programs',
        url: '/athletics/middle-school-athletics-programs',
      },
      { title: 'School Assignment', url: '/athletics/school-assignment' },
    ],
  },
  {
    title: 'Board of Education',
    url: '',
    children: [
      { title: 'Board of Education', url: '/board-of-education' },
      { title: 'Board Members', url: '/board-of-education/board-members' },
      { title: 'Board Meetings', url: '/board-of-education/board-meetings' },
      { title: 'Board Member Elections', url: '/board-of-education/board-member-elections' },
      { title: 'Board Policies', url: '/board-of-education/board-policies' },
      { title: 'Board Documents', url: sites.boardDocuments },
      { title: 'Watch Board Meetings', url: sites.boardMeetings },
    ],
  },
  {
    title: 'Careers / Jobs',
    url: '',
    children: [
      { title: 'Careers', url: '/careers' },
      { title: 'Employee Benefits', url: '/careers/employee-benefits' },
      { title: 'Professional Learning', url: '/professional-learning' },
      { title: 'Teacher Salary Calculator', url: '/careers/salary-calculator' },
      { title: 'Job Openings', url: sites.recruiting },
    ],
  },
  {
    title: 'Community / Involvement',
    url: '',
    children: [
      { title: 'Community and Involvement', url: '/community-and-involvement' },
      { title: 'Annual Awards', url: '/community-and-involvement/annual-awards' },
      { title: 'Committees', url: '/community-and-involvement/committees' },
      { title: 'Community Resources', url: '/community-resources' },
      { title: 'Hall of Excellence', url: '/hall-of-excellence' },
      { title: 'Military Families', url: '/military' },
      { title: 'Volunteering', url: '/community-and-involvement/volunteering' },
    ],
  },
  {
    title: 'Parent Resources',
    url: '',
    children: [
      { title: 'Alerts and Communication', url: '/alerts-and-communication' },
      { title: 'Buses and Transportation', url: '/buses-and-transportation' },
      { title: 'Community Resources', url: '/community-resources' },
      { title: 'Food and Nutrition Services', url: '/food-and-nutrition-services' },
      {
        title: 'Free and Reduced-Price Meals',
        url: '/food-and-nutrition-services/free-and-reduced',
      },
      { title: 'Logins', url: '/login' },
      { title: 'Parent Academy', url: '/parent-academy' },
      { title: 'Register for School', url: '/register' },
      { title: 'Safety and Security', url: '/safety-and-security' },
      { title: 'Student Fees', url: '/student-fees' },
      { title: 'Boundary Maps', url: sites.boundaryMaps },
      { title: 'Documents and Forms', url: sites.files },
    ],
  },
  {
    title: 'Register / School Choice',
    url: '',
    children: [
      { title: 'Register', url: '/register' },
      { title: 'School Choice', url: '/school-choice' },
    ],
  },
  {
    title: 'Student Services',
    url: '',
    children: [
      { title: 'Student Services', url: '/student-services' },
      { title: 'Buses and Transportation', url: '/buses-and-transportation' },
      { title: 'District-Provided Devices', url: '/district-provided-devices' },
      { title: 'English Language Learners', url: '/english-language-learner' },
      { title: 'Food and Nutrition Services', url: '/food-and-nutrition-services' },
      { title: 'Library Services', url: '/library' },
      { title: 'Safety and Security', url: '/safety-and-security' },
      { title: 'Special Education', url: '/special-education' },
      { title: 'Student Supports', url: '/student-supports' },
      { title: 'Transcripts and Diplomas', url: '/transcripts-and-diplomas' },
    ],
  },
];

/** Actions Menu (order 1). */
export const ACTIONS_MENU: MenuEntry[] = [
  { title: 'Register', url: '/register', icon: 'register' },
  { title: 'Schools', url: sites.schools, icon: 'school' },
  { title: 'Calendar', url: sites.calendar, icon: 'calendar' },
  { title: 'Directory', url: sites.directory, icon: 'directory' },
  { title: 'Logins', url: '/login', icon: 'login' },
  { title: 'Careers', url: '/careers', icon: 'jobs' },
];

/** Quicklinks Menu (order 2), in the order of the menu icons (docs/behaviour.md#icons). */
export const QUICKLINKS_MENU: MenuEntry[] = [
  { title: 'Help Desk', url: '/help-desk', icon: 'info' },
  { title: 'Financial Transparency', url: '/financial-transparency', icon: 'finance' },
  { title: 'CORA', url: '/cora-requests', icon: 'cora' },
  { title: 'Documents', url: sites.files, icon: 'files' },
  { title: 'Suppliers', url: '/suppliers', icon: 'vendors' },
  { title: 'Sexual Misconduct', url: '/title-ix', icon: 'ix' },
];

/** Footer Menu (order 3). */
export const FOOTER_MENU: MenuEntry[] = [
  { title: 'Accessibility', url: '/accessibility' },
  { title: 'Non-Discrimination', url: '/non-discrimination' },
  { title: 'Privacy Policy', url: '/privacy-policy' },
  { title: 'Public Notices', url: '/public-notices' },
];

function socialMenu(organization: Organization): MenuEntry[] {
  return [
    { title: 'Facebook', url: organization.facebook ?? DEMO_SOCIAL.facebook, icon: 'facebook' },
    { title: 'Instagram', url: organization.instagram ?? DEMO_SOCIAL.instagram, icon: 'instagram' },
    // Schools share the district's video channel.
    { title: 'YouTube', url: DEMO_SOCIAL.youtube, icon: 'youtube' },
    { title: 'Twitter', url: organization.twitter ?? DEMO_SOCIAL.twitter, icon: 'twitter' },
  ];
}

function toMenuItems(
  entries: readonly MenuEntry[],
  parentId: string,
  idPrefix: string,
): MenuItem[] {
  return entries.map((entry, index) => {
    const key = `${idPrefix}/${index}:${entry.title}`;
    const id = stableUuid(key);
    return {
      id,
      parentMenuItemId: parentId,
      order: index,
      title: entry.title,
      url: entry.url,
      icon: entry.icon ?? null,
      childrenMenuItems: toMenuItems(entry.children ?? [], id, key),
    };
  });
}

/** A school's Main Menu: its own pages in four groups, then the district's most asked-for pages. */
export function schoolMainMenu(organization: Organization): MenuEntry[] {
  const kind = schoolKindOf(organization);
  const isPreschool = kind === 'preschool';
  const middleOrHigh = kind === 'middle' || kind === 'high';
  const ourSchool: MenuEntry[] = [
    { title: 'About Us', url: '/about-us' },
    {
      title: isPreschool ? 'A Welcome from Our Director' : 'Principal’s Welcome',
      url: '/about-us/principals-welcome',
    },
    { title: 'Staff Directory', url: '/staff' },
    { title: 'Contact Us', url: '/contact-us' },
  ];
  if (kind === 'elementary' || kind === 'middle')
    ourSchool.push({ title: 'Parent-Teacher Organization', url: '/parent-teacher-organization' });
  const schoolDay: MenuEntry[] = [
    { title: 'Calendar', url: '/calendar' },
    { title: isPreschool ? 'Daily Schedule' : 'Bell Schedule', url: '/bell-schedule' },
    { title: isPreschool ? 'Meals and Snacks' : 'Lunch Menu', url: '/lunch-menu' },
    { title: isPreschool ? 'What to Bring' : 'Supply Lists', url: '/supply-lists' },
  ];
  if (kind === 'elementary')
    schoolDay.push({
      title: 'Before- and After-School Care',
      url: '/before-and-after-school-care',
    });
  const students: MenuEntry[] = [];
  if (kind === 'middle' || kind === 'high' || kind === 'alternative')
    students.push({ title: 'Counseling', url: '/counseling' });
  if (middleOrHigh) students.push({ title: 'Athletics and Activities', url: '/athletics' });
  const enroll: MenuEntry[] = [
    {
      title: isPreschool ? 'Enroll in Preschool' : `Enroll at ${shortName(organization.title)}`,
      url: '/enroll',
    },
    isPreschool
      ? { title: 'Preschool in Meadowlark Valley', url: districtUrl('/preschool') }
      : { title: 'Register for School', url: districtUrl('/register') },
    { title: 'School Choice', url: districtUrl('/school-choice') },
    { title: 'Boundary Maps', url: sites.boundaryMaps },
  ];
  const district: MenuEntry[] = [
    { title: DEMO_DISTRICT.name, url: DEMO_DISTRICT.website },
    { title: 'Find a School', url: sites.schools },
    { title: 'Buses and Transportation', url: districtUrl('/buses-and-transportation') },
    { title: 'Food and Nutrition Services', url: districtUrl('/food-and-nutrition-services') },
    { title: 'Board of Education', url: districtUrl('/board-of-education') },
    { title: 'Careers', url: districtUrl('/careers') },
    { title: 'Documents and Forms', url: sites.files },
  ];
  return [
    { title: 'Our School', url: '', children: ourSchool },
    { title: isPreschool ? 'Our Day' : 'School Day', url: '', children: schoolDay },
    ...(students.length > 0 ? [{ title: 'Students', url: '', children: students }] : []),
    { title: 'Enroll', url: '', children: enroll },
    { title: 'District', url: '', children: district },
  ];
}

/** A school's Actions Menu: the tasks families come to a school site for. */
export function schoolActionsMenu(organization: Organization): MenuEntry[] {
  const isPreschool = schoolKindOf(organization) === 'preschool';
  return [
    { title: 'Enroll', url: '/enroll', icon: 'register' },
    { title: 'Calendar', url: '/calendar', icon: 'calendar' },
    { title: isPreschool ? 'Meals' : 'Lunch Menu', url: '/lunch-menu', icon: 'files' },
    { title: 'Buses', url: districtUrl('/buses-and-transportation'), icon: 'school' },
    { title: 'Staff', url: '/staff', icon: 'directory' },
    { title: 'Logins', url: districtUrl('/login'), icon: 'login' },
  ];
}

/** A school's Quicklinks Menu, with the menu icons of docs/behaviour.md#icons. */
export function schoolQuicklinksMenu(organization: Organization): MenuEntry[] {
  const isPreschool = schoolKindOf(organization) === 'preschool';
  return [
    {
      title: isPreschool ? 'Daily Schedule' : 'Bell Schedule',
      url: '/bell-schedule',
      icon: 'info',
    },
    { title: isPreschool ? 'What to Bring' : 'Supply Lists', url: '/supply-lists', icon: 'files' },
    { title: 'Documents', url: sites.files, icon: 'files' },
    {
      title: 'Financial Transparency',
      url: districtUrl('/financial-transparency'),
      icon: 'finance',
    },
    { title: 'Sexual Misconduct', url: districtUrl('/title-ix'), icon: 'ix' },
  ];
}

/** A school's Footer Menu: its own accessibility page, the district's notices on the district site. */
export const SCHOOL_FOOTER_MENU: MenuEntry[] = [
  { title: 'Accessibility', url: '/accessibility' },
  { title: 'Non-Discrimination', url: districtUrl('/non-discrimination') },
  { title: 'Privacy Policy', url: districtUrl('/privacy-policy') },
  { title: 'Public Notices', url: districtUrl('/public-notices') },
];

/** The five root menus of an organization, each with its nested items. */
export function buildMenus(organization: Organization): MenuItem[] {
  const isSchool = schoolKindOf(organization) !== null;
  const roots: [string, MenuEntry[]][] = [
    ['Main Menu', isSchool ? schoolMainMenu(organization) : MAIN_MENU],
    ['Actions Menu', isSchool ? schoolActionsMenu(organization) : ACTIONS_MENU],
    ['Quicklinks Menu', isSchool ? schoolQuicklinksMenu(organization) : QUICKLINKS_MENU],
    ['Footer Menu', isSchool ? SCHOOL_FOOTER_MENU : FOOTER_MENU],
    ['Social Menu', socialMenu(organization)],
  ];
  return roots.map(([title, entries], order) => {
    const key = `menu:${organization.id}:${title}`;
    const id = stableUuid(key);
    return {
      id,
      parentMenuItemId: null,
      order,
      title,
      url: '',
      icon: null,
      childrenMenuItems: toMenuItems(entries, id, key),
    };
  });
}

/** Every URL in a menu tree, depth first. */
export function menuUrls(items: readonly MenuItem[]): string[] {
  return items
    .flatMap((item) => [item.url, ...menuUrls(item.childrenMenuItems)])
    .filter((u) => u !== '');
}

/** The page path an internal menu URL leads to (`/login/#tab-families` → `/login`), or null. */
export function internalPagePath(url: string): string | null {
  if (!url.startsWith('/')) return null;
  const path = url.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return path === '' ? '/' : path;
}
