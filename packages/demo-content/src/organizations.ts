/**
 * The organizations of the fictional Meadowlark Valley School District: the district, its 38
 * schools and the staff intranet. Everything here is invented; phone numbers use the 555-01xx
 * range reserved for fiction.
 */
import type { EducationLevel, Organization } from '@district/core/entities/organization';
import { DEMO_DISTRICT, DEMO_SOCIAL } from './district';
import { createRandom } from './prng';

/** What kind of school an organization is: it shapes the school's menus and pages. */
export type SchoolKind = 'preschool' | 'elementary' | 'middle' | 'high' | 'alternative';

interface SchoolSeed {
  nn: number;
  title: string;
  abbreviation: string;
  kind: SchoolKind;
  mascot: string;
  principal: string;
  street: string;
  city: string;
  zip: string;
  yearFounded: number;
  primaryColor: string;
  secondaryColor: string;
  /** `nn` of the school this one feeds into. */
  feedsInto?: number;
  unique: string[];
}

const CITIES = {
  meadowlark: { city: 'Meadowlark', zip: '80191' },
  cedarBluff: { city: 'Cedar Bluff', zip: '80193' },
  prairieHollow: { city: 'Prairie Hollow', zip: '80195' },
  willowFord: { city: 'Willow Ford', zip: '80197' },
} as const;

const c = CITIES;

