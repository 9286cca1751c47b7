/** People (GraphQL `people`): district leaders, department staff and staff of the featured schools. */
import type { Person } from '@district/core/entities/person';
import { DEMO_DISTRICT } from './district';
import { groupId } from './groups';
import { schoolTitle } from './organizations';
import { createRandom, stableUuid } from './prng';

interface PersonSeed {
  first: string;
  last: string;
  jobTitle: string;
  /** Group keys (groups.ts). */
  groups: string[];
  office: string;
  /** School number; the district otherwise. */
  school?: number;
  credentials?: string;
  bio?: string;
}

const D = (
  first: string,
  last: string,
  jobTitle: string,
  groups: string[],
  office: string,
  credentials?: string,
  bio?: string,
): PersonSeed => ({ first, last, jobTitle, groups, office, credentials, bio });
const S = (
  school: number,
  first: string,
  last: string,
  jobTitle: string,
  groups: string[] = [],
  credentials?: string,
): PersonSeed => ({ first, last, jobTitle, groups, office: 'Main Office', school, credentials });

const SEEDS: PersonSeed[] = [
  D(
    'Miriam',
    'Castellanos',
    'Superintendent',
    ['superintendent'],
    "Superintendent's Office",
    'Ed.D., University of Denver',
    'Dr. Castellanos has served Colorado students for 27 years as a teacher, principal and chief academic officer. She became superintendent of Meadowlark Valley in 2021.',
  ),
  D(
    'Owen',
    'Fairbanks',
    'Deputy Superintendent',
    ['superintendent'],
    "Superintendent's Office",
    'Ph.D., University of Colorado Boulder',
    'Dr. Fairbanks oversees schools, curriculum and student services. He was principal of Meadowlark High School for nine years.',
  ),
  D(
    'Lydia',
    'Chen',
    'Chief Financial Officer',
    ['superintendent', 'finance'],
    'Finance Office',
    'CPA',
    'Lydia Chen leads finance, purchasing and payroll, and staffs the Financial Advisory Committee.',
  ),
  D(
    'Marcus',
    'Delaney',
    'Chief Operations Officer',
    ['superintendent', 'facilities', 'transportation'],
    'Operations Center',
    'MBA',
    'Marcus Delaney leads transportation, nutrition, facilities and bond construction.',
  ),
  D(
    'Sofia',
    'Ramírez',
    'Chief Communications Officer',
    ['superintendent', 'communications'],
    'Communications',
    'APR',
  ),
  D(
    'Jerome',
    'Whitaker',
    'Chief Human Resources Officer',
    ['superintendent', 'hr'],
    'Human Resources',
    'SHRM-SCP',
  ),
  D('Hannah', 'Brooks', 'Director of Transportation', ['transportation'], 'Transportation Center'),
  D(
    'Earl',
    'Johnson',
    'Bus Driver',
    ['transportation'],
    'Transportation Center',
    undefined,
    'Earl has driven route 14 since 1995.',
  ),
  D('Rosa', 'Whitehorse', 'Routing Coordinator', ['transportation'], 'Transportation Center'),
  D('Victor', 'Alvarado', 'Fleet Supervisor', ['transportation'], 'Transportation Center'),
  D('Ingrid', 'Solberg', 'Director of Nutrition Services', ['nutrition'], 'Central Kitchen', 'RDN'),
  D('Tomás', 'Herrera', 'Executive Chef', ['nutrition'], 'Central Kitchen'),
  D('Patricia', 'Nguyen', 'Nutrition Services Dietitian', ['nutrition'], 'Central Kitchen', 'RDN'),
  D('Gloria', 'Mensah', 'Meal Benefits Specialist', ['nutrition'], 'Central Kitchen'),
  D('Daniel', 'Kowalski', 'Enrollment Center Manager', ['enrollment'], 'Enrollment Center'),
  D('Beatriz', 'Ochoa', 'Enrollment Specialist', ['enrollment'], 'Enrollment Center'),
  D('Kyle', 'Anderson', 'School Choice Coordinator', ['enrollment'], 'Enrollment Center'),
  D('Natalie', 'Price', 'Director of Human Resources', ['hr'], 'Human Resources'),
  D('Ahmed', 'Farouk', 'Benefits Manager', ['hr'], 'Human Resources'),
  D('Carmen', 'Salas', 'Recruitment Specialist', ['hr'], 'Human Resources'),
  D('Ben', 'Lindqvist', 'Help Desk Supervisor', ['helpdesk'], 'Technology Services'),
  D('Priya', 'Raman', 'Director of Technology', ['helpdesk'], 'Technology Services'),
  D(
    'Gwen',
    'Harper',
    'Executive Director of Special Education',
    ['specialEducation'],
    'Student Services Building',
    'Ed.D.',
  ),
  D(
    'Luis',
    'Bermúdez',
    'Child Find Coordinator',
    ['specialEducation'],
    'Student Services Building',
    'M.A., CCC-SLP',
  ),
  D('Erin', 'McAllister', 'Communications Specialist', ['communications'], 'Communications'),
  D('Nadia', 'Petrova', 'Purchasing Manager', ['finance'], 'Finance Office'),
  D('Angela', 'Whitmore', 'Board President', ['board'], 'Board of Education'),
  D('Robert', 'Tanaka', 'Board Vice President', ['board'], 'Board of Education'),
  D('Denise', 'Okafor', 'Board Secretary', ['board'], 'Board of Education'),
  D('Luis', 'Hernández', 'Board Treasurer', ['board'], 'Board of Education'),
  D('Karen', 'Sorensen', 'Board Director', ['board'], 'Board of Education'),
  D('Theresa', 'Gallagher', 'Executive Assistant to the Board', ['board'], 'Board of Education'),
  D(
    'Jamal',
    'Reed',
    'Director of Athletics and Activities',
    ['athletics'],
    'Meadowlark Valley Stadium',
    'CMAA',
  ),
  D(
    'Molly',
    'Chavez',
    'Athletic Trainer',
    ['athletics', 'health'],
    'Meadowlark Valley Stadium',
    'ATC',
  ),
  D(
    'Fatima',
    'Haddad',
    'Coordinator of Health Services',
    ['health'],
    'Student Services Building',
    'RN, BSN',
  ),
  D('Greg', 'Sutton', 'Director of Safety and Security', ['safety'], 'Security Operations Center'),
  D(
    'Yvonne',
    'Park',
    'Director of Assessment and Accountability',
    ['assessment'],
    'Education Services Center',
    'Ph.D.',
  ),
  D(
    'Hoa',
    'Tran',
    'Director of English Language Development',
    ['eld'],
    'Student Services Building',
  ),
  D('Abdi', 'Warsame', 'Family Liaison', ['eld', 'familyEngagement'], 'Family Resource Center'),
  D(
    'Claire',
    'Donovan',
    'Gifted and Talented Coordinator',
    ['gifted'],
    'Education Services Center',
  ),
  D(
    'Maribel',
    'Cruz',
    'Family Engagement Coordinator',
    ['familyEngagement'],
    'Family Resource Center',
  ),
  D('Steven', 'Park', 'Records Manager', ['records'], 'Education Services Center'),
  D(
    'Renee',
    'Foster',
    'Director of Counseling and Student Supports',
    ['counseling'],
    'Student Services Building',
    'LPC',
  ),
  D('Alan', 'Whitman', 'Title IX Coordinator', ['titleIx'], 'Education Services Center', 'J.D.'),
  S(1, 'Renata', 'Salazar', 'Principal', ['ageOffice'], 'Ed.D.'),
  S(1, 'Jordan', 'Ellis', 'Assistant Principal', ['ageOffice']),
  S(1, 'Paula', 'Kingsley', 'Office Manager', ['ageOffice']),
  S(1, 'Megan', 'Ortiz', 'Health Aide', ['ageHealth']),
  S(1, 'Chris', 'Yamamoto', 'Kindergarten Teacher'),
  S(1, 'Leticia', 'Garza', 'Spanish Immersion Teacher'),
  S(3, 'Angela', 'Pham', 'Principal'),
  S(3, 'David', 'Rowe', 'Office Manager'),
  S(23, 'Elena', 'Varga', 'Principal', ['pwmOffice'], 'Ed.D.'),
  S(23, 'Sam', 'Fischer', 'Robotics Coach'),
  S(23, 'Linda', 'Morales', 'Office Manager', ['pwmOffice']),
  S(30, 'Keith', 'Morrison', 'Principal', [], 'Ed.D.'),
  S(30, 'Paul', 'Lindgren', 'Band Director', []),
  S(30, 'Dana', 'Whitfield', 'Counselor', ['mhsCounseling'], 'M.A., LPC'),
  S(30, 'Omar', 'Siddiqui', 'IB Coordinator', ['mhsCounseling']),
  S(30, 'Tracy', 'Bell', 'Attendance Secretary', ['mhsAttendance']),
  S(30, 'Ray', 'Donnelly', 'Athletic Director', ['mhsAthletics'], 'CMAA'),
];

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** The user id (`userId`, the directory account) of a seeded person. */
export function personUserId(first: string, last: string, school?: number): string {
  return stableUuid(`person:${first} ${last}:${school ?? 'district'}`);
}

