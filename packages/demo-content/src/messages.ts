/**
 * Messages of `messages-index`: announcements, stories and notifications, with dates relative to
 * `now` so the demo always has current news, a few expired items and a few scheduled ones.
 */
import type { IndexLink } from '@district/core/entities/link';
import type { MessageIndexDocument } from '@district/core/entities/message';
import { DEMO_DISTRICT } from './district';
import { schoolOrganizationId, schoolTitle } from './organizations';
import { slugify, stableUuid } from './prng';

const DAY = 86_400_000;
const HOUR = 3_600_000;

type Owner = 'district' | 'intranet' | number;

interface MessageSeed {
  title: string;
  summary: string;
  body: string[];
  channel: 'Announcements' | 'News & Stories' | 'Notifications';
  categories: string[];
  tags?: string[];
  /** Days before `now` it was published; negative = scheduled for the future. */
  daysAgo: number;
  /** Days after `now` it expires; negative = already expired; undefined = never. */
  expiresIn?: number;
  owner?: Owner;
  /** Defaults: `District Wide` for district messages, the owner for school ones. */
  destinations?: string[];
  districtFeatured?: boolean;
  featured?: boolean;
  links?: IndexLink[];
}

const WWW = `www.${DEMO_DISTRICT.domain}`;
const ALL_HOSTS = `*.${DEMO_DISTRICT.domain}`;
const host = (abbr: string) => `${abbr.toLowerCase()}.${DEMO_DISTRICT.domain}`;
// Messages are shown on every site they are sent to, and a school site does not have the
// district's pages: a link to a district page is written as the district site's address.
const onDistrictSite = (url: string) =>
  url.startsWith('/') ? `${DEMO_DISTRICT.website}${url}` : url;
const cta = (title: string, url: string): IndexLink => ({
  type: 'Call to Action',
  url: onDistrictSite(url),
  title,
});
const link = (title: string, url: string): IndexLink => ({
  type: 'Link',
  url: onDistrictSite(url),
  title,
});
const detail = (title: string, url: string): IndexLink => ({
  type: 'Detail Link',
  url: onDistrictSite(url),
  title,
});