// Dark primaries (white text passes 4.5:1 on every one; checked in organizations.test.ts).
const SCHOOLS: SchoolSeed[] = [
  {
    nn: 1,
    title: 'Aspen Grove Elementary',
    abbreviation: 'AGE',
    kind: 'elementary',
    mascot: 'Aspens',
    principal: 'Dr. Renata Salazar',
    street: '4120 Aspen Grove Way',
    ...c.meadowlark,
    yearFounded: 1988,
    primaryColor: '#1f5130',
    secondaryColor: '#f2c14e',
    feedsInto: 23,
    unique: ['Outdoor classroom and school garden', 'Spanish immersion strand'],
  },
  {
    nn: 2,
    title: 'Bluebell Elementary',
    abbreviation: 'BBE',
    kind: 'elementary',
    mascot: 'Bumblebees',
    principal: 'Marcus Whitfield',
    street: '2215 Bluebell Lane',
    ...c.meadowlark,
    yearFounded: 1974,
    primaryColor: '#1d3f8a',
    secondaryColor: '#f7d046',
    feedsInto: 23,
    unique: ['Leader in Me leadership program', 'Makerspace'],
  },
  {
    nn: 3,
    title: 'Cottonwood Creek Elementary',
    abbreviation: 'CCE',
    kind: 'elementary',
    mascot: 'Coyotes',
    principal: 'Angela Pham',
    street: '880 Creekside Drive',
    ...c.cedarBluff,
    yearFounded: 1969,
    primaryColor: '#7a2e14',
    secondaryColor: '#e8b04a',
    feedsInto: 24,
    unique: ['Strings program from grade 3', 'Creek ecology study'],
  },
  {
    nn: 4,
    title: 'Deerfield Elementary',
    abbreviation: 'DFE',
    kind: 'elementary',
    mascot: 'Deer',
    principal: 'Thomas Okafor',
    street: '3300 Deerfield Road',
    ...c.prairieHollow,
    yearFounded: 1992,
    primaryColor: '#4a2a6b',
    secondaryColor: '#9bd3ae',
    feedsInto: 25,
    unique: ['STEM lab', 'Robotics club'],
  },
  {
    nn: 5,
    title: 'Eagle Crest Elementary',
    abbreviation: 'ECE',
    kind: 'elementary',
    mascot: 'Eagles',
    principal: 'Laura Kim',
    street: '15 Eagle Crest Circle',
    ...c.willowFord,
    yearFounded: 2004,
    primaryColor: '#0f3d5c',
    secondaryColor: '#d9a441',
    feedsInto: 26,
    unique: ['Talented and gifted magnet', 'Chess club'],
  },
  {
    nn: 6,
    title: 'Fox Hollow Elementary',
    abbreviation: 'FHE',
    kind: 'elementary',
    mascot: 'Foxes',
    principal: 'Gabriel Moreno',
    street: '6120 Fox Hollow Trail',
    ...c.cedarBluff,
    yearFounded: 1997,
    primaryColor: '#8a3b12',
    secondaryColor: '#2f6f73',
    feedsInto: 24,
    unique: ['Dual-language program', 'Garden-to-table lunches'],
  },
  {
    nn: 7,
    title: 'Golden Meadow Elementary',
    abbreviation: 'GME',
    kind: 'elementary',
    mascot: 'Goldfinches',
    principal: 'Priya Natarajan',
    street: '1450 Golden Meadow Parkway',
    ...c.meadowlark,
    yearFounded: 2008,
    primaryColor: '#5c4300',
    secondaryColor: '#ffd23f',
    feedsInto: 23,
    unique: ['Arts integration', 'Before- and after-school care'],
  },
  {
    nn: 8,
    title: 'Harvest Ridge Elementary',
    abbreviation: 'HRE',
    kind: 'elementary',
    mascot: 'Hawks',
    principal: 'Denise Carter',
    street: '7744 Harvest Ridge Road',
    ...c.prairieHollow,
    yearFounded: 2012,
    primaryColor: '#6b1d2a',
    secondaryColor: '#e0a96d',
    feedsInto: 25,
    unique: ['Project-based learning', 'Full-day preschool'],
  },
  {
    nn: 9,
    title: 'Paintbrush Hills Elementary',
    abbreviation: 'PHE',
    kind: 'elementary',
    mascot: 'Painters',
    principal: 'Samuel Greene',
    street: '930 Paintbrush Hills Drive',
    ...c.willowFord,
    yearFounded: 1983,
    primaryColor: '#8b1e3f',
    secondaryColor: '#f4a259',
    feedsInto: 26,
    unique: ['Visual arts focus', 'Annual community mural'],
  },
  {
    nn: 10,
    title: 'Juniper Elementary',
    abbreviation: 'JUE',
    kind: 'elementary',
    mascot: 'Jackrabbits',
    principal: 'Helen Abernathy',
    street: '412 Juniper Street',
    ...c.meadowlark,
    yearFounded: 1961,
    primaryColor: '#2e4a3a',
    secondaryColor: '#c9d6a3',
    feedsInto: 27,
    unique: ['Historic building, the oldest in the district', 'Music and movement'],
  },
  {
    nn: 11,
    title: 'Kestrel Heights Elementary',
    abbreviation: 'KHE',
    kind: 'elementary',
    mascot: 'Kestrels',
    principal: 'Daniel Reyes',
    street: '5005 Kestrel Heights Boulevard',
    ...c.cedarBluff,
    yearFounded: 2015,
    primaryColor: '#213a6b',
    secondaryColor: '#e76f51',
    feedsInto: 28,
    unique: ['Computer science for all', 'Student council'],
  },
  {
    nn: 12,
    title: 'Lone Pine Elementary',
    abbreviation: 'LPE',
    kind: 'elementary',
    mascot: 'Lumberjacks',
    principal: 'Carla Benson',
    street: '2601 Lone Pine Road',
    ...c.willowFord,
    yearFounded: 1979,
    primaryColor: '#254d32',
    secondaryColor: '#d4a373',
    feedsInto: 28,
    unique: ['Outdoor education week', 'Reading buddies'],
  },
  {
    nn: 13,
    title: 'Mesa View Elementary',
    abbreviation: 'MVE',
    kind: 'elementary',
    mascot: 'Mustangs',
    principal: 'Kevin Tran',
    street: '1800 Mesa View Avenue',
    ...c.prairieHollow,
    yearFounded: 1986,
    primaryColor: '#7c2d12',
    secondaryColor: '#fcbf49',
    feedsInto: 27,
    unique: ['Center-based special education program', 'Sensory garden'],
  },
  {
    nn: 14,
    title: 'North Star Elementary',
    abbreviation: 'NSE',
    kind: 'elementary',
    mascot: 'Stars',
    principal: 'Rachel Lindqvist',
    street: '300 North Star Drive',
    ...c.meadowlark,
    yearFounded: 1999,
    primaryColor: '#132a4f',
    secondaryColor: '#f6e27f',
    feedsInto: 29,
    unique: ['Astronomy night', 'International Baccalaureate Primary Years Programme'],
  },
  {
    nn: 15,
    title: 'Owl Creek Elementary',
    abbreviation: 'OCE',
    kind: 'elementary',
    mascot: 'Owls',
    principal: 'Jamal Washington',
    street: '4400 Owl Creek Road',
    ...c.cedarBluff,
    yearFounded: 2001,
    primaryColor: '#3b2f63',
    secondaryColor: '#a8dadc',
    feedsInto: 29,
    unique: ['Family literacy nights', 'Mindfulness program'],
  },
  {
    nn: 16,
    title: 'Pine Bluff Elementary',
    abbreviation: 'PBE',
    kind: 'elementary',
    mascot: 'Pioneers',
    principal: 'Stephanie Doyle',
    street: '2900 Pine Bluff Lane',
    ...c.willowFord,
    yearFounded: 1972,
    primaryColor: '#1b4332',
    secondaryColor: '#b7e4c7',
    feedsInto: 35,
    unique: ['Looping classrooms', 'School-wide science fair'],
  },
  {
    nn: 17,
    title: 'Quail Run Elementary',
    abbreviation: 'QRE',
    kind: 'elementary',
    mascot: 'Quails',
    principal: 'Monica Alvarez',
    street: '6600 Quail Run Drive',
    ...c.prairieHollow,
    yearFounded: 2006,
    primaryColor: '#5a189a',
    secondaryColor: '#ffb703',
    feedsInto: 35,
    unique: ['Newcomer center for multilingual learners', 'Family resource room'],
  },
  {
    nn: 18,
    title: 'Red Hawk Elementary',
    abbreviation: 'RHE',
    kind: 'elementary',
    mascot: 'Red Hawks',
    principal: 'Brian Castellano',
    street: '1212 Red Hawk Parkway',
    ...c.meadowlark,
    yearFounded: 2018,
    primaryColor: '#9b1c1c',
    secondaryColor: '#1f2937',
    feedsInto: 25,
    unique: ['Engineering design lab', 'Newest elementary building'],
  },
  {
    nn: 19,
    title: 'Sagebrush Elementary',
    abbreviation: 'SBE',
    kind: 'elementary',
    mascot: 'Sidewinders',
    principal: 'Olivia Hartman',
    street: '750 Sagebrush Way',
    ...c.cedarBluff,
    yearFounded: 1966,
    primaryColor: '#41522f',
    secondaryColor: '#e9c46a',
    feedsInto: 24,
    unique: ['Choir and Orff ensemble', 'Walking school bus'],
  },
  {
    nn: 20,
    title: 'Timberline Elementary',
    abbreviation: 'TLE',
    kind: 'elementary',
    mascot: 'Timberwolves',
    principal: 'Nathan Brooks',
    street: '3500 Timberline Road',
    ...c.willowFord,
    yearFounded: 1994,
    primaryColor: '#283618',
    secondaryColor: '#dda15e',
    feedsInto: 26,
    unique: ['Ski and snowshoe club', 'Peer mediation'],
  },
  {
    nn: 21,
    title: 'Willow Bend Elementary',
    abbreviation: 'WBE',
    kind: 'elementary',
    mascot: 'Wildcats',
    principal: 'Grace Okonkwo',
    street: '910 Willow Bend Court',
    ...c.willowFord,
    yearFounded: 1990,
    primaryColor: '#005f73',
    secondaryColor: '#ee9b00',
    feedsInto: 28,
    unique: ['Dual-language Spanish program', 'Community garden'],
  },
  {
    nn: 22,
    title: 'Yarrow Elementary',
    abbreviation: 'YAE',
    kind: 'elementary',
    mascot: 'Yellowjackets',
    principal: 'Peter Sandoval',
    street: '2020 Yarrow Street',
    ...c.prairieHollow,
    yearFounded: 2010,
    primaryColor: '#3d405b',
    secondaryColor: '#f2cc8f',
    feedsInto: 27,
    unique: ['Kindness Club', 'Gifted cluster classrooms'],
  },
  {
    nn: 23,
    title: 'Prairie Wind Middle School',
    abbreviation: 'PWM',
    kind: 'middle',
    mascot: 'Whirlwinds',
    principal: 'Dr. Elena Varga',
    street: '5600 Prairie Wind Boulevard',
    ...c.meadowlark,
    yearFounded: 1984,
    primaryColor: '#14213d',
    secondaryColor: '#fca311',
    feedsInto: 30,
    unique: ['Pre-engineering pathway', 'Jazz band'],
  },
  {
    nn: 24,
    title: 'Cedar Ridge Middle School',
    abbreviation: 'CRM',
    kind: 'middle',
    mascot: 'Cougars',
    principal: 'Robert Nguyen',
    street: '1700 Cedar Ridge Road',
    ...c.cedarBluff,
    yearFounded: 1977,
    primaryColor: '#6a040f',
    secondaryColor: '#ffba08',
    feedsInto: 31,
    unique: ['Broadcast journalism', 'Science Olympiad'],
  },
  {
    nn: 25,
    title: 'Falcon Bluffs Middle School',
    abbreviation: 'FBM',
    kind: 'middle',
    mascot: 'Falcons',
    principal: 'Christine Walsh',
    street: '8800 Falcon Bluffs Drive',
    ...c.prairieHollow,
    yearFounded: 2003,
    primaryColor: '#22333b',
    secondaryColor: '#c6ac8f',
    feedsInto: 32,
    unique: ['IB Middle Years Programme', 'Mountain bike club'],
  },
  {
    nn: 26,
    title: 'Horizon Peak Middle School',
    abbreviation: 'HPM',
    kind: 'middle',
    mascot: 'Hornets',
    principal: 'Luis Ortega',
    street: '4300 Horizon Peak Parkway',
    ...c.willowFord,
    yearFounded: 1995,
    primaryColor: '#3c1642',
    secondaryColor: '#affc41',
    feedsInto: 33,
    unique: ['Coding and app design', 'Orchestra'],
  },
  {
    nn: 27,
    title: 'Silver Sage Middle School',
    abbreviation: 'SSM',
    kind: 'middle',
    mascot: 'Stallions',
    principal: 'Amanda Price',
    street: '2500 Silver Sage Lane',
    ...c.prairieHollow,
    yearFounded: 1981,
    primaryColor: '#2b2d42',
    secondaryColor: '#8d99ae',
    feedsInto: 32,
    unique: ['Advanced math pathway', 'Theatre company'],
  },
  {
    nn: 28,
    title: 'Thunder Basin Middle School',
    abbreviation: 'TBM',
    kind: 'middle',
    mascot: 'Thunderbirds',
    principal: 'Marcus Bell',
    street: '7100 Thunder Basin Road',
    ...c.cedarBluff,
    yearFounded: 2009,
    primaryColor: '#03045e',
    secondaryColor: '#00b4d8',
    feedsInto: 33,
    unique: ['Biomedical science elective', 'Esports club'],
  },
  {
    nn: 29,
    title: 'Wildflower Middle School',
    abbreviation: 'WFM',
    kind: 'middle',
    mascot: 'Wolves',
    principal: 'Janet Ruiz',
    street: '3900 Wildflower Drive',
    ...c.meadowlark,
    yearFounded: 1998,
    primaryColor: '#432818',
    secondaryColor: '#ffe6a7',
    feedsInto: 34,
    unique: ['Spanish immersion continuation', 'Outdoor lab school partnership'],
  },
  {
    nn: 30,
    title: 'Meadowlark High School',
    abbreviation: 'MHS',
    kind: 'high',
    mascot: 'Larks',
    principal: 'Dr. Keith Morrison',
    street: '1000 Meadowlark Parkway',
    ...c.meadowlark,
    yearFounded: 1958,
    primaryColor: '#0b3d2e',
    secondaryColor: '#f4d35e',
    unique: ['International Baccalaureate Diploma Programme', 'State champion marching band'],
  },
  {
    nn: 31,
    title: 'Granite Peak High School',
    abbreviation: 'GPH',
    kind: 'high',
    mascot: 'Miners',
    principal: 'Sandra Holloway',
    street: '2400 Granite Peak Road',
    ...c.cedarBluff,
    yearFounded: 1975,
    primaryColor: '#343a40',
    secondaryColor: '#e63946',
    unique: ['Career and technical education center', 'Welding and construction trades'],
  },
  {
    nn: 32,
    title: 'Prairie View High School',
    abbreviation: 'PVH',
    kind: 'high',
    mascot: 'Pronghorns',
    principal: 'Victor Chen',
    street: '6000 Prairie View Drive',
    ...c.prairieHollow,
    yearFounded: 1990,
    primaryColor: '#7b2cbf',
    secondaryColor: '#ffd60a',
    unique: ['Advanced Placement Capstone', 'Agricultural science and FFA'],
  },
  {
    nn: 33,
    title: 'Summit Ridge High School',
    abbreviation: 'SRH',
    kind: 'high',
    mascot: 'Summiteers',
    principal: 'Dr. Alicia Freeman',
    street: '3100 Summit Ridge Boulevard',
    ...c.willowFord,
    yearFounded: 2006,
    primaryColor: '#023e8a',
    secondaryColor: '#90e0ef',
    unique: ['Concurrent enrollment with Front Range Community College', 'Aerospace pathway'],
  },
  {
    nn: 34,
    title: 'Valley Vista High School',
    abbreviation: 'VVH',
    kind: 'high',
    mascot: 'Vipers',
    principal: 'Howard Jensen',
    street: '4700 Valley Vista Way',
    ...c.meadowlark,
    yearFounded: 2016,
    primaryColor: '#1b263b',
    secondaryColor: '#e0a458',
    unique: ['Health sciences academy', 'Unified sports'],
  },
  {
    nn: 35,
    title: 'Bison Trail Middle School',
    abbreviation: 'BTM',
    kind: 'middle',
    mascot: 'Bison',
    principal: 'Teresa Lopez',
    street: '9200 Bison Trail',
    ...c.willowFord,
    yearFounded: 2019,
    primaryColor: '#582f0e',
    secondaryColor: '#a4ac86',
    feedsInto: 34,
    unique: ['Flexible learning studios', 'Newest middle school'],
  },
  {
    nn: 36,
    title: 'Little Larks Early Learning Center',
    abbreviation: 'LLC',
    kind: 'preschool',
    mascot: 'Little Larks',
    principal: 'Maria Gonzales',
    street: '150 Nestling Lane',
    ...c.meadowlark,
    yearFounded: 2011,
    primaryColor: '#8f2d56',
    secondaryColor: '#ffbc42',
    unique: ['Play-based preschool', 'Integrated special education classrooms'],
  },
  {
    nn: 37,
    title: 'Sunflower Preschool',
    abbreviation: 'SFP',
    kind: 'preschool',
    mascot: 'Sunflowers',
    principal: 'Diane Whitaker',
    street: '780 Sunflower Drive',
    ...c.prairieHollow,
    yearFounded: 2014,
    primaryColor: '#6f4518',
    secondaryColor: '#ffd000',
    unique: ['Family and child play groups', 'Colorado Universal Preschool provider'],
  },
  {
    nn: 38,
    title: 'Frontier Options High School',
    abbreviation: 'FOH',
    kind: 'alternative',
    mascot: 'Trailblazers',
    principal: 'Kendra Mills',
    street: '500 Frontier Street',
    ...c.cedarBluff,
    yearFounded: 1996,
    primaryColor: '#264653',
    secondaryColor: '#2a9d8f',
    unique: ['Flexible schedules and credit recovery', 'Evening classes for working students'],
  },
];