/**
 * The CMS person id (`id`, the people row's uuid) of a seeded person: the identifier the site uses
 * for a person (allow and block lists, contact links). Seeded apart from the user id so that the
 * two are never equal and tests show which one is matched.
 */
export function personId(first: string, last: string, school?: number): string {
  return stableUuid(`cms-person:${first} ${last}:${school ?? 'district'}`);
}

/** Every person of the demo district. */
export function buildPeople(): Person[] {
  const random = createRandom('people');
  return SEEDS.map((seed, index) => {
    const organization = seed.school ? schoolTitle(seed.school) : DEMO_DISTRICT.name;
    const doctor = seed.credentials?.startsWith('Ed.D') || seed.credentials?.startsWith('Ph.D');
    const userId = personUserId(seed.first, seed.last, seed.school);
    return {
      id: personId(seed.first, seed.last, seed.school),
      userId,
      employeeId: `E${String(10412 + index * 37).padStart(6, '0')}`,
      profileId: stableUuid(`profile:${userId}`),
      displayName: `${doctor ? 'Dr. ' : ''}${seed.first} ${seed.last}`,
      firstName: seed.first,
      lastName: seed.last,
      title: seed.jobTitle,
      email: `${ascii(seed.first)}.${ascii(seed.last)}@${DEMO_DISTRICT.domain}`,
      phone: `(303) 555-01${String(random.int(50, 99))}`,
      photoUrl: null,
      biography:
        seed.bio ??
        `${seed.first} ${seed.last} is the ${seed.jobTitle.toLowerCase()} ${seed.school ? `at ${organization}` : `in ${seed.office}`}, and has worked in Meadowlark Valley schools for ${random.int(2, 24)} years.`,
      credentials: seed.credentials ?? null,
      isPublic: true,
      employee: {
        office: seed.office,
        jobTitles: [seed.jobTitle],
        organization: { title: organization },
      },
      groups: seed.groups.map((key) => ({ groupId: groupId(key) })),
    };
  });
}

/** CMS person ids of the people who work at a school (the school home page's people feed allow list). */
export function schoolStaffIds(schoolNumber: number): string[] {
  return SEEDS.filter((seed) => seed.school === schoolNumber).map((seed) =>
    personId(seed.first, seed.last, seed.school),
  );
}