const DISTRICT_MESSAGES: MessageSeed[] = [
  // Announcements
  {
    channel: 'Announcements',
    title: 'Kindergarten registration opens for next fall',
    summary:
      'Children who turn five by October 1 can enroll in free full-day kindergarten at their neighborhood school.',
    body: [
      'Registration for next year’s kindergarten class is open. Every Meadowlark Valley elementary school offers tuition-free, full-day kindergarten, and registering early helps schools plan classes and staffing.',
      'Bring proof of residency, your child’s birth certificate and immunization records to your neighborhood school or the Enrollment Center. Kindergarten round-up visits are scheduled at every elementary school in April.',
    ],
    categories: ['Enrollment'],
    tags: ['Kindergarten'],
    daysAgo: 3,
    districtFeatured: true,
    links: [
      cta('Register now', '/register'),
      link('About kindergarten', '/academics/kindergarten'),
    ],
  },
  {
    channel: 'Announcements',
    title: 'School choice round one closes January 15',
    summary:
      'Apply now to attend a school outside your neighborhood, including IB, immersion and STEM programs.',
    body: [
      'Round one of school choice is open for the next school year. Families may apply to up to three schools, and focus programs such as IB and Spanish immersion have their own application steps.',
      'Decisions are e-mailed in February. Applications received after January 15 are considered in round two, as space allows.',
    ],
    categories: ['Enrollment'],
    daysAgo: 12,
    expiresIn: 40,
    links: [cta('Apply for school choice', '/school-choice')],
  },
  {
    channel: 'Announcements',
    title: 'Winter weather: how we decide to close schools',
    summary: 'Closure decisions are made by 5:00 a.m. and sent by text, phone and e-mail.',
    body: [
      'When snow or ice is forecast, district staff drive routes across the valley starting at 3:00 a.m. and consult with the National Weather Service and neighboring districts. Superintendent Castellanos makes the final call by 5:00 a.m.',
      'If schools are closed or delayed, families receive a text message, phone call and e-mail, and the news is posted at the top of every district website.',
    ],
    categories: ['Safety', 'Delays and Closures'],
    tags: ['Weather'],
    daysAgo: 30,
    links: [link('Alerts and communication', '/alerts-and-communication')],
  },
  {
    channel: 'Announcements',
    title: 'Bus tracking app now shows live arrival times',
    summary:
      'Families can see where their student’s bus is and get an alert when it is ten minutes away.',
    body: [
      'The bus tracking app now shows live arrival times for every route. Families sign in with their parent portal account and choose the stops they want to follow.',
      'Students in grades 6–12 can also use the app to check which bus they are assigned for activity and late routes.',
    ],
    categories: ['Transportation'],
    tags: ['Technology'],
    daysAgo: 9,
    links: [cta('Set up bus tracking', '/buses-and-transportation')],
  },
  {
    channel: 'Announcements',
    title: 'Board of Education adopts next year’s budget',
    summary:
      'The $412 million budget raises starting pay and adds mental health staff at every middle school.',
    body: [
      'The Board of Education unanimously adopted the general fund budget at its regular meeting. The budget raises the starting teacher salary to $52,000, adds a mental health professional at every middle school and funds the second year of the literacy plan.',
      'The adopted budget, presentations and the Financial Advisory Committee’s recommendations are posted on the financial transparency page.',
    ],
    categories: ['Board of Education', 'Finance'],
    daysAgo: 21,
    links: [link('Financial transparency', '/financial-transparency')],
  },
  {
    channel: 'Announcements',
    title: 'Free sports physicals at Valley Vista High School',
    summary: 'Student athletes can get a free physical on Saturday from 9 a.m. to 1 p.m.',
    body: [
      'Partners from Valley Community Health will offer free sports physicals for middle and high school athletes in the Valley Vista High School health sciences wing. No appointment is needed.',
      'Bring a completed health history form signed by a parent or guardian. Physicals are valid for one calendar year.',
    ],
    categories: ['Athletics'],
    daysAgo: 6,
    expiresIn: 10,
  },
  {
    channel: 'Announcements',
    title: 'Summer meals for kids at six sites',
    summary:
      'Free breakfast and lunch for anyone 18 and younger, Monday through Thursday in June and July.',
    body: [
      'Nutrition Services will serve free breakfast and lunch to children and teens at six school sites this summer. No registration or proof of income is required.',
      'Adults may buy a meal for $4.50. A list of sites and serving times is posted on the Food and Nutrition Services page.',
    ],
    categories: ['Food and Nutrition'],
    daysAgo: -20,
    expiresIn: 90,
    links: [link('Food and Nutrition Services', '/food-and-nutrition-services')],
  },
  {
    channel: 'Announcements',
    title: 'Update your emergency contacts before winter',
    summary:
      'Make sure you receive closure alerts by checking your phone numbers in the parent portal.',
    body: [
      'Each winter some families miss closure alerts because their phone number has changed. Take two minutes to review your contact information in the parent portal.',
      'You can choose to receive alerts by text, phone call, e-mail or all three.',
    ],
    categories: ['Communication'],
    daysAgo: 15,
    links: [cta('Open the parent portal', '/login/#tab-families')],
  },
  {
    channel: 'Announcements',
    title: 'Hiring fair for bus drivers and nutrition workers',
    summary: 'Interviews on the spot, paid training and a $2,000 hiring bonus for bus drivers.',
    body: [
      'Meadowlark Valley is hiring bus drivers, bus aides and nutrition workers. Applicants can interview on the spot at the Transportation Center.',
      'Bus drivers receive paid commercial driver’s license training and a $2,000 hiring bonus after 90 days.',
    ],
    categories: ['Careers'],
    daysAgo: 4,
    expiresIn: 14,
    links: [cta('See open positions', 'https://jobs.meadowlarkvalley.org')],
  },
  {
    channel: 'Announcements',
    title: 'Calendar survey: share your feedback on the draft calendars',
    summary:
      'The Calendar Task Force wants to hear from families and staff before it makes a recommendation.',
    body: [
      'The Calendar Task Force has posted two draft calendars for the school year after next. Option A starts after Labor Day; option B starts in mid-August with a full week off at Thanksgiving.',
      'The survey takes about five minutes and is available in English, Spanish, Vietnamese and Amharic.',
    ],
    categories: ['Calendars', 'Community'],
    daysAgo: 2,
    expiresIn: 18,
    links: [
      cta('Take the survey', 'https://forms.meadowlarkvalley.org/calendar-survey'),
      link('Calendar Task Force', '/calendar-task-force'),
    ],
  },
  {
    channel: 'Announcements',
    title: 'Bond construction: summer work at 14 schools',
    summary:
      'Roof, heating and secure entrance projects will close some buildings to summer programs.',
    body: [
      'Bond crews will replace roofs and heating systems at 14 schools this summer, and install secure entrances at nine more. Summer school and camps at affected buildings have moved to nearby sites.',
      'Weekly construction updates are posted on the bond page.',
    ],
    categories: ['Bond', 'Facilities'],
    tags: ['Construction'],
    daysAgo: 18,
    links: [link('2024 Bond Measure', '/2024-bond-measure')],
  },
  {
    channel: 'Announcements',
    title: 'New attendance line for reporting absences',
    summary: 'Report an absence for any school with one phone number or online.',
    body: [
      'Families can now report an absence for any Meadowlark Valley school by calling one number, (303) 555-0177, or through the parent portal. Reports made before 9:00 a.m. stop the automated absence call.',
      'Please still call the school directly for early pick-ups.',
    ],
    categories: ['Communication'],
    daysAgo: 40,
  },
  {
    channel: 'Announcements',
    title: 'Spring state testing schedule',
    summary: 'CMAS, PSAT and SAT dates for students in grades 3 through 11.',
    body: [
      'State assessments will take place in April. Elementary and middle schools test in the mornings; high school juniors take the SAT on the school day in mid-April.',
      'Families who wish to excuse a student from state testing should submit the opt-out form to the school office.',
    ],
    categories: ['Assessment', 'Academics'],
    daysAgo: 25,
    links: [link('Assessment', '/academics/assessment')],
  },
  {
    channel: 'Announcements',
    title: 'Public hearing on student fees',
    summary: 'Comment on next year’s proposed course and activity fees at the next board meeting.',
    body: [
      'The Board of Education will hold a public hearing on proposed student fees at its next regular meeting. The proposal keeps elementary fees at zero and reduces the athletic participation fee from $150 to $125.',
      'Written comments may be e-mailed to the board office before the meeting.',
    ],
    categories: ['Board of Education', 'Finance'],
    daysAgo: 1,
    expiresIn: 13,
  },
  {
    channel: 'Announcements',
    title: 'Sixth graders head to Outdoor Lab School',
    summary: 'Packing lists and medication forms are due two weeks before each school’s week.',
    body: [
      'Every sixth grader spends a week at the Outdoor Lab School at Bear Creek. Each school’s dates, the packing list and the required medication forms are posted on the Programs page.',
      'Scholarships cover the full cost for families who need them.',
    ],
    categories: ['Academics'],
    daysAgo: 33,
    expiresIn: -3,
  },
  {
    channel: 'Announcements',
    title: 'Holiday break food drive results',
    summary: 'Schools collected 41,000 pounds of food for the Valley Food Bank.',
    body: [
      'Thank you to every family and staff member who gave to the holiday food drive. Together our schools collected more than 41,000 pounds of food.',
      'Lone Pine Elementary collected the most food per student for the third year in a row.',
    ],
    categories: ['Community'],
    daysAgo: 70,
    expiresIn: -40,
  },
  {
    channel: 'Announcements',
    title: 'Nominate a Teacher of the Year',
    summary:
      'Nominations for the annual Excellence in Education awards close the first Friday in March.',
    body: [
      'Do you know a teacher, support professional or volunteer who makes a difference? Nominate them for this year’s Excellence in Education awards.',
      'Honorees are celebrated at a banquet in May and receive a grant for their school.',
    ],
    categories: ['Community'],
    tags: ['Awards'],
    daysAgo: 8,
    expiresIn: 35,
    links: [cta('Submit a nomination', '/community-and-involvement/annual-awards')],
  },
  {
    channel: 'Announcements',
    title: 'New secure entrances: what visitors should expect',
    summary:
      'Visitors now check in with a photo ID in the front office before entering the school.',
    body: [
      'As secure vestibules open at more schools, every visitor will be asked to show a photo ID and check in at the front office window before entering. The process takes about a minute.',
      'Volunteers who have completed a background check receive a badge that speeds up check-in.',
    ],
    categories: ['Safety'],
    daysAgo: 11,
    links: [link('Safety and Security', '/safety-and-security')],
  },
  {
    channel: 'Announcements',
    title: 'Parent Academy: helping your teen plan for college',
    summary: 'A free evening class on applications, financial aid and concurrent enrollment.',
    body: [
      'Counselors from all five high schools will lead a Parent Academy class on planning for college, completing the FAFSA and earning college credit in high school.',
      'Childcare and interpretation in Spanish and Vietnamese are provided.',
    ],
    categories: ['Family Engagement', 'College and Career'],
    daysAgo: -3,
    expiresIn: 20,
    links: [link('Parent Academy', '/parent-academy')],
  },
  {
    channel: 'Announcements',
    title: 'Middle school late start schedule',
    summary: 'Starting next fall, middle schools will begin at 8:40 a.m.',
    body: [
      'Following a year of study and community feedback, the Board of Education approved a later start for middle schools beginning next fall. The school day will run from 8:40 a.m. to 3:40 p.m.',
      'Bus routes and before-school activities will be adjusted over the summer.',
    ],
    categories: ['Calendars', 'Board of Education'],
    daysAgo: 45,
  },
  // Stories
  {
    channel: 'News & Stories',
    title: 'Meadowlark High marching band wins state title',
    summary: 'The Larks took first place in 5A at the state marching band championships.',
    body: [
      'For the second time in four years, the Meadowlark High School marching band is state champion. The 180-member band earned the highest music and visual scores in the 5A division with its show, “Prairie Sky.”',
      '“These students put in hundreds of hours in the summer heat,” said band director Paul Lindgren. “They earned every point.”',
    ],
    categories: ['Student Achievement'],
    tags: ['Awards', 'Arts'],
    daysAgo: 10,
    owner: 30,
    destinations: ['District Wide'],
    districtFeatured: true,
    featured: true,
  },
  {
    channel: 'News & Stories',
    title: 'Meet the district’s Teacher of the Year',
    summary:
      'Juniper Elementary fourth-grade teacher Rosa Delgado has taught in the valley for 22 years.',
    body: [
      'Rosa Delgado still remembers the first student she taught to read. Twenty-two years later, the Juniper Elementary fourth-grade teacher is Meadowlark Valley’s Teacher of the Year.',
      'Colleagues describe her as the teacher who knows every family’s story. Her classroom library, built from garage sales and donations, now holds more than 2,000 books in English and Spanish.',
    ],
    categories: ['Community'],
    tags: ['Awards', 'Staff Spotlight'],
    daysAgo: 14,
    districtFeatured: true,
  },
  {
    channel: 'News & Stories',
    title: 'Students build tiny homes for local families',
    summary:
      'Granite Peak construction students finished their third tiny home for the Valley Housing Partnership.',
    body: [
      'Students in Granite Peak High School’s construction trades pathway handed over the keys to their third tiny home this month. The 280-square-foot home will house a family through the Valley Housing Partnership.',
      'Students framed walls, ran electrical and plumbing under the supervision of licensed tradespeople, and many earned industry certificates along the way.',
    ],
    categories: ['College and Career'],
    tags: ['Student Achievement'],
    daysAgo: 20,
    owner: 31,
    destinations: ['District Wide'],
  },
  {
    channel: 'News & Stories',
    title: 'Bus driver marks 30 years behind the wheel',
    summary: 'Earl Johnson has driven route 14 since 1995 and has never missed a stop.',
    body: [
      'When Earl Johnson started driving route 14, some of today’s riders’ parents were on his bus. Thirty years later, he still greets every student by name.',
      '“The kids keep me young,” Johnson said. He plans to keep driving “as long as they’ll let me.”',
    ],
    categories: ['Transportation'],
    tags: ['Staff Spotlight'],
    daysAgo: 27,
  },
  {
    channel: 'News & Stories',
    title: 'Third graders lead reading gains across the district',
    summary: 'The share of third graders reading at grade level rose eight points in two years.',
    body: [
      'Results released this fall show 61 percent of Meadowlark Valley third graders reading at grade level, up from 53 percent two years ago. The gains were largest among multilingual learners.',
      'Principals credit the district’s literacy plan, which trained every kindergarten through third-grade teacher in structured literacy.',
    ],
    categories: ['Academics'],
    tags: ['Student Achievement'],
    daysAgo: 38,
  },
  {
    channel: 'News & Stories',
    title: 'Robotics team heads to world championship',
    summary: 'The Prairie Wind Whirlwinds qualified for the VEX IQ World Championship.',
    body: [
      'Eight Prairie Wind Middle School students will represent Colorado at the VEX IQ World Championship after winning the state Excellence Award.',
      'The team is raising money for travel through a community car wash and an online fundraiser.',
    ],
    categories: ['Student Achievement'],
    tags: ['STEM'],
    daysAgo: 5,
    owner: 23,
    destinations: ['District Wide'],
  },
  {
    channel: 'News & Stories',
    title: 'A garden grows at Aspen Grove',
    summary: 'Students planted 40 raised beds that will supply the cafeteria salad bar.',
    body: [
      'Aspen Grove Elementary’s outdoor classroom now includes 40 raised beds, planted and tended by every grade. This fall’s harvest of squash, tomatoes and greens went straight to the cafeteria salad bar.',
      'The garden was funded by a grant from the Meadowlark Valley Education Foundation and built by parent volunteers.',
    ],
    categories: ['Community', 'Food and Nutrition'],
    tags: ['Family Engagement'],
    daysAgo: 16,
    owner: 1,
    destinations: ['District Wide'],
  },
  {
    channel: 'News & Stories',
    title: 'Nutrition Services wins state award for scratch cooking',
    summary:
      'The Colorado School Nutrition Association honored the district’s farm-to-school program.',
    body: [
      'Meadowlark Valley Nutrition Services received the state’s Farm to School award for cooking more than 60 percent of menu items from scratch and buying from 22 Colorado farms.',
      'Students voted the new green chile chicken bowl their favorite lunch of the year.',
    ],
    categories: ['Food and Nutrition'],
    tags: ['Awards'],
    daysAgo: 50,
  },
  {
    channel: 'News & Stories',
    title: 'Class of 2024 earned $38 million in scholarships',
    summary: 'Graduates from all six high schools received scholarships to more than 200 colleges.',
    body: [
      'Meadowlark Valley’s class of 2024 earned more than $38 million in scholarships, and 412 graduates earned college credit before leaving high school.',
      'Forty-one graduates finished high school with an associate degree through concurrent enrollment.',
    ],
    categories: ['College and Career'],
    tags: ['Student Achievement'],
    daysAgo: 95,
  },
  {
    channel: 'News & Stories',
    title: 'Frontier Options graduates 48 students in winter ceremony',
    summary: 'Many of the graduates balanced school with jobs and families.',
    body: [
      'Forty-eight students crossed the stage at Frontier Options High School’s winter graduation. Many worked full time or cared for children while finishing their credits in evening classes.',
      '“I came here thinking I would never graduate,” said valedictorian Maya Torres, who plans to study nursing.',
    ],
    categories: ['Student Achievement'],
    tags: ['Graduation'],
    daysAgo: 60,
    owner: 38,
    destinations: ['District Wide'],
  },
  {
    channel: 'News & Stories',
    title: 'New elementary school takes shape in Prairie Hollow',
    summary: 'Walls are up at the bond-funded school, which opens in two years.',
    body: [
      'Construction crews have finished the steel frame of the new Prairie Hollow elementary school, the largest project of the 2024 bond. The school will serve 650 students and relieve crowding at Harvest Ridge and Yarrow.',
      'A naming committee of students and neighbors will recommend a name to the Board of Education this spring.',
    ],
    categories: ['Bond', 'Facilities'],
    tags: ['Construction'],
    daysAgo: 24,
  },
  {
    channel: 'News & Stories',
    title: 'Unified bowling team rolls to a perfect season',
    summary: 'Valley Vista’s unified team went undefeated and won the league title.',
    body: [
      'Valley Vista High School’s unified bowling team, which pairs students with and without intellectual disabilities, finished the season undefeated.',
      'More than 300 fans filled Valley Lanes for the championship, the largest crowd in league history.',
    ],
    categories: ['Athletics'],
    tags: ['Student Achievement'],
    daysAgo: 7,
    owner: 34,
    destinations: ['District Wide'],
  },
  {
    channel: 'News & Stories',
    title: 'Summit Ridge students launch a weather balloon',
    summary: 'The aerospace pathway’s balloon reached 98,000 feet before landing in Kansas.',
    body: [
      'Students in Summit Ridge High School’s aerospace pathway designed, launched and tracked a high-altitude balloon carrying cameras and sensors. It reached 98,000 feet before its parachute brought it down near Goodland, Kansas.',
      'The team is analyzing temperature and radiation data for the state science fair.',
    ],
    categories: ['Academics'],
    tags: ['STEM', 'Student Achievement'],
    daysAgo: 31,
    owner: 33,
    destinations: ['District Wide'],
  },
  {
    channel: 'News & Stories',
    title: 'Superintendent’s listening tour visits all 38 schools',
    summary: 'Dr. Castellanos heard from more than 2,000 students, staff and parents this fall.',
    body: [
      'Superintendent Miriam Castellanos finished her fall listening tour with a visit to Sunflower Preschool, the 38th stop. Students asked for more time outside, teachers for fewer meetings and parents for clearer communication.',
      'A summary of what she heard will be presented to the Board of Education in January.',
    ],
    categories: ['Leadership Updates'],
    daysAgo: 42,
  },
  {
    channel: 'News & Stories',
    title: 'Meet the paraprofessional who speaks five languages',
    summary: 'Quail Run’s Amina Yusuf helps newcomer families feel at home.',
    body: [
      'Amina Yusuf greets families at Quail Run Elementary’s newcomer center in Somali, Arabic, Swahili, French or English, whichever they need.',
      'She started as a parent volunteer eight years ago and now leads the school’s family welcome program.',
    ],
    categories: ['English Language Development'],
    tags: ['Staff Spotlight'],
    daysAgo: 19,
    owner: 17,
    destinations: ['District Wide'],
  },
  {
    channel: 'News & Stories',
    title: 'Students’ mural brightens the Willow Ford library',
    summary: 'Paintbrush Hills fifth graders painted a 60-foot mural of valley wildlife.',
    body: [
      'Fifth graders from Paintbrush Hills Elementary spent six weeks designing and painting a 60-foot mural of meadowlarks, pronghorn and prairie dogs for the Willow Ford public library.',
      'The mural was unveiled at a community celebration attended by more than 400 people.',
    ],
    categories: ['Community'],
    tags: ['Arts'],
    daysAgo: 55,
    owner: 9,
    destinations: ['District Wide'],
  },
  {
    channel: 'News & Stories',
    title: 'Counselors add evening hours for college applications',
    summary: 'High school counseling centers stay open until 7 p.m. on Tuesdays through December.',
    body: [
      'To help working families, every high school counseling center is open until 7:00 p.m. on Tuesdays during college application season.',
      'Seniors can drop in for help with applications, essays and the FAFSA.',
    ],
    categories: ['College and Career'],
    daysAgo: 29,
    expiresIn: 30,
  },
  {
    channel: 'News & Stories',
    title: 'Employee wellness center opens at the Education Services Center',
    summary: 'Employees and their families can see a doctor with no copay.',
    body: [
      'The new employee wellness center offers primary care, lab work and health coaching to employees on a district medical plan and their families, with no copay.',
      'Appointments are available from 7:00 a.m. to 6:00 p.m. on weekdays.',
    ],
    categories: ['Careers'],
    tags: ['Staff Spotlight'],
    daysAgo: 36,
  },
  // Intranet
  {
    channel: 'Announcements',
    title: 'Open enrollment for benefits closes Friday',
    summary: 'Review your medical, dental and vision elections in the employee portal.',
    body: [
      'Benefits open enrollment closes at 5:00 p.m. Friday. If you do not make changes, your current elections carry over, except flexible spending accounts, which must be renewed.',
      'Human Resources is holding drop-in help sessions every afternoon this week.',
    ],
    categories: ['Human Resources'],
    daysAgo: 5,
    expiresIn: 3,
    owner: 'intranet',
    destinations: [DEMO_DISTRICT.intranetOrganizationId],
  },
  {
    channel: 'Announcements',
    title: 'Principal meeting agenda: budget scenarios',
    summary: 'Leadership team members: review the three budget scenarios before Thursday.',
    body: [
      'Principals and directors: the three budget scenarios for next year are posted in the leadership folder. Please come to Thursday’s meeting ready to discuss staffing impacts for your building.',
      'These materials are confidential until the board’s public budget work session.',
    ],
    categories: ['Leadership'],
    daysAgo: 2,
    owner: 'intranet',
    destinations: [DEMO_DISTRICT.intranetOrganizationId],
  },
  {
    channel: 'Announcements',
    title: 'Leadership retreat logistics',
    summary: 'The summer leadership retreat will be held at the Outdoor Lab School.',
    body: [
      'This year’s leadership retreat for principals and district directors will take place at the Outdoor Lab School at Bear Creek. Carpools leave the Education Services Center at 7:00 a.m.',
      'Please complete the pre-retreat reading and survey by the end of the month.',
    ],
    categories: ['Leadership'],
    daysAgo: 9,
    expiresIn: 60,
    owner: 'intranet',
    destinations: [DEMO_DISTRICT.intranetOrganizationId],
  },
  {
    channel: 'Announcements',
    title: 'New time entry system goes live',
    summary: 'Hourly staff will clock in through the new system starting next pay period.',
    body: [
      'Hourly employees will use the new time entry system starting with the next pay period. Training videos and a quick-start guide are in the Human Resources section.',
      'Supervisors approve timesheets every other Monday by noon.',
    ],
    categories: ['Human Resources', 'Technology'],
    daysAgo: 12,
    owner: 'intranet',
    destinations: [DEMO_DISTRICT.intranetOrganizationId],
  },
  {
    channel: 'News & Stories',
    title: 'Staff spotlight: the night custodians of Meadowlark High',
    summary: 'A crew of nine keeps the district’s largest building ready every morning.',
    body: [
      'Every night at Meadowlark High School, a crew of nine custodians cleans 320,000 square feet, resets the gym for morning classes and checks every door.',
      '“People don’t see us, but they see our work,” said crew lead Dolores Ramirez.',
    ],
    categories: ['Staff News'],
    tags: ['Staff Spotlight'],
    daysAgo: 13,
    owner: 'intranet',
    destinations: [DEMO_DISTRICT.intranetOrganizationId],
  },
  {
    channel: 'News & Stories',
    title: 'Leadership update: strategic framework mid-year review',
    summary: 'Progress on the four goals, for members of the leadership group.',
    body: [
      'Mid-year data show progress on early literacy and attendance, and flat results in ninth-grade on-track rates. Directors will present school-level results at the next leadership meeting.',
      'Please do not share school-level data outside the leadership group until it is presented to the board.',
    ],
    categories: ['Leadership'],
    daysAgo: 4,
    owner: 'intranet',
    destinations: [DEMO_DISTRICT.intranetOrganizationId],
  },
];