const LEVELS: Record<SchoolKind, EducationLevel[]> = {
  preschool: ['Preschool'],
  elementary: ['Kindergarten', 'Elementary'],
  middle: ['Middle'],
  high: ['High'],
  alternative: ['High'],
};

const GRADES: Record<SchoolKind, string[]> = {
  preschool: ['Preschool'],
  elementary: ['K', '1', '2', '3', '4', '5'],
  middle: ['6', '7', '8'],
  high: ['9', '10', '11', '12'],
  alternative: ['9', '10', '11', '12'],
};

const SCHOOL_TYPE: Record<SchoolKind, string> = {
  preschool: 'Early Childhood Center',
  elementary: 'Neighborhood Elementary School',
  middle: 'Neighborhood Middle School',
  high: 'Comprehensive High School',
  alternative: 'Alternative High School',
};

const OFFERINGS: Record<SchoolKind, string[]> = {
  preschool: [
    'Half-day and full-day preschool',
    'Special education services',
    'Family engagement nights',
  ],
  elementary: [
    'Full-day kindergarten',
    'Art, music and physical education',
    'Gifted and talented services',
    'English language development',
    'Before- and after-school care',
  ],
  middle: [
    'Advanced math and language arts',
    'Band, choir and orchestra',
    'World languages',
    'Interscholastic athletics',
    'Counseling and student supports',
  ],
  high: [
    'Advanced Placement courses',
    'Concurrent enrollment',
    'Career and technical education',
    'Athletics and activities',
    'College and career counseling',
  ],
  alternative: [
    'Credit recovery',
    'Small class sizes',
    'Work-study placements',
    'Concurrent enrollment',
  ],
};

