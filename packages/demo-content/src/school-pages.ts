/**
 * A school's own pages: what a family looks for on its child's school site (about the school, the
 * calendar, staff, the bell schedule, supply lists, the lunch menu, enrolment, contact), shaped by
 * the kind of school: a preschool has no athletics or bell schedule, a middle or high school has
 * counseling and athletics. District-wide topics (registration rules, buses, the board, careers)
 * stay on the district site; these pages link to them there.
 */
import type { Organization } from '@district/core/entities/organization';
import { DEMO_DISTRICT, DEMO_EXTERNAL_SITES } from './district';
import { type SchoolKind, schoolKindOf } from './organizations';
import type { PageSeed } from './page-catalogue';

const sites = DEMO_EXTERNAL_SITES;

/** A page of the district site, by absolute URL (a school site links it there). */
export function districtUrl(path: string): string {
  return `${DEMO_DISTRICT.website}${path}`;
}

/** What a school's pages say about it, read from its organization record. */
interface SchoolFacts {
  kind: SchoolKind;
  name: string;
  mascot: string;
  leader: string;
  leaderTitle: string;
  phone: string;
  email: string;
  hours: string;
  address: string;
  grades: string;
}

function factsOf(organization: Organization, kind: SchoolKind): SchoolFacts {
  const [leader = 'The principal', leaderTitle = 'Principal'] = (
    organization.administrators[0] ?? ''
  ).split(', ');
  const address = organization.address;
  const grades = organization.gradeLevels;
  return {
    kind,
    name: organization.title,
    mascot: organization.tagline?.replace(/^Proud to be /, '') ?? organization.title,
    leader,
    leaderTitle: kind === 'preschool' ? 'Director' : leaderTitle,
    phone: organization.phone ?? '(303) 555-0100',
    email: organization.email ?? `info@${DEMO_DISTRICT.domain}`,
    hours: organization.hours ?? '',
    address: address
      ? `${address.street1}, ${address.city}, ${address.state} ${address.zip}`
      : DEMO_DISTRICT.name,
    grades:
      kind === 'preschool'
        ? 'children ages three to five'
        : `students in ${grades[0] === 'K' ? 'kindergarten' : `grade ${grades[0]}`} through grade ${grades.at(-1)}`,
  };
}

const BELL_TIMES: Record<SchoolKind, string[]> = {
  preschool: [
    'Doors open for care: 7:30 a.m.',
    'Morning session: 8:15–11:15 a.m.',
    'Lunch and rest: 11:15 a.m.–12:45 p.m.',
    'Afternoon session: 12:45–2:45 p.m.',
    'Care ends: 5:30 p.m.',
  ],
  elementary: [
    'Doors open and breakfast: 8:00 a.m.',
    'First bell: 8:20 a.m.',
    'Lunch and recess: 11:15 a.m.–12:35 p.m., by grade',
    'Dismissal: 3:20 p.m.',
    'Early release Wednesdays: 1:50 p.m.',
  ],
  middle: [
    'Doors open and breakfast: 7:35 a.m.',
    'First period: 7:55 a.m.',
    'Lunch: 11:05 a.m.–12:35 p.m., by grade',
    'Dismissal: 2:55 p.m.',
    'Late start Mondays: first period at 9:10 a.m.',
  ],
  high: [
    'Doors open and breakfast: 7:00 a.m.',
    'First period: 7:25 a.m.',
    'Lunch: 11:10–11:50 a.m.',
    'Dismissal: 2:35 p.m.',
    'Late start Mondays: first period at 8:40 a.m.',
  ],
  alternative: [
    'Morning block: 7:25–11:00 a.m.',
    'Afternoon block: 11:40 a.m.–2:35 p.m.',
    'Evening classes: Monday–Thursday, 4:30–7:30 p.m.',
  ],
};

