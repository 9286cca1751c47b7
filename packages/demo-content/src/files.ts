/** Documents of `files-index`: policies, menus, calendars, forms and reports on the files site. */
import type { FileDocument } from '@district/core/entities/file';
import { DEMO_DISTRICT, DEMO_EXTERNAL_SITES } from './district';
import { schoolOrganizationId, schoolTitle } from './organizations';
import { createRandom, slugify, stableUuid } from './prng';

interface FileSeed {
  name: string;
  category: string;
  tags: string[];
  owner: string;
  school?: number;
}

const POLICIES: [string, string][] = [
  ['AC', 'Nondiscrimination and Equal Opportunity'],
  ['ADF', 'School Wellness'],
  ['BEDH', 'Public Participation at Board Meetings'],
  ['DJB', 'Purchasing Procedures'],
  ['EEA', 'Student Transportation'],
  ['EFA', 'Food Services and Free and Reduced-Price Meals'],
  ['GBAA', 'Sexual Harassment'],
  ['IHBB', 'Gifted Education Program'],
  ['IHBEA', 'English Language Learners'],
  ['IKF', 'Graduation Requirements'],
  ['JBB', 'Educational Opportunity for Military Children'],
  ['JEA', 'Compulsory School Attendance Ages'],
  ['JFBA', 'Intra-District Choice and Open Enrollment'],
  ['JICDA', 'Code of Conduct'],
  ['JLCD', 'Administering Medications to Students'],
  ['JQ', 'Student Fees, Fines and Charges'],
  ['KDB', 'Public Information and Open Records'],
  ['KFA', 'Public Conduct on District Property'],
];

const FORMS: [string, string, string][] = [
  ['Student Registration Checklist', 'Enrollment', 'Enrollment Center'],
  ['Proof of Residency Affidavit', 'Enrollment', 'Enrollment Center'],
  ['Home Language Survey', 'Enrollment', 'English Language Development'],
  ['Medication Authorization Form', 'Health', 'Health Services'],
  ['Food Allergy Action Plan', 'Health', 'Health Services'],
  ['Special Diet Request', 'Nutrition', 'Nutrition Services'],
  ['Meal Benefits Application (Paper)', 'Nutrition', 'Nutrition Services'],
  ['Transportation Request for Students with an IEP', 'Transportation', 'Transportation'],
  ['Field Trip Permission Slip', 'Field Trips', 'Transportation'],
  ['Volunteer Application', 'Volunteering', 'Family Engagement'],
  ['Fee Waiver Request', 'Finance', 'Finance Office'],
  ['Colorado Open Records Act Request Form', 'Records', 'Communications'],
  ['Transcript Request for Former Students', 'Records', 'Student Records'],
  ['Release of Student Information', 'Records', 'Student Records'],
  ['Athletic Participation Packet', 'Athletics', 'Athletics and Activities'],
  ['Concussion Information Sheet', 'Athletics', 'Athletics and Activities'],
  ['Home-Based Education Notice of Intent', 'Enrollment', 'Enrollment Center'],
  ['Accessibility Accommodation Request', 'Accessibility', 'Communications'],
];

const FINANCE: string[] = [
  'Adopted Budget',
  'Annual Comprehensive Financial Report',
  'Monthly Check Register – Current Month',
  'Monthly Check Register – Previous Month',
  'Investment Report – Quarterly',
  'Teacher Salary Schedule',
  'Support Staff Salary Schedule',
  'Mill Levy Override Spending Report',
  '2024 Bond Oversight Committee Report',
  'Supplier Registration Guide',
];

const CALENDARS: string[] = [
  'District School Calendar – This Year',
  'District School Calendar – Next Year',
  'Draft Calendar Option A',
  'Draft Calendar Option B',
  'Board Meeting Schedule',
  'State Testing Calendar',
  'Athletics Season Calendar',
];

const BOARD: string[] = [
  'Board Meeting Agenda – Regular Meeting',
  'Board Meeting Minutes – Regular Meeting',
  'Board Work Session Presentation – Budget',
  'Superintendent Evaluation Summary',
];