/** Organization id of a school by its number (`…0000000001NN`). */
export function schoolOrganizationId(nn: number): string {
  return `6f1b2c3d-0000-4000-8000-0000000001${String(nn).padStart(2, '0')}`;
}

// The fictional valley sits on the high plains east of the Front Range.
const CENTER = { lat: 39.6012, lon: -104.7135 };
const CITY_OFFSET: Record<string, { lat: number; lon: number }> = {
  Meadowlark: { lat: 0, lon: 0 },
  'Cedar Bluff': { lat: 0.055, lon: -0.06 },
  'Prairie Hollow': { lat: -0.05, lon: 0.065 },
  'Willow Ford': { lat: 0.045, lon: 0.07 },
};

function boundary(abbr: string, lat: number, lon: number, radius: number, seed: string): string {
  const random = createRandom(`boundary:${seed}`);
  const points: [number, number][] = [];
  const sides = 7;
  for (let i = 0; i < sides; i++) {
    const angle = (i / sides) * Math.PI * 2;
    const r = radius * (0.75 + random.next() * 0.4);
    points.push([
      Number((lon + Math.cos(angle) * r * 1.3).toFixed(5)),
      Number((lat + Math.sin(angle) * r).toFixed(5)),
    ]);
  }
  points.push(points[0] as [number, number]);
  return JSON.stringify({
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { schoolAbbr: abbr, kind: 'boundary' },
        geometry: { type: 'Polygon', coordinates: [points] },
      },
    ],
  });
}