/** School news written from a few templates, so every featured school has its own feed. */
function schoolMessages(): MessageSeed[] {
  const templates: ((nn: number) => MessageSeed)[] = [
    (nn) => ({
      channel: 'Announcements',
      title: `${schoolTitle(nn)} picture day`,
      summary: 'Students will have school pictures taken; order forms went home in Friday folders.',
      body: [
        `Picture day at ${schoolTitle(nn)} is coming up. Order forms went home in Friday folders, and you can also order online with the school code on the form.`,
        'Retake day is scheduled three weeks later for students who are absent or want a new photo.',
      ],
      categories: ['School Events'],
      daysAgo: 6 + (nn % 5),
      expiresIn: 12,
      owner: nn,
    }),
    (nn) => ({
      channel: 'Announcements',
      title: `Family conferences at ${schoolTitle(nn)}`,
      summary: 'Sign up for a 20-minute conference with your student’s teachers.',
      body: [
        'Parent–teacher conferences give families and teachers time to talk about progress and goals. Sign up in the parent portal; interpreters are available on request.',
        'There is no school for students on the Friday after conferences.',
      ],
      categories: ['School Events', 'Calendars'],
      daysAgo: 2 + (nn % 3),
      expiresIn: 20,
      owner: nn,
      links: [cta('Sign up for conferences', '/login/#tab-families')],
    }),
    (nn) => ({
      channel: 'News & Stories',
      title: `${schoolTitle(nn)} students give back`,
      summary:
        'Students organized a coat drive that collected more than 300 coats for neighbors in need.',
      body: [
        `Student council members at ${schoolTitle(nn)} organized a coat drive this fall and collected more than 300 coats, hats and gloves for the Family Resource Center.`,
        'The students sorted and delivered every item themselves.',
      ],
      categories: ['Community'],
      tags: ['Student Achievement'],
      daysAgo: 15 + (nn % 7),
      owner: nn,
    }),
    (nn) => ({
      channel: 'Announcements',
      title: `${schoolTitle(nn)} PTO meeting`,
      summary:
        'All families are welcome at the monthly parent–teacher organization meeting in the library.',
      body: [
        'The parent–teacher organization meets the first Tuesday of every month at 6:00 p.m. in the library. This month the principal will share the school improvement plan.',
        'Childcare is provided in the gym.',
      ],
      categories: ['Family Engagement'],
      daysAgo: 1,
      expiresIn: 7,
      owner: nn,
    }),
    (nn) => ({
      channel: 'News & Stories',
      title: `Welcome back, ${schoolTitle(nn)}!`,
      summary: 'A look at the first weeks of school, new staff and what is coming this year.',
      body: [
        `The halls of ${schoolTitle(nn)} are full again. This year we welcome new teachers in several grades and a refreshed library.`,
        'Thank you to the families who volunteered at open house and the first-day welcome.',
      ],
      categories: ['School News'],
      daysAgo: 75 + nn,
      owner: nn,
    }),
  ];
  const schools = [1, 3, 23, 30];
  return schools.flatMap((nn) => templates.map((template) => template(nn)));
}

