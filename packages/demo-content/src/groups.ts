/**
 * Contact groups (GraphQL `groups`): district departments and a few school offices. Fictional
 * addresses and 555-01xx phone numbers.
 */
import type { Group } from '@district/core/entities/group';
import { DEMO_DISTRICT } from './district';
import { schoolOrganizationId } from './organizations';
import { stableUuid } from './prng';

interface GroupSeed {
  key: string;
  title: string;
  description: string;
  email: string;
  phone: string;
  officeHours: string;
  buildingName: string;
  street: string;
  city?: string;
  zip?: string;
  linkLabel?: string;
  linkUrl?: string;
  /** School number for school-owned groups; the district otherwise. */
  school?: number;
}

const SEEDS: GroupSeed[] = [
  {
    key: 'transportation',
    title: 'Transportation',
    description:
      'Bus routes, stop assignments, field-trip buses and special transportation for students with an IEP.',
    email: 'transportation',
    phone: '(303) 555-0150',
    officeHours: 'Monday–Friday, 6:00 a.m.–5:00 p.m. during the school year',
    buildingName: 'Transportation Center',
    street: '9800 Fleet Way',
    linkLabel: 'Find my bus stop',
    linkUrl: '/buses-and-transportation',
  },
  {
    key: 'nutrition',
    title: 'Nutrition Services',
    description:
      'School breakfast and lunch, menus, meal accounts, special diets and free and reduced-price meal applications.',
    email: 'nutrition',
    phone: '(303) 555-0151',
    officeHours: 'Monday–Friday, 7:00 a.m.–4:00 p.m.',
    buildingName: 'Central Kitchen',
    street: '9650 Fleet Way',
    linkLabel: 'Menus and meal accounts',
    linkUrl: '/food-and-nutrition-services',
  },
  {
    key: 'enrollment',
    title: 'Enrollment Center',
    description:
      'New student registration, proof of residency, school choice applications and records requests.',
    email: 'enroll',
    phone: '(303) 555-0152',
    officeHours: 'Monday–Friday, 8:00 a.m.–4:30 p.m.; Tuesdays until 6:30 p.m.',
    buildingName: 'Education Services Center',
    street: '2500 Education Center Drive',
    linkLabel: 'Register for school',
    linkUrl: '/register',
  },
  {
    key: 'hr',
    title: 'Human Resources',
    description:
      'Job openings, applications, licensure, employee benefits, leave and employment verification.',
    email: 'hr',
    phone: '(303) 555-0153',
    officeHours: 'Monday–Friday, 7:30 a.m.–4:30 p.m.',
    buildingName: 'Education Services Center',
    street: '2500 Education Center Drive',
    linkLabel: 'Careers',
    linkUrl: '/careers',
  },
  {
    key: 'helpdesk',
    title: 'Technology Help Desk',
    description:
      'Help with student devices, family logins, the parent portal and classroom technology.',
    email: 'helpdesk',
    phone: '(303) 555-0154',
    officeHours: 'Monday–Friday, 7:00 a.m.–5:00 p.m.',
    buildingName: 'Technology Services Building',
    street: '2550 Education Center Drive',
    linkLabel: 'Get help',
    linkUrl: '/help-desk',
  },
  {
    key: 'specialEducation',
    title: 'Special Education',
    description:
      'Evaluations, Individualized Education Programs, Child Find screenings and center-based programs.',
    email: 'specialeducation',
    phone: '(303) 555-0155',
    officeHours: 'Monday–Friday, 8:00 a.m.–4:30 p.m.',
    buildingName: 'Student Services Building',
    street: '2600 Education Center Drive',
    linkLabel: 'Special Education',
    linkUrl: '/special-education',
  },
  {
    key: 'communications',
    title: 'Communications',
    description: 'District news, media requests, school closure alerts and the family newsletter.',
    email: 'communications',
    phone: '(303) 555-0156',
    officeHours: 'Monday–Friday, 8:00 a.m.–4:30 p.m.',
    buildingName: 'Education Services Center',
    street: '2500 Education Center Drive',
    linkLabel: 'Alerts and Communication',
    linkUrl: '/alerts-and-communication',
  },
  {
    key: 'finance',
    title: 'Finance Office',
    description:
      'Budget, audits, purchasing, supplier registration and financial transparency reports.',
    email: 'finance',
    phone: '(303) 555-0157',
    officeHours: 'Monday–Friday, 7:30 a.m.–4:30 p.m.',
    buildingName: 'Education Services Center',
    street: '2500 Education Center Drive',
    linkLabel: 'Financial Transparency',
    linkUrl: '/financial-transparency',
  },
  {
    key: 'board',
    title: 'Board of Education Office',
    description:
      'Board meeting agendas, public comment sign-up, board policies and messages to board members.',
    email: 'board',
    phone: '(303) 555-0158',
    officeHours: 'Monday–Friday, 8:00 a.m.–4:30 p.m.',
    buildingName: 'Education Services Center',
    street: '2500 Education Center Drive',
    linkLabel: 'Board of Education',
    linkUrl: '/board-of-education',
  },
  {
    key: 'athletics',
    title: 'Athletics and Activities',
    description:
      'Eligibility, sports physicals, game schedules, stadium rentals and activity passes.',
    email: 'athletics',
    phone: '(303) 555-0159',
    officeHours: 'Monday–Friday, 8:00 a.m.–4:30 p.m.',
    buildingName: 'Meadowlark Valley Stadium',
    street: '1100 Meadowlark Parkway',
    linkLabel: 'Athletics',
    linkUrl: '/athletics',
  },
  {
    key: 'health',
    title: 'Health Services',
    description: 'School nurses, immunization records, medication at school and health plans.',
    email: 'healthservices',
    phone: '(303) 555-0160',
    officeHours: 'Monday–Friday, 7:30 a.m.–4:00 p.m.',
    buildingName: 'Student Services Building',
    street: '2600 Education Center Drive',
    linkLabel: 'Student Supports',
    linkUrl: '/student-supports',
  },
  {
    key: 'safety',
    title: 'Safety and Security',
    description:
      'School safety, visitor management, emergency drills and the anonymous Safe2Tell reporting line.',
    email: 'safety',
    phone: '(303) 555-0161',
    officeHours: 'Dispatch staffed 24 hours a day, 7 days a week',
    buildingName: 'Security Operations Center',
    street: '2650 Education Center Drive',
    linkLabel: 'Safety and Security',
    linkUrl: '/safety-and-security',
  },
  {
    key: 'assessment',
    title: 'Assessment and Accountability',
    description:
      'State testing, school performance frameworks and the district accreditation report.',
    email: 'assessment',
    phone: '(303) 555-0162',
    officeHours: 'Monday–Friday, 8:00 a.m.–4:30 p.m.',
    buildingName: 'Education Services Center',
    street: '2500 Education Center Drive',
    linkLabel: 'Assessment',
    linkUrl: '/academics/assessment',
  },
  {
    key: 'eld',
    title: 'English Language Development',
    description: 'Language screening, newcomer support, interpreters and translation for families.',
    email: 'eld',
    phone: '(303) 555-0163',
    officeHours: 'Monday–Friday, 8:00 a.m.–4:30 p.m.',
    buildingName: 'Student Services Building',
    street: '2600 Education Center Drive',
    linkLabel: 'English Language Learners',
    linkUrl: '/english-language-learner',
  },
  {
    key: 'gifted',
    title: 'Gifted and Talented',
    description: 'Identification, advanced learning plans and gifted programming at every level.',
    email: 'gifted',
    phone: '(303) 555-0164',
    officeHours: 'Monday–Friday, 8:00 a.m.–4:30 p.m.',
    buildingName: 'Education Services Center',
    street: '2500 Education Center Drive',
    linkLabel: 'Talented and Gifted',
    linkUrl: '/talented-and-gifted',
  },
  {
    key: 'familyEngagement',
    title: 'Family Engagement',
    description:
      'Parent Academy classes, volunteer clearance, family liaisons and community partnerships.',
    email: 'families',
    phone: '(303) 555-0165',
    officeHours: 'Monday–Friday, 8:00 a.m.–4:30 p.m.',
    buildingName: 'Family Resource Center',
    street: '2700 Education Center Drive',
    linkLabel: 'Parent Academy',
    linkUrl: '/parent-academy',
  },
  {
    key: 'records',
    title: 'Student Records',
    description:
      'Transcripts, diplomas, records requests for former students and enrollment verification.',
    email: 'records',
    phone: '(303) 555-0166',
    officeHours: 'Monday–Friday, 8:00 a.m.–4:00 p.m.',
    buildingName: 'Education Services Center',
    street: '2500 Education Center Drive',
    linkLabel: 'Transcripts and Diplomas',
    linkUrl: '/transcripts-and-diplomas',
  },
  {
    key: 'superintendent',
    title: "Superintendent's Office",
    description: 'The superintendent, the deputy superintendent and the district leadership team.',
    email: 'superintendent',
    phone: '(303) 555-0167',
    officeHours: 'Monday–Friday, 8:00 a.m.–4:30 p.m.',
    buildingName: 'Education Services Center',
    street: '2500 Education Center Drive',
    linkLabel: "Superintendent's Office",
    linkUrl: '/superintendents-office',
  },
  {
    key: 'facilities',
    title: 'Facilities and Construction',
    description: 'Building projects, bond construction updates, field and building rentals.',
    email: 'facilities',
    phone: '(303) 555-0168',
    officeHours: 'Monday–Friday, 6:30 a.m.–3:30 p.m.',
    buildingName: 'Operations Center',
    street: '9700 Fleet Way',
    linkLabel: '2024 Bond Measure',
    linkUrl: '/2024-bond-measure',
  },
  {
    key: 'counseling',
    title: 'Counseling and Student Supports',
    description:
      'School counselors, mental health supports, attendance and family support services.',
    email: 'studentsupports',
    phone: '(303) 555-0169',
    officeHours: 'Monday–Friday, 8:00 a.m.–4:30 p.m.',
    buildingName: 'Student Services Building',
    street: '2600 Education Center Drive',
    linkLabel: 'Student Supports',
    linkUrl: '/student-supports',
  },
  {
    key: 'titleIx',
    title: 'Title IX and Civil Rights',
    description:
      'Reports of sexual harassment, sexual misconduct and discrimination, and the grievance process.',
    email: 'titleix',
    phone: '(303) 555-0170',
    officeHours: 'Monday–Friday, 8:00 a.m.–4:30 p.m.',
    buildingName: 'Education Services Center',
    street: '2500 Education Center Drive',
    linkLabel: 'Sexual Misconduct',
    linkUrl: '/title-ix',
  },
  // School offices, found by each school's own contact search.
  {
    key: 'ageOffice',
    school: 1,
    title: 'Aspen Grove Front Office',
    description:
      'Attendance, early pick-up, visitor check-in and general questions for Aspen Grove Elementary.',
    email: 'age-office',
    phone: '(303) 555-0101',
    officeHours: 'Monday–Friday, 7:45 a.m.–3:45 p.m.',
    buildingName: 'Aspen Grove Elementary',
    street: '4120 Aspen Grove Way',
    linkLabel: 'Contact the office',
    linkUrl: '/contact',
  },
  {
    key: 'ageHealth',
    school: 1,
    title: 'Aspen Grove Health Office',
    description: 'Medication forms, allergies and health plans for Aspen Grove students.',
    email: 'age-health',
    phone: '(303) 555-0101',
    officeHours: 'Monday–Friday, 8:00 a.m.–3:30 p.m.',
    buildingName: 'Aspen Grove Elementary',
    street: '4120 Aspen Grove Way',
  },
  {
    key: 'mhsAttendance',
    school: 30,
    title: 'Meadowlark High Attendance Office',
    description:
      'Report an absence, late arrivals and early release passes for Meadowlark High School.',
    email: 'mhs-attendance',
    phone: '(303) 555-0130',
    officeHours: 'Monday–Friday, 7:00 a.m.–3:30 p.m.',
    buildingName: 'Meadowlark High School',
    street: '1000 Meadowlark Parkway',
  },
  {
    key: 'mhsCounseling',
    school: 30,
    title: 'Meadowlark High Counseling Center',
    description: 'Schedules, college applications, scholarships and the IB Diploma Programme.',
    email: 'mhs-counseling',
    phone: '(303) 555-0130',
    officeHours: 'Monday–Friday, 7:15 a.m.–3:30 p.m.',
    buildingName: 'Meadowlark High School',
    street: '1000 Meadowlark Parkway',
  },
  {
    key: 'mhsAthletics',
    school: 30,
    title: 'Meadowlark High Athletics Office',
    description: 'Team sign-ups, eligibility and Larks game schedules.',
    email: 'mhs-athletics',
    phone: '(303) 555-0130',
    officeHours: 'Monday–Friday, 8:00 a.m.–4:30 p.m.',
    buildingName: 'Meadowlark High School',
    street: '1000 Meadowlark Parkway',
  },
  {
    key: 'pwmOffice',
    school: 23,
    title: 'Prairie Wind Front Office',
    description: 'Attendance, schedules and general questions for Prairie Wind Middle School.',
    email: 'pwm-office',
    phone: '(303) 555-0123',
    officeHours: 'Monday–Friday, 7:15 a.m.–3:30 p.m.',
    buildingName: 'Prairie Wind Middle School',
    street: '5600 Prairie Wind Boulevard',
  },
];

/** The group id for a seed key (stable across runs). */
export function groupId(key: string): string {
  return stableUuid(`group:${key}`);
}

/** Every contact group of the demo district. */
export function buildGroups(): Group[] {
  return SEEDS.map((seed) => ({
    id: groupId(seed.key),
    title: seed.title,
    linkLabel: seed.linkLabel ?? null,
    linkUrl: seed.linkUrl ?? null,
    description: seed.description,
    contactEmail: `${seed.email}@${DEMO_DISTRICT.domain}`,
    contactPhone: seed.phone,
    officeHours: seed.officeHours,
    addressZip: seed.zip ?? '80191',
    addressCity: seed.city ?? 'Meadowlark',
    addressState: 'CO',
    addressStreet: seed.street,
    buildingName: seed.buildingName,
    ownerOrganizationId: seed.school
      ? schoolOrganizationId(seed.school)
      : DEMO_DISTRICT.organizationId,
  }));
}

/** Contact details of a district group by key, for page text. */
export function groupContact(key: string): { title: string; phone: string; email: string } | null {
  const seed = SEEDS.find((s) => s.key === key);
  return seed
    ? { title: seed.title, phone: seed.phone, email: `${seed.email}@${DEMO_DISTRICT.domain}` }
    : null;
}