function phone(nn: number): string {
  return `(303) 555-01${String(nn).padStart(2, '0')}`;
}

function hoursFor(kind: SchoolKind): string {
  switch (kind) {
    case 'preschool':
      return 'Monday–Friday, 7:30 a.m.–5:30 p.m. (classes 8:15 a.m.–2:45 p.m.)';
    case 'elementary':
      return 'Monday–Friday, 7:45 a.m.–3:45 p.m. (school day 8:20 a.m.–3:20 p.m.)';
    case 'middle':
      return 'Monday–Friday, 7:15 a.m.–3:30 p.m. (school day 7:55 a.m.–2:55 p.m.)';
    default:
      return 'Monday–Friday, 7:00 a.m.–3:30 p.m. (school day 7:25 a.m.–2:35 p.m.)';
  }
}

const byNumber = new Map(SCHOOLS.map((s) => [s.nn, s]));

/** "an early childhood center", "a neighborhood elementary school". */
function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

// Highlights that start with a name keep their capitals ("its Spanish immersion strand").
const NAMED_HIGHLIGHT =
  /^(Spanish|Leader in Me|Kindness Club|International Baccalaureate|Advanced Placement|IB |STEM)/;

/** A highlight as it reads inside a sentence: "Outdoor classroom" -> "outdoor classroom". */
function lowerFirst(text: string): string {
  return NAMED_HIGHLIGHT.test(text) ? text : `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

function school(seed: SchoolSeed): Organization {
  const random = createRandom(`school:${seed.abbreviation}`);
  const offset = CITY_OFFSET[seed.city] ?? { lat: 0, lon: 0 };
  const lat = CENTER.lat + offset.lat + (random.next() - 0.5) * 0.05;
  const lon = CENTER.lon + offset.lon + (random.next() - 0.5) * 0.06;
  const host = `${seed.abbreviation.toLowerCase()}.${DEMO_DISTRICT.domain}`;
  const feeders = SCHOOLS.filter((s) => s.feedsInto === seed.nn).map((s) => s.title);
  const radius = seed.kind === 'high' ? 0.03 : seed.kind === 'middle' ? 0.022 : 0.012;
  const enrollment: Record<SchoolKind, [number, number]> = {
    preschool: [90, 160],
    elementary: [320, 640],
    middle: [700, 1150],
    high: [1500, 2400],
    alternative: [180, 260],
  };
  const [low, high] = enrollment[seed.kind];
  const assistant = random.pick([
    'Jordan Ellis',
    'Casey Morgan',
    'Taylor Brooks',
    'Riley Navarro',
    'Avery Patel',
    'Morgan Lee',
  ]);
  return {
    id: schoolOrganizationId(seed.nn),
    title: seed.title,
    abbreviation: seed.abbreviation,
    parentOrganization: { id: DEMO_DISTRICT.organizationId },
    status: 'Published',
    boundaryMapCoordinates: boundary(seed.abbreviation, lat, lon, radius, seed.abbreviation),
    location: { lat: lat.toFixed(6), lon: lon.toFixed(6) },
    educationLevels: LEVELS[seed.kind],
    gradeLevels: GRADES[seed.kind],
    administrators: [`${seed.principal}, Principal`, `${assistant}, Assistant Principal`],
    feederOrganizations: feeders,
    instructionTypes:
      seed.kind === 'alternative'
        ? ['In person', 'Hybrid', 'Evening']
        : seed.kind === 'preschool'
          ? ['Half day', 'Full day']
          : ['In person'],
    offerings: OFFERINGS[seed.kind],
    uniqueOfferings: seed.unique,
    address: { zip: seed.zip, city: seed.city, state: 'CO', street1: seed.street, street2: null },
    hours: hoursFor(seed.kind),
    phone: phone(seed.nn),
    website: `https://${host}`,
    facebook: `https://www.facebook.com/${seed.title.replace(/[^A-Za-z]/g, '')}`,
    instagram: `https://www.instagram.com/${seed.abbreviation.toLowerCase()}_${seed.mascot.toLowerCase().replace(/[^a-z]/g, '')}`,
    twitter: `https://twitter.com/${seed.abbreviation}${seed.mascot.replace(/[^A-Za-z]/g, '')}`,
    email: `${seed.abbreviation.toLowerCase()}-office@${DEMO_DISTRICT.domain}`,
    enrollment: String(random.int(low, high)),
    elevatorPitch: `${seed.title} is home to the ${seed.mascot}: ${withArticle(SCHOOL_TYPE[seed.kind].toLowerCase())} in ${seed.city}, known for its ${lowerFirst(seed.unique[0] ?? 'teachers')}.`,
    // No photographs in the fictional district: pages are shared with the drawn card (brand route).
    exteriorPhotoUrl: null,
    fax: `(303) 555-01${String(seed.nn + 40).padStart(2, '0')}`,
    mission: `At ${seed.title}, every student is known by name, strength and need, and leaves ready for the next step.`,
    openSeats: seed.kind === 'high' || seed.kind === 'preschool' ? null : String(random.int(0, 45)),
    schoolType: SCHOOL_TYPE[seed.kind],
    tagline: `Proud to be ${seed.mascot}`,
    vision: 'Curious learners, kind neighbors, confident graduates.',
    yearFounded: String(seed.yearFounded),
    awardsHonors: random.chance(0.5)
      ? `Colorado Department of Education Performance rating, ${random.int(2019, 2024)}`
      : `John Irwin School of Excellence, ${random.int(2017, 2023)}`,
    logoImageUrl: `/brand/${seed.abbreviation.toLowerCase()}-logo.svg`,
    mascotImageUrl: `/brand/${seed.abbreviation.toLowerCase()}-mascot.svg`,
    primaryColor: seed.primaryColor,
    secondaryColor: seed.secondaryColor,
  };
}