function seeds(): FileSeed[] {
  const list: FileSeed[] = [
    ...POLICIES.map(([code, title]) => ({
      name: `Policy ${code} – ${title}`,
      category: 'Board Policies',
      tags: ['Policy'],
      owner: 'Board of Education Office',
    })),
    ...FORMS.map(([name, tag, owner]) => ({ name, category: 'Forms', tags: [tag], owner })),
    ...FINANCE.map((name) => ({
      name,
      category: 'Finance',
      tags: name.includes('Salary') ? ['Careers'] : ['Budget'],
      owner: 'Finance Office',
    })),
    ...CALENDARS.map((name) => ({
      name,
      category: 'Calendars',
      tags: name.startsWith('Draft') ? ['Calendar Task Force'] : ['Calendar'],
      owner: name.startsWith('Athletics') ? 'Athletics and Activities' : 'Communications',
    })),
    ...BOARD.map((name) => ({
      name,
      category: 'Board Meetings',
      tags: ['Board'],
      owner: 'Board of Education Office',
    })),
    {
      name: 'Bus Routes – Elementary',
      category: 'Transportation',
      tags: ['Bus Routes'],
      owner: 'Transportation',
    },
    {
      name: 'Bus Routes – Middle and High',
      category: 'Transportation',
      tags: ['Bus Routes'],
      owner: 'Transportation',
    },
    {
      name: 'Bus Rider Expectations',
      category: 'Transportation',
      tags: ['Safety'],
      owner: 'Transportation',
    },
    {
      name: 'Elementary Lunch Menu',
      category: 'Menus',
      tags: ['Lunch'],
      owner: 'Nutrition Services',
    },
    {
      name: 'Secondary Lunch Menu',
      category: 'Menus',
      tags: ['Lunch'],
      owner: 'Nutrition Services',
    },
    {
      name: 'Breakfast Menu – All Schools',
      category: 'Menus',
      tags: ['Breakfast'],
      owner: 'Nutrition Services',
    },
    {
      name: 'Preschool Snack Menu',
      category: 'Menus',
      tags: ['Snack'],
      owner: 'Nutrition Services',
    },
    {
      name: 'Nutrition and Allergen Guide',
      category: 'Menus',
      tags: ['Allergies'],
      owner: 'Nutrition Services',
    },
    {
      name: 'Student Code of Conduct Handbook',
      category: 'Handbooks',
      tags: ['Students'],
      owner: 'Student Services',
    },
    {
      name: 'Employee Benefits Guide',
      category: 'Handbooks',
      tags: ['Careers'],
      owner: 'Human Resources',
    },
    {
      name: 'Standard Response Protocol Family Guide',
      category: 'Safety',
      tags: ['Safety'],
      owner: 'Safety and Security',
    },
  ];
  // School documents for the featured schools.
  for (const nn of [1, 3, 23, 30]) {
    const title = schoolTitle(nn);
    list.push(
      {
        name: `${title} Supply List`,
        category: 'Forms',
        tags: ['Back to School'],
        owner: title,
        school: nn,
      },
      {
        name: `${title} Family Handbook`,
        category: 'Handbooks',
        tags: ['Families'],
        owner: title,
        school: nn,
      },
      {
        name: `${title} Bell Schedule`,
        category: 'Calendars',
        tags: ['Calendar'],
        owner: title,
        school: nn,
      },
      {
        name: `${title} Monthly Lunch Menu`,
        category: 'Menus',
        tags: ['Lunch'],
        owner: title,
        school: nn,
      },
      {
        name: `${title} Unified Improvement Plan`,
        category: 'Accountability',
        tags: ['Improvement Plan'],
        owner: title,
        school: nn,
      },
    );
  }
  return list;
}

/** Every file of the demo district; modification dates lie in the year before `now`. */
export function buildFiles(now: Date): FileDocument[] {
  const random = createRandom('files');
  return seeds().map((seed) => {
    const daysAgo = random.int(2, 360);
    const modified = new Date(
      Math.floor((now.getTime() - daysAgo * 86_400_000) / 86_400_000) * 86_400_000,
    );
    const slug = slugify(seed.name);
    return {
      id: stableUuid(`file:${seed.name}`),
      name: `${seed.name}.pdf`,
      url: `${DEMO_EXTERNAL_SITES.files}/${slugify(seed.category)}/${slug}.pdf`,
      contentType: 'application/pdf',
      size: random.int(48, 2400) * 1024,
      categories: [seed.category],
      tags: seed.tags,
      owners: [seed.owner],
      organizationIds: seed.school
        ? [schoolOrganizationId(seed.school)]
        : [DEMO_DISTRICT.organizationId],
      modifiedDateTime: modified.toISOString(),
    };
  });
}