/** Notifications covering every display rule and type; dates relative to `now`. */
const NOTIFICATIONS: MessageSeed[] = [
  {
    channel: 'Notifications',
    title: 'All schools are open on a normal schedule',
    summary: 'All Meadowlark Valley schools and offices are open today.',
    body: ['All $organization.title schools and offices are open on a normal schedule today.'],
    categories: ['Delays and Closures'],
    tags: ['Weather Status Normal'],
    daysAgo: 0.2,
    expiresIn: 0.6,
    destinations: [ALL_HOSTS],
    featured: true,
  },
  {
    channel: 'Notifications',
    title: 'Two-hour delay today',
    summary: 'Schools open two hours late; morning preschool is cancelled.',
    body: [
      'Because of icy roads, all schools start two hours late. Morning preschool classes are cancelled, and buses run two hours later than usual.',
    ],
    categories: ['Delays and Closures'],
    tags: ['Weather Status Delayed'],
    daysAgo: 16,
    expiresIn: -15.5,
    destinations: [ALL_HOSTS],
    featured: true,
  },
  {
    channel: 'Notifications',
    title: 'Schools closed today for snow',
    summary: 'All schools and offices are closed; all activities are cancelled.',
    body: [
      'Because of heavy snow, all $organization.title schools and offices are closed today. All activities and athletic events are cancelled.',
    ],
    categories: ['Delays and Closures'],
    tags: ['Weather Status Closed'],
    daysAgo: 23,
    expiresIn: -22.5,
    destinations: [ALL_HOSTS],
    featured: true,
  },
  {
    channel: 'Notifications',
    title: 'Weather closure: early release at noon',
    summary: 'Schools release at noon ahead of the storm; afternoon activities are cancelled.',
    body: [
      'With heavy snow expected this afternoon, all schools will release at noon. Buses will run midday routes.',
    ],
    categories: ['Delays and Closures', 'Weather Closure'],
    daysAgo: 24,
    expiresIn: -23.6,
    destinations: [ALL_HOSTS],
    links: [detail('What early release means', '/alerts-and-communication')],
  },
  {
    channel: 'Notifications',
    title: 'Water main break: Meadowlark High moves to remote learning',
    summary: 'Meadowlark High School students learn from home tomorrow while repairs are made.',
    body: [
      'A water main break near Meadowlark High School has shut off water to the building. Students will learn remotely tomorrow; all other schools are open.',
    ],
    categories: ['Urgent Alert'],
    daysAgo: -2,
    expiresIn: 3,
    destinations: [host('MHS')],
    links: [cta('Remote learning schedule', '/login/#tab-families')],
  },
  {
    channel: 'Notifications',
    title: 'Secure status lifted at Cottonwood Creek',
    summary: 'The secure status at Cottonwood Creek Elementary has been lifted; students are safe.',
    body: [
      'Cottonwood Creek Elementary was placed on secure status because of police activity nearby. The secure status has been lifted and all students are safe.',
    ],
    categories: ['Emergency Alert'],
    daysAgo: 5,
    expiresIn: -4.9,
    destinations: [host('CCE')],
  },
  {
    channel: 'Notifications',
    title: 'Kindergarten registration is open',
    summary: 'Register for free full-day kindergarten at $organization.title.',
    body: [
      'Kindergarten registration is open. Register early to help $organization.title plan for next year.',
    ],
    categories: ['Important Notice'],
    daysAgo: 3,
    expiresIn: 25,
    destinations: [WWW, host('AGE')],
    links: [
      cta('Register now', '/register'),
      detail('About kindergarten', '/academics/kindergarten'),
    ],
  },
  {
    channel: 'Notifications',
    title: 'Route 14 is running 20 minutes late',
    summary: 'A substitute driver is covering route 14 this week.',
    body: [
      'Route 14 will be about 20 minutes late each morning this week while a substitute driver covers the route.',
    ],
    categories: ['Transportation'],
    tags: ['Inline Notice'],
    daysAgo: 1,
    expiresIn: 4,
    destinations: [ALL_HOSTS],
  },
  {
    channel: 'Notifications',
    title: 'Board meeting livestream',
    summary: 'Watch Tuesday’s Board of Education meeting live online.',
    body: ['The next regular Board of Education meeting will be streamed live and recorded.'],
    categories: ['Info Alert'],
    daysAgo: -5,
    expiresIn: 9,
    destinations: [WWW],
    links: [cta('Watch live', 'https://meetings.meadowlarkvalley.org')],
  },
  {
    channel: 'Notifications',
    title: 'Report threats to Safe2Tell',
    summary: 'Never share a threat on social media; report it.',
    body: [
      'If you see a threat online, do not share it. Report it to Safe2Tell at 1-877-542-7233 so it can be investigated right away.',
    ],
    categories: ['Safety'],
    tags: ['Inline Notice - Red'],
    daysAgo: 8,
    expiresIn: 60,
    destinations: [ALL_HOSTS],
  },
  {
    channel: 'Notifications',
    title: 'Meal account balances are low',
    summary: 'Check your student’s meal account before winter break.',
    body: [
      'Many meal accounts are running low. Add money in the parent portal so second meals and à la carte items are not declined.',
    ],
    categories: ['Food and Nutrition'],
    tags: ['Inline Notice - Yellow'],
    daysAgo: 2,
    expiresIn: 12,
    destinations: [ALL_HOSTS],
    links: [cta('Add money', '/login/#tab-families')],
  },
  {
    channel: 'Notifications',
    title: 'Aspen Grove book fair this week',
    summary: 'Shop the book fair in the library before and after school.',
    body: [
      'The Aspen Grove book fair is open in the library before and after school all week. Every purchase adds books to classroom libraries.',
    ],
    categories: ['School Events'],
    tags: ['Floating Notice'],
    daysAgo: 1,
    expiresIn: 5,
    destinations: [host('AGE')],
  },
  {
    channel: 'Notifications',
    title: 'Leadership: budget work session materials posted',
    summary: 'Confidential materials for Thursday’s session are in the leadership folder.',
    body: ['Materials for the budget work session are posted for members of the leadership group.'],
    categories: ['Leadership', 'Important Notice'],
    daysAgo: 1,
    expiresIn: 6,
    owner: 'intranet',
    destinations: [host('INSIDER')],
  },
];