const district: Organization = {
  id: DEMO_DISTRICT.organizationId,
  title: DEMO_DISTRICT.name,
  abbreviation: 'MVSD',
  parentOrganization: null,
  status: 'Published',
  boundaryMapCoordinates: boundary('MVSD', CENTER.lat + 0.01, CENTER.lon + 0.005, 0.11, 'MVSD'),
  location: { lat: CENTER.lat.toFixed(6), lon: CENTER.lon.toFixed(6) },
  educationLevels: ['Preschool', 'Kindergarten', 'Elementary', 'Middle', 'High'],
  gradeLevels: ['Preschool', 'K', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'],
  administrators: [
    'Dr. Miriam Castellanos, Superintendent',
    'Dr. Owen Fairbanks, Deputy Superintendent',
    'Lydia Chen, Chief Financial Officer',
  ],
  feederOrganizations: [],
  instructionTypes: ['In person', 'Hybrid', 'Online'],
  offerings: [
    'Preschool through grade 12',
    'International Baccalaureate',
    'Career and technical education',
    'Special education',
    'Gifted and talented services',
    'English language development',
  ],
  uniqueOfferings: [
    'Meadowlark Valley Online Academy',
    'Frontier Options High School',
    'Outdoor Lab School at Bear Creek',
  ],
  address: {
    zip: '80191',
    city: 'Meadowlark',
    state: 'CO',
    street1: '2500 Education Center Drive',
    street2: 'Suite 100',
  },
  hours: 'Monday–Friday, 7:30 a.m.–4:30 p.m.; summer hours Monday–Thursday, 7:00 a.m.–5:00 p.m.',
  phone: '(303) 555-0100',
  website: DEMO_DISTRICT.website,
  facebook: DEMO_SOCIAL.facebook,
  instagram: DEMO_SOCIAL.instagram,
  twitter: DEMO_SOCIAL.twitter,
  email: `info@${DEMO_DISTRICT.domain}`,
  enrollment: '31420',
  elevatorPitch:
    'Meadowlark Valley School District serves more than 31,000 students in 38 schools across Meadowlark, Cedar Bluff, Prairie Hollow and Willow Ford.',
  exteriorPhotoUrl: null,
  fax: '(303) 555-0199',
  mission: 'Every student, every day: inspired to learn, prepared to lead, connected to community.',
  openSeats: null,
  schoolType: 'Public School District',
  tagline: 'Where every student takes flight',
  vision: 'Meadowlark Valley graduates are ready for the future they choose.',
  yearFounded: '1952',
  awardsHonors: 'Accredited with Distinction by the Colorado Department of Education',
  logoImageUrl: '/brand/mvsd-logo.svg',
  mascotImageUrl: '/brand/mvsd-mascot.svg',
  primaryColor: '#173f5f',
  secondaryColor: '#f6b93b',
};

const intranet: Organization = {
  ...district,
  id: DEMO_DISTRICT.intranetOrganizationId,
  title: 'Meadowlark Valley Staff Intranet',
  abbreviation: 'INSIDER',
  parentOrganization: { id: DEMO_DISTRICT.organizationId },
  boundaryMapCoordinates: null,
  educationLevels: [],
  gradeLevels: [],
  feederOrganizations: [],
  offerings: ['Staff news', 'Human resources', 'Technology help', 'Professional learning'],
  uniqueOfferings: [],
  website: `https://insider.${DEMO_DISTRICT.domain}`,
  email: `insider@${DEMO_DISTRICT.domain}`,
  enrollment: null,
  elevatorPitch:
    'News, tools and resources for the 4,100 people who work at Meadowlark Valley schools.',
  schoolType: 'Staff Intranet',
  tagline: 'For the people who make it happen',
  logoImageUrl: '/brand/insider-logo.svg',
  mascotImageUrl: null,
  primaryColor: '#2d3142',
  secondaryColor: '#ef8354',
};

/** Every organization of the demo district: the district, the intranet and 38 schools. */
export const DEMO_ORGANIZATIONS: readonly Organization[] = [
  district,
  intranet,
  ...SCHOOLS.map(school),
];

/** The district organization. */
export const DEMO_DISTRICT_ORGANIZATION: Organization = district;

/** The intranet organization. */
export const DEMO_INTRANET_ORGANIZATION: Organization = intranet;

/** The kind of school an organization is, or null for the district and the intranet. */
export function schoolKindOf(organization: Organization): SchoolKind | null {
  const entry = Object.entries(SCHOOL_TYPE).find(([, type]) => type === organization.schoolType);
  return entry ? (entry[0] as SchoolKind) : null;
}

/** Looks up a school's seed title by number (for content that mentions sister schools). */
export function schoolTitle(nn: number): string {
  return byNumber.get(nn)?.title ?? DEMO_DISTRICT.name;
}

/** Host name of an organization's site (`age.meadowlarkvalley.org`; the district is `www`). */
export function organizationHost(organization: Organization): string {
  if (organization.id === DEMO_DISTRICT.organizationId) return `www.${DEMO_DISTRICT.domain}`;
  return `${organization.abbreviation.toLowerCase()}.${DEMO_DISTRICT.domain}`;
}