const SUPPLIES: Record<SchoolKind, string[]> = {
  preschool: [
    'A backpack big enough for a folder and a change of clothes',
    'A full change of clothes in a labelled bag',
    'A water bottle with your child’s name on it',
    'A small blanket for rest time (full-day classes)',
  ],
  elementary: [
    'A backpack and a refillable water bottle',
    'Headphones or earbuds for the classroom device',
    'A box of tissues and a pack of glue sticks for the classroom',
    'Crayons, colored pencils and two pocket folders (grades K–2)',
    'Wide-ruled notebooks and a pencil pouch (grades 3–5)',
  ],
  middle: [
    'A backpack, a refillable water bottle and headphones',
    'A binder with dividers, loose-leaf paper and pencils',
    'A basic calculator (grade 6) or scientific calculator (grades 7–8)',
    'Athletic shoes and clothes for physical education',
  ],
  high: [
    'A backpack, a refillable water bottle and headphones',
    'Notebooks or a binder for each class',
    'A graphing calculator for algebra II and above (the school lends them)',
    'Course-specific supplies listed in each syllabus',
  ],
  alternative: [
    'A notebook and pens for each block',
    'Headphones for online coursework',
    'Your district-provided device, charged',
  ],
};

/** Every page of a school's site except its home and error pages. */
export function schoolPageSeeds(organization: Organization): PageSeed[] {
  const kind = schoolKindOf(organization);
  if (!kind) throw new Error(`${organization.title} is not a school`);
  const f = factsOf(organization, kind);
  const isPreschool = kind === 'preschool';
  const hasAthletics = kind === 'middle' || kind === 'high';
  const hasCounseling = kind === 'middle' || kind === 'high' || kind === 'alternative';
  const hasCare = kind === 'elementary';
  const hasPto = kind === 'elementary' || kind === 'middle';
  const frontOffice = `call the front office at ${f.phone} or e-mail [${f.email}](mailto:${f.email})`;
  const pages: PageSeed[] = [
    {
      path: '/about-us',
      title: 'About Us',
      type: 'landing-page',
      category: 'About Us',
      summary: organization.elevatorPitch ?? `About ${f.name}.`,
      paragraphs: [
        `${f.name} opened in ${organization.yearFounded ?? 'the 1990s'} and today welcomes about ${organization.enrollment ?? 'four hundred'} ${f.grades}. We are one of 38 schools of [${DEMO_DISTRICT.name}](${DEMO_DISTRICT.website}).`,
        organization.mission ?? '',
        `${f.leader} leads the school as ${f.leaderTitle.toLowerCase()}. To talk with a teacher or visit, ${frontOffice}.`,
      ].filter((p) => p !== ''),
      bullets: [...organization.uniqueOfferings, ...organization.offerings].slice(0, 6),
      related: ['/contact-us', '/staff'],
    },
    {
      path: '/about-us/principals-welcome',
      title: isPreschool ? 'A Welcome from Our Director' : 'Principal’s Welcome',
      category: 'About Us',
      summary: `A note to families from ${f.leader}, ${f.leaderTitle.toLowerCase()} of ${f.name}.`,
      paragraphs: [
        `Welcome to ${f.name}, home of the ${f.mascot}. Whether your family is new to the school or has been with us for years, we are glad you are here.`,
        isPreschool
          ? 'Our teachers plan every day around play, stories, music and time outdoors, because that is how young children learn best. We keep families close: you will hear from your child’s teacher every week.'
          : 'Our teachers know every student by name, strength and need. We keep families informed through weekly messages, conferences twice a year and this website.',
        `My door is open. If you have a question or an idea, ${frontOffice}.`,
      ],
    },
    {
      path: '/staff',
      title: 'Staff Directory',
      parent: '/about-us',
      category: 'About Us',
      summary: `The teachers and staff of ${f.name}, and how to reach them.`,
      paragraphs: [
        `Below are some of the people who work with our students every day. Every staff member’s e-mail address and phone extension is in the district’s [staff directory](${sites.directory}).`,
        `If you are not sure who to ask, ${frontOffice}, and we will put you in touch.`,
      ],
    },
    {
      path: '/contact-us',
      title: 'Contact Us',
      parent: '/about-us',
      category: 'About Us',
      summary: `The address, phone number and office hours of ${f.name}.`,
      paragraphs: [
        `${f.name}, ${f.address}. The front office is open ${f.hours}.`,
        `Phone: [${f.phone}](tel:${f.phone.replace(/[^\d]/g, '')}). E-mail: [${f.email}](mailto:${f.email}).`,
        isPreschool
          ? 'If your child will be absent, please call the office before 9:00 a.m. so we know they are safe at home.'
          : `To report an absence, call the office before 9:00 a.m. or report it in the [parent portal](${districtUrl('/login/#tab-families')}), and tell us the reason so we can excuse it.`,
      ],
    },
    {
      path: '/calendar',
      title: 'Calendar',
      type: 'landing-page',
      category: 'Calendars',
      summary: `School events, days off and important dates at ${f.name}.`,
      paragraphs: [
        `Our upcoming events are below. The full school calendar, with the district’s days off and breaks, is on the [calendar site](${sites.calendar}), where you can add it to Google, Outlook or Apple calendars.`,
        'Days off, breaks and the first and last days of school are the same at every Meadowlark Valley school. When weather closes or delays schools, the notice is at the top of every page of this site.',
      ],
    },
    {
      path: '/bell-schedule',
      title: isPreschool ? 'Daily Schedule' : 'Bell Schedule',
      parent: '/calendar',
      category: 'Calendars',
      summary: isPreschool
        ? `What a day looks like at ${f.name}, from drop-off to pick-up.`
        : `When the school day starts and ends at ${f.name}.`,
      paragraphs: [
        isPreschool
          ? 'Half-day children come in the morning or the afternoon session; full-day children stay for lunch and rest time. Care before and after class is available for enrolled families.'
          : 'Please have your student at school before the first bell. Students who arrive after it sign in at the front office.',
        kind === 'middle'
          ? 'Starting next fall, the Board of Education has approved a later start for all middle schools: the school day will run from 8:40 a.m. to 3:40 p.m. This schedule is for the current school year.'
          : `On a two-hour delay, everything moves two hours later${isPreschool ? ' and morning preschool is cancelled' : ''}.`,
      ],
      bullets: BELL_TIMES[kind],
    },
    {
      path: '/lunch-menu',
      title: isPreschool ? 'Meals and Snacks' : 'Lunch Menu',
      parent: '/calendar',
      category: 'Food and Nutrition',
      summary: `This month’s breakfast and lunch menus at ${f.name}.`,
      paragraphs: [
        isPreschool
          ? 'Children in every class get a healthy snack, and full-day children eat lunch together with their teachers. Tell us about any allergy or special diet when you enroll.'
          : 'Breakfast and lunch are free for every student. The menus for this month are below; every day has a vegetarian choice.',
        `Nutrition Services plans the menus for every school. Meal accounts, special diets and the meal benefits application are on the district’s [Food and Nutrition Services](${districtUrl('/food-and-nutrition-services')}) page.`,
      ],
    },
    {
      path: '/supply-lists',
      title: isPreschool ? 'What to Bring' : 'Supply Lists',
      parent: '/calendar',
      category: 'Back to School',
      summary: isPreschool
        ? 'What your child needs to bring to preschool.'
        : `What students need for the school year at ${f.name}.`,
      paragraphs: [
        isPreschool
          ? 'Please label everything with your child’s name. We provide crayons, paper and art supplies.'
          : 'Please label supplies with your student’s name. If buying supplies is hard for your family this year, call the front office: we have donated supplies for any student who needs them.',
        isPreschool
          ? `A printable copy of this list is in the district’s [document library](${sites.files}).`
          : `Printable lists for every grade are in the district’s [document library](${sites.files}).`,
      ],
      bullets: SUPPLIES[kind],
    },
    {
      path: '/enroll',
      title: isPreschool ? 'Enroll in Preschool' : `Enroll at ${shortName(f.name)}`,
      type: 'landing-page',
      category: 'Enrollment',
      summary: `How to enroll your child at ${f.name}.`,
      paragraphs: isPreschool
        ? [
            `Children who are three or four years old on October 1 can enroll at ${f.name}. Families apply once through the district, and Colorado Universal Preschool covers 15 hours a week for every four-year-old.`,
            `Start on the district’s [Preschool](${districtUrl('/preschool')}) page, then ${frontOffice} to arrange a visit.`,
          ]
        : [
            `New families register online through the district, then bring proof of residency, a birth certificate and immunization records to our front office. Start on the district’s [Register for School](${districtUrl('/register')}) page.`,
            `Not sure this is your neighborhood school? Check the [boundary maps](${sites.boundaryMaps}). Families who live elsewhere can apply through [School Choice](${districtUrl('/school-choice')}).`,
            `Want to see the school first? ${capitalize(frontOffice)} to arrange a tour.`,
          ],
    },
    {
      path: '/accessibility',
      title: 'Accessibility',
      category: 'Accessibility',
      summary: 'Our commitment to an accessible website, and how to report a barrier.',
      paragraphs: [
        `${f.name} wants this website to work for everyone, including people who use screen readers, magnification or a keyboard. Like every Meadowlark Valley site, it aims to meet the Web Content Accessibility Guidelines 2.2 at level AA.`,
        `If you find something you cannot use, tell us with the accessibility issue form on this page, or ${frontOffice}. We will respond within five business days and provide the information in another format.`,
      ],
    },
  ];
  if (hasCare)
    pages.push({
      path: '/before-and-after-school-care',
      title: 'Before- and After-School Care',
      parent: '/calendar',
      category: 'Family Services',
      summary: `Licensed care at ${f.name} before and after the school day.`,
      paragraphs: [
        'Our licensed care program runs from 6:30 a.m. until the first bell and from dismissal until 6:00 p.m. on school days, with homework time, games and time outdoors.',
        `Families pay by the week; fees are reduced for families who qualify for meal benefits. To save a place, ${frontOffice}.`,
      ],
    });
  if (hasPto)
    pages.push({
      path: '/parent-teacher-organization',
      title: 'Parent-Teacher Organization',
      parent: '/about-us',
      category: 'Family Engagement',
      summary: `How families support ${f.name} through the PTO.`,
      paragraphs: [
        'Every family is a member of our Parent-Teacher Organization. The PTO funds field trips, classroom grants and family nights, and meets on the first Thursday of each month at 6:00 p.m. in the library.',
        `Volunteers complete the district’s [volunteer application](${districtUrl('/community-and-involvement/volunteering')}) once; it is good for three years at every district school.`,
      ],
    });
  if (hasCounseling)
    pages.push({
      path: '/counseling',
      title: 'Counseling',
      type: 'landing-page',
      category: 'Student Services',
      summary: `School counselors at ${f.name}: classes, plans after graduation and support when life gets hard.`,
      paragraphs: [
        kind === 'middle'
          ? 'Our counselors help every student with schedules, friendships and the move to high school. Students can drop in before school or ask a teacher for a pass.'
          : 'Our counselors help every student plan their classes, stay on track to graduate and prepare for college, training or work. Each student has the same counselor from enrollment to graduation.',
        kind === 'middle'
          ? `Families can ${frontOffice} to talk with a counselor.`
          : `Graduates order transcripts through the district’s [Transcripts and Diplomas](${districtUrl('/transcripts-and-diplomas')}) page. To talk with a counselor, ${frontOffice}.`,
      ],
      bullets: [
        'Class schedules and changes',
        kind === 'middle'
          ? 'Planning for high school'
          : 'College, career and financial aid planning',
        'Support for students going through a hard time',
        'Connections to mental health services in the community',
      ],
    });
  if (hasAthletics)
    pages.push({
      path: '/athletics',
      title: 'Athletics and Activities',
      type: 'landing-page',
      category: 'Athletics',
      summary: `Teams, clubs and game schedules of the ${f.name} ${f.mascot}.`,
      paragraphs: [
        kind === 'high'
          ? `The ${f.mascot} compete in 24 varsity sports in the Colorado High School Activities Association, with clubs and performing groups for every interest.`
          : `The ${f.mascot} compete against other district middle schools in cross country, volleyball, basketball, wrestling and track, and every student can join a club.`,
        `Game schedules are below and on the district’s [athletics page](${districtUrl('/athletics')}). Every athlete needs a current sports physical on file before the first practice.`,
      ],
    });
  return pages;
}

function capitalize(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/** "Aspen Grove Elementary" -> "Aspen Grove"; "Meadowlark High School" -> "Meadowlark High". */
export function shortName(title: string): string {
  return title.replace(/ (School|Elementary|Early Learning Center|Preschool)$/, '');
}