function ownerId(owner: Owner | undefined): string {
  if (owner === undefined || owner === 'district') return DEMO_DISTRICT.organizationId;
  if (owner === 'intranet') return DEMO_DISTRICT.intranetOrganizationId;
  return schoolOrganizationId(owner);
}

/** Every message document of the demo district, dated relative to `now`. */
export function buildMessages(now: Date): MessageIndexDocument[] {
  const seeds = [...DISTRICT_MESSAGES, ...schoolMessages(), ...NOTIFICATIONS];
  const used = new Set<string>();
  return seeds.map((seed) => {
    let slug = slugify(seed.title);
    while (used.has(slug)) slug = `${slug}-2`;
    used.add(slug);
    const owner = ownerId(seed.owner);
    const destinations =
      seed.destinations ?? (typeof seed.owner === 'number' ? [owner] : ['District Wide']);
    // Round to the hour so the same `now` within an hour gives the same documents.
    const publish = new Date(Math.floor((now.getTime() - seed.daysAgo * DAY) / HOUR) * HOUR);
    const expire =
      seed.expiresIn === undefined
        ? null
        : new Date(Math.ceil((now.getTime() + seed.expiresIn * DAY) / HOUR) * HOUR);
    return {
      id: stableUuid(`message:${seed.channel}:${seed.title}`),
      title: seed.title,
      summary: seed.summary,
      slug,
      bodyHtml: seed.body.map((p) => `<p>${p}</p>`).join('\n'),
      status: 'Published',
      publishDateTime: publish.toISOString(),
      expireDateTime: expire ? expire.toISOString() : null,
      channels: [seed.channel],
      categories: seed.categories,
      tags: seed.tags ?? [],
      destinations,
      ownerOrganizationId: owner,
      isDistrictFeatured: seed.districtFeatured ?? false,
      isFeatured: seed.featured ?? false,
      links: JSON.stringify(seed.links ?? []),
    };
  });
}
