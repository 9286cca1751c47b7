/**
 * The text of every CMS page the menus lead to. Each entry is written the way a district
 * communications office would write it; pages.ts turns entries into CMS pages with parents,
 * children, siblings, links and feed overrides. A paragraph writes a link as `[label](url)`: every
 * page that names one of the district's external services links it there (service-links.ts).
 */

import { DEMO_EXTERNAL_SITES as sites } from './district';

/** A page before it is given ids and relations. */
export interface PageSeed {
  path: string;
  title: string;
  /** `landing-page` for section roots; `wayfinding-…` otherwise (default `wayfinding-page`). */
  type?: string;
  /** The parent path when the path itself does not say it (`/college-and-career` → `/academics`). */
  parent?: string;
  category: string;
  summary: string;
  paragraphs: string[];
  bullets?: string[];
  /** Key of the contact group (groups.ts) named in the closing paragraph. */
  contact?: string;
  related?: string[];
  links?: { title: string; url: string; type?: 'Link' | 'Call to Action' }[];
  /** A closing sentence that sends the reader to another site: `{text} <a href={url}>{label}</a>.` */
  elsewhere?: { text: string; label: string; url: string };
}

/** Every page of the district site except the home page and the error page. */
export const PAGE_SEEDS: PageSeed[] = [
  // About Us
  {
    path: '/about-us',
    title: 'About Us',
    type: 'landing-page',
    category: 'About Us',
    summary:
      'Meadowlark Valley School District serves more than 31,000 students in 38 schools across four communities on Colorado’s high plains.',
    paragraphs: [
      'Meadowlark Valley School District was founded in 1952, when four rural school houses along Meadowlark Creek joined to build the valley’s first high school. Today the district serves more than 31,000 students from preschool through grade 12 in Meadowlark, Cedar Bluff, Prairie Hollow and Willow Ford.',
      'Our 4,100 employees include teachers, bus drivers, nutrition workers, counselors, custodians and specialists who share one goal: every student, every day, inspired to learn and prepared to lead. The district is governed by a five-member elected Board of Education and led by Superintendent Dr. Miriam Castellanos.',
    ],
    bullets: [
      '22 elementary schools, 8 middle schools and 5 high schools',
      'Two early learning centers and one alternative high school',
      'A 94% four-year graduation rate for the class of 2024',
    ],
    contact: 'communications',
    related: ['/strategic-framework', '/our-people', '/superintendents-office'],
  },
  {
    path: '/accountability-and-accreditation',
    title: 'Accountability and Accreditation',
    parent: '/about-us',
    category: 'Accountability',
    summary:
      'How the state rates Meadowlark Valley schools, our accreditation status and the committees that review school improvement plans.',
    paragraphs: [
      'Each fall the Colorado Department of Education publishes performance frameworks for every district and school, based on academic achievement, growth and postsecondary readiness. Meadowlark Valley has been Accredited with Distinction for three consecutive years.',
      'Every school writes a Unified Improvement Plan with its School Accountability Committee, a group of parents, staff and community members who review results and help set priorities. The District Accountability Committee meets monthly and reports to the Board of Education each spring.',
    ],
    contact: 'assessment',
    related: ['/academics/assessment', '/community-and-involvement/committees'],
  },
  {
    path: '/2024-bond-measure',
    title: '2024 Bond Measure',
    parent: '/about-us',
    category: 'Bond',
    summary:
      'Track the projects funded by the 2024 bond: safer entrances, new roofs, a career and technical education center and a new elementary school.',
    paragraphs: [
      'In November 2024, voters approved a $385 million bond to repair aging schools, improve safety and relieve crowding in the fast-growing eastern part of the district. The bond does not raise the current tax rate because it replaces debt the district is paying off.',
      'Construction is scheduled in three phases through 2028. Summer projects are planned so that students return to finished classrooms in August, and a citizens’ oversight committee reviews spending every quarter.',
    ],
    bullets: [
      'Secure vestibules at all 38 schools',
      'Roof and heating replacements at 14 buildings',
      'A new elementary school in Prairie Hollow',
      'A districtwide career and technical education center at Granite Peak High School',
    ],
    contact: 'facilities',
    related: ['/financial-transparency', '/community-and-involvement/committees'],
    links: [
      {
        title: 'Bond project dashboard',
        url: 'https://files.meadowlarkvalley.org/bond/2024-bond-project-dashboard.pdf',
      },
    ],
  },
  {
    path: '/financial-transparency',
    title: 'Financial Transparency',
    parent: '/about-us',
    category: 'Finance',
    summary:
      'The district budget, audited financial statements, check registers and salary schedules, published as Colorado law requires.',
    paragraphs: [
      'Meadowlark Valley publishes its adopted budget, annual audit, investment reports and monthly check registers so that every taxpayer can see how school funding is spent. About 84 cents of every general fund dollar goes directly to schools.',
      'The Board of Education adopts the budget each June after two public hearings. The Financial Advisory Committee, made up of parents and community members with finance experience, reviews the proposed budget and makes recommendations to the board.',
    ],
    contact: 'finance',
    related: ['/2024-bond-measure', '/suppliers', '/cora-requests'],
    links: [
      {
        title: 'Adopted budget (PDF)',
        url: 'https://files.meadowlarkvalley.org/finance/adopted-budget.pdf',
      },
    ],
  },
  {
    path: '/login',
    title: 'Logins',
    parent: '/alerts-and-communication',
    category: 'Technology',
    summary:
      'Sign-in links for families, students and staff: the parent portal, the learning platform, meal accounts and school payments.',
    paragraphs: [
      'Families use one Meadowlark Valley account to see grades and attendance in the parent portal, update contact information, pay student fees and add money to meal accounts. If you have more than one child in the district, all of them appear under the same account.',
      'Students sign in to the learning platform and their district-provided device with their student number. Staff sign in to the staff intranet with their district account.',
    ],
    bullets: [
      'Families: parent portal, online payments, meal accounts',
      'Students: learning platform, digital library, email',
      'Staff: staff intranet, payroll and time entry',
    ],
    contact: 'helpdesk',
    related: ['/help-desk', '/district-provided-devices'],
  },
  {
    path: '/our-people',
    title: 'Our People',
    parent: '/about-us',
    category: 'About Us',
    summary: 'Meet the district leadership team and the departments that support our schools.',
    paragraphs: [
      'Behind every classroom is a team of people who make the school day possible: bus drivers who start their routes before sunrise, nutrition workers who serve 28,000 meals a day, and custodians, technicians and specialists who keep 38 buildings running.',
      `The district leadership team works for the Board of Education and supports principals, teachers and staff. Use the [staff directory](${sites.directory}) to find a department or a school office.`,
    ],
    contact: 'superintendent',
    related: ['/superintendents-office', '/careers'],
  },
  {
    path: '/strategic-framework',
    title: 'Strategic Framework',
    parent: '/about-us',
    category: 'Strategic Plan',
    summary:
      'Our five-year strategic framework: the goals, measures and commitments that guide every school’s plan.',
    paragraphs: [
      'The strategic framework was written in 2023 after a year of listening sessions with more than 6,000 students, families, staff and community members. It sets four goals: every student reading by third grade, every student known by an adult at school, every graduate ready for the next step, and a great place to work.',
      'The Board of Education reviews progress on each measure twice a year in public meetings, and every school’s improvement plan connects to at least one of the four goals.',
    ],
    contact: 'superintendent',
    related: ['/accountability-and-accreditation'],
  },
  {
    path: '/strategic-framework/portrait-of-a-graduate',
    title: 'Portrait of a Graduate',
    category: 'Strategic Plan',
    summary:
      'The six qualities every Meadowlark Valley graduate develops, from collaboration to civic engagement.',
    paragraphs: [
      'The Portrait of a Graduate describes what our community wants every student to carry beyond graduation. It was created by a committee of students, parents, employers and teachers and adopted by the Board of Education in 2023.',
      'Teachers use the portrait to design projects and capstone experiences, and high school seniors present a portfolio that shows how they grew in each quality.',
    ],
    bullets: [
      'Critical thinker',
      'Effective communicator',
      'Collaborative contributor',
      'Resilient learner',
      'Engaged citizen',
      'Self-directed planner',
    ],
    contact: 'superintendent',
    related: ['/college-and-career'],
  },
  {
    path: '/professional-learning-communities',
    title: 'Professional Learning Communities',
    parent: '/about-us',
    category: 'Teaching and Learning',
    summary:
      'How teachers work together every week to look at student learning and plan what comes next.',
    paragraphs: [
      'Every Meadowlark Valley school sets aside time each week for teachers to meet in professional learning communities. Teams look at common assessments, share strategies that worked and plan extra help or extension for students who need it.',
      'Wednesday late starts give teams 75 minutes of protected time. Buses run 75 minutes later on Wednesdays, and schools offer supervised activities for students who need to arrive at the usual time.',
    ],
    contact: 'hr',
    related: ['/professional-learning'],
  },
  {
    path: '/calendar-task-force',
    title: 'Calendar Task Force',
    parent: '/about-us',
    category: 'Calendars',
    summary:
      'The community task force that recommends the school calendar, and how to share your feedback.',
    paragraphs: [
      'The Calendar Task Force is a group of 30 parents, teachers, students and staff who recommend school calendars to the Board of Education two years in advance. The task force weighs instructional days, state requirements, holidays and feedback from families.',
      'Draft calendars are posted for comment every January. The board votes on the recommended calendar at its February meeting.',
    ],
    contact: 'communications',
    related: ['/community-and-involvement/committees'],
  },
  {
    path: '/superintendents-office',
    title: "Superintendent's Office",
    parent: '/about-us',
    category: 'Leadership',
    summary: 'Meet Superintendent Dr. Miriam Castellanos and the district leadership team.',
    paragraphs: [
      'Dr. Miriam Castellanos became superintendent in 2021 after serving as a teacher, principal and chief academic officer in Colorado schools for 24 years. She visits every school each semester and holds monthly community coffees.',
      'The superintendent’s office oversees the district’s strategic framework, works with the Board of Education and coordinates the district leadership team.',
    ],
    contact: 'superintendent',
    related: ['/our-people', '/board-of-education', '/strategic-framework'],
  },
  // Academics
  {
    path: '/academics',
    title: 'Academics',
    type: 'landing-page',
    category: 'Academics',
    summary:
      'Curriculum, assessment, advanced programs and pathways from preschool through graduation.',
    paragraphs: [
      'Meadowlark Valley students learn from a guaranteed, viable curriculum aligned to the Colorado Academic Standards, so a student who moves between our schools keeps learning the same content at the same pace.',
      `From full-day kindergarten to International Baccalaureate and concurrent enrollment, our schools offer pathways that match each student’s interests. Families can explore programs at every school on the [schools site](${sites.schools}).`,
    ],
    contact: 'assessment',
    related: ['/programs', '/college-and-career'],
  },
  {
    path: '/academics/alternative-education',
    title: 'Alternative Education',
    type: 'wayfinding-program',
    category: 'Academics',
    summary:
      'Frontier Options High School and other flexible paths to a diploma for students who need a different setting.',
    paragraphs: [
      'Frontier Options High School offers small classes, flexible schedules and evening courses for students who are behind in credits, working, or parenting. Students earn the same Meadowlark Valley diploma as at every other high school.',
      'Students can also recover credits online through Meadowlark Valley Online Academy while staying at their home school. Counselors help each student choose the path that fits.',
    ],
    contact: 'counseling',
    related: ['/student-supports', '/transcripts-and-diplomas'],
  },
  {
    path: '/academics/assessment',
    title: 'Assessment',
    type: 'wayfinding-program',
    category: 'Assessment',
    summary:
      'State tests, district interim assessments and how families can read their student’s score reports.',
    paragraphs: [
      'Students in grades 3 through 11 take Colorado state assessments each spring: CMAS in English language arts, math and science, PSAT in grades 9 and 10, and the SAT in grade 11. Results arrive in family portals in late summer.',
      'Three times a year, students also take short district interim assessments that help teachers adjust instruction. Families may opt a student out of state testing by submitting the form to the school office.',
    ],
    elsewhere: {
      text: 'Test dates, practice tests and guides to the score reports of every state test are published by the',
      label: 'Colorado Department of Education',
      url: 'https://www.cde.state.co.us/assessment',
    },
    contact: 'assessment',
    related: ['/accountability-and-accreditation'],
  },
  {
    path: '/college-and-career',
    title: 'College and Career',
    parent: '/academics',
    type: 'wayfinding-program',
    category: 'College and Career',
    summary:
      'Concurrent enrollment, career pathways, internships and planning for life after high school.',
    paragraphs: [
      'Every high school student builds an Individual Career and Academic Plan with a counselor, starting in grade 9. Students can take tuition-free college courses through concurrent enrollment and graduate with up to an associate degree.',
      'Career and technical education pathways include health sciences, aerospace, construction trades, culinary arts, computer science and agricultural science. Many pathways end with an industry certificate or a paid internship with a local employer.',
    ],
    contact: 'counseling',
    related: ['/strategic-framework/portrait-of-a-graduate', '/transcripts-and-diplomas'],
  },
  {
    path: '/academics/curriculum-and-instruction',
    title: 'Curriculum and Instruction',
    type: 'wayfinding-program',
    category: 'Academics',
    summary:
      'What students learn in each subject, the materials teachers use and how families can review them.',
    paragraphs: [
      'Curriculum teams of teachers select instructional materials through a public review process. Families may review any adopted textbook or digital resource at the Education Services Center or ask their school to see classroom materials.',
      'Elementary students learn to read with a structured literacy program grounded in the science of reading. Secondary courses follow common course outlines so that grades mean the same thing in every school.',
    ],
    contact: 'assessment',
  },
  {
    path: '/english-language-learner',
    title: 'English Language Learners',
    parent: '/academics',
    type: 'wayfinding-program',
    category: 'English Language Development',
    summary: 'Support for the 4,800 multilingual learners who speak one of 92 languages at home.',
    paragraphs: [
      'Students whose families speak a language other than English at home take a short language screener when they enroll. Students who qualify receive English language development every day from a licensed teacher, alongside grade-level classes.',
      'Newcomer centers at Quail Run Elementary and Cedar Ridge Middle School welcome students who are new to the country. Families can ask for a free interpreter at any school meeting.',
    ],
    contact: 'eld',
    related: ['/student-services', '/register'],
  },
  {
    path: '/academics/home-schooling',
    title: 'Home Schooling',
    type: 'wayfinding-program',
    category: 'Academics',
    summary:
      'How to notify the district of home-based education and enroll a home-schooled student in part-time classes.',
    paragraphs: [
      'Colorado families who educate a child at home must send a notice of intent to a school district 14 days before starting, and every year after. Meadowlark Valley accepts notices by mail or through the Enrollment Center.',
      'Home-schooled students may enroll part time in district classes, join after-school activities and take state assessments at their neighborhood school.',
    ],
    contact: 'enrollment',
  },
  {
    path: '/academics/international-baccalaureate',
    title: 'International Baccalaureate',
    type: 'wayfinding-program',
    category: 'Advanced Academics',
    summary:
      'The IB continuum at North Star Elementary, Falcon Bluffs Middle School and Meadowlark High School.',
    paragraphs: [
      'Meadowlark Valley offers all three International Baccalaureate programmes: the Primary Years Programme at North Star Elementary, the Middle Years Programme at Falcon Bluffs Middle School, and the Diploma Programme at Meadowlark High School.',
      'Any district student may apply to the IB Diploma Programme in grade 10. Transportation from each high school attendance area is provided.',
    ],
    contact: 'gifted',
    related: ['/talented-and-gifted', '/school-choice'],
  },
  {
    path: '/academics/international-exchange',
    title: 'International Exchange',
    type: 'wayfinding-program',
    category: 'Academics',
    summary:
      'Hosting exchange students and studying abroad through approved exchange organizations.',
    paragraphs: [
      'Each year our high schools welcome about 40 exchange students from around the world. Exchange students must be placed by an organization on the Council on Standards for International Educational Travel list.',
      'Applications for the following school year are due by May 1. Host families can learn more at the spring information night.',
    ],
    contact: 'enrollment',
  },
  {
    path: '/academics/kindergarten',
    title: 'Kindergarten',
    type: 'wayfinding-program',
    category: 'Kindergarten',
    summary: 'Tuition-free full-day kindergarten at every elementary school, and how to enroll.',
    paragraphs: [
      'Every Meadowlark Valley elementary school offers tuition-free full-day kindergarten. Children who turn five on or before October 1 are eligible to start kindergarten that fall.',
      'Kindergarten registration opens in January. Each school hosts a kindergarten round-up in the spring where children can visit classrooms and meet teachers.',
    ],
    contact: 'enrollment',
    related: ['/preschool', '/register'],
  },
  {
    path: '/preschool',
    title: 'Preschool',
    parent: '/academics',
    type: 'wayfinding-program',
    category: 'Preschool',
    summary:
      'Free Colorado Universal Preschool hours and full-day options at our early learning centers and elementary schools.',
    paragraphs: [
      'Four-year-olds qualify for 15 free hours a week through Colorado Universal Preschool, and some children qualify for full-day care. Meadowlark Valley offers preschool at Little Larks Early Learning Center, Sunflower Preschool and nine elementary schools.',
      'Our integrated classrooms serve children with and without disabilities together. Families can request a free developmental screening through Child Find.',
    ],
    contact: 'enrollment',
    related: ['/academics/kindergarten', '/special-education'],
  },
  {
    path: '/programs',
    title: 'Programs',
    parent: '/academics',
    type: 'wayfinding-program',
    category: 'Academics',
    summary:
      'A guide to the district’s special programs: immersion, STEM, arts, outdoor education and more.',
    paragraphs: [
      'Beyond their neighborhood programs, Meadowlark Valley schools offer focus programs open to students from across the district through school choice. Many of these programs began when teachers and families proposed them.',
      'Every sixth grader spends a week at the Outdoor Lab School at Bear Creek, studying ecology, geology and astronomy in the mountains.',
    ],
    bullets: [
      'Spanish immersion at Aspen Grove, Willow Bend and Wildflower',
      'STEM and engineering at Deerfield, Red Hawk and Prairie Wind',
      'Visual and performing arts at Paintbrush Hills and Golden Meadow',
      'Aerospace and health sciences pathways at Summit Ridge and Valley Vista',
    ],
    contact: 'enrollment',
    related: ['/school-choice'],
  },
  {
    path: '/special-education',
    title: 'Special Education',
    parent: '/student-services',
    type: 'wayfinding-department',
    category: 'Special Education',
    summary:
      'Evaluations, IEPs, center-based programs and Child Find for students from birth to 21.',
    paragraphs: [
      'Students with disabilities receive specially designed instruction under an Individualized Education Program written with their family. Most students are served in their neighborhood school, and center-based programs serve students with significant needs.',
      'Child Find offers free developmental screenings for children from birth to age five. Families who have concerns about a school-age child can ask the school’s special education team for an evaluation at any time.',
    ],
    contact: 'specialEducation',
    related: ['/student-supports', '/preschool'],
  },
  {
    path: '/summer-school',
    title: 'Summer School',
    parent: '/academics',
    type: 'wayfinding-program',
    category: 'Summer',
    summary: 'Summer learning, credit recovery and enrichment camps in June and July.',
    paragraphs: [
      'Summer school runs for four weeks in June at six sites. Elementary and middle school programs focus on reading and math, and high school students can recover or get ahead on credits.',
      'Enrichment camps in robotics, art, theater and sports fill quickly. Registration opens in March, and scholarships are available for families who qualify for free or reduced-price meals.',
    ],
    contact: 'familyEngagement',
  },
  {
    path: '/talented-and-gifted',
    title: 'Talented and Gifted',
    parent: '/academics',
    type: 'wayfinding-program',
    category: 'Advanced Academics',
    summary:
      'How students are identified for gifted services and what programming looks like at each level.',
    paragraphs: [
      'All second and sixth graders take a universal screening test, and families or teachers may refer a student at any grade. Identified students have an Advanced Learning Plan that is reviewed each year.',
      'Gifted programming ranges from cluster classrooms and subject acceleration to the magnet program at Eagle Crest Elementary and advanced pathways in middle and high school.',
    ],
    contact: 'gifted',
    related: ['/academics/international-baccalaureate'],
  },
  // Athletics
  {
    path: '/athletics',
    title: 'Athletics and Activities',
    type: 'landing-page',
    category: 'Athletics',
    summary:
      'Sports, activities, schedules and stadiums for Meadowlark Valley middle and high schools.',
    paragraphs: [
      'More than 9,000 Meadowlark Valley students take part in sports and activities each year, from football and volleyball to unified bowling, esports and speech and debate. Our high schools compete in the Colorado High School Activities Association.',
      'Participation fees are waived for students who qualify for free or reduced-price meals, and every student must have a current physical on file before the first practice.',
    ],
    contact: 'athletics',
    related: ['/student-fees'],
  },
  {
    path: '/athletics/meadowlark-valley-stadiums',
    title: 'Meadowlark Valley Stadiums',
    type: 'wayfinding-page',
    category: 'Athletics',
    summary:
      'Directions, parking, bag policy and accessible seating at Meadowlark Valley Stadium and Prairie Hollow Fieldhouse.',
    paragraphs: [
      'Meadowlark Valley Stadium seats 6,500 and hosts varsity football, soccer, lacrosse and track for all five high schools. Prairie Hollow Fieldhouse hosts basketball, volleyball and wrestling championships.',
      'Both venues follow a clear bag policy. Accessible seating is available on the home side of the stadium; ask any event staff member for help.',
    ],
    contact: 'athletics',
  },
  {
    path: '/athletics/athletics-at-meadowlark-valley',
    title: 'Athletics at Meadowlark Valley',
    category: 'Athletics',
    summary:
      'Our philosophy of education-based athletics, sportsmanship expectations and eligibility rules.',
    paragraphs: [
      'Education-based athletics teach students to work as a team, manage their time and handle both winning and losing with grace. Coaches are teachers first, and academic eligibility is checked every week.',
      'Spectators are expected to model good sportsmanship. Schools may remove fans who harass officials, players or other spectators.',
    ],
    contact: 'athletics',
  },
  {
    path: '/athletics/athletics-calendars',
    title: 'Athletics Calendars',
    category: 'Athletics',
    summary: 'Game schedules for every team, with times, locations and ticket links.',
    paragraphs: [
      'Every home and away game is on the athletics calendar, which you can subscribe to from your phone. Schedules change for weather, so check the calendar on game day.',
      'Tickets for varsity events are sold online only. Students with a school ID and adults with a district activity pass get in free.',
    ],
    contact: 'athletics',
  },
  {
    path: '/athletics/high-school-athletics-programs',
    title: 'High School Athletics Programs',
    type: 'wayfinding-program',
    category: 'Athletics',
    summary: 'The 28 varsity sports offered at Meadowlark Valley high schools, by season.',
    paragraphs: [
      'Our high schools offer 28 varsity sports across fall, winter and spring seasons, plus unified sports where students with and without intellectual disabilities compete together.',
      'Students who attend a school that does not offer their sport may play for another district high school under the school assignment rules.',
    ],
    bullets: [
      'Fall: football, volleyball, cross country, softball, boys soccer, girls golf, boys tennis',
      'Winter: basketball, wrestling, swimming, ice hockey, unified bowling',
      'Spring: baseball, track and field, girls soccer, lacrosse, boys golf, girls tennis',
    ],
    contact: 'athletics',
  },
  {
    path: '/athletics/middle-school-athletics-programs',
    title: 'Middle School Athletics Programs',
    type: 'wayfinding-program',
    category: 'Athletics',
    summary: 'Intramural and interscholastic sports for sixth, seventh and eighth graders.',
    paragraphs: [
      'Middle school athletics are open to every student with no cuts. Seventh and eighth graders compete against other district middle schools, and sixth graders play intramurals after school.',
      'Sports include cross country, volleyball, flag football, basketball, wrestling and track. Late buses run on practice days.',
    ],
    contact: 'athletics',
  },
  {
    path: '/athletics/school-assignment',
    title: 'School Assignment for Athletics',
    category: 'Athletics',
    summary: 'Which high school team a student plays for when their school does not offer a sport.',
    paragraphs: [
      'Students play for the school they attend. When that school does not offer a sport, the student is assigned to a partner school by the Athletics and Activities office, following Colorado High School Activities Association rules.',
      'Home-schooled, online and charter school students play for the district school that serves their home address.',
    ],
    contact: 'athletics',
  },
  // Board of Education
  {
    path: '/board-of-education',
    title: 'Board of Education',
    type: 'landing-page',
    category: 'Board of Education',
    summary:
      'The five elected members who govern Meadowlark Valley School District, their meetings and their policies.',
    paragraphs: [
      'The Board of Education sets the direction of the district, adopts the budget and policies, and hires and evaluates the superintendent. Its five members are elected by voters across the district to four-year terms.',
      `Regular board meetings are held on the second and fourth Tuesday of each month at 6:00 p.m. in the board room of the Education Services Center, and are streamed live on the [board meetings service](${sites.boardMeetings}).`,
    ],
    contact: 'board',
    links: [{ title: 'Agendas and minutes', url: sites.boardDocuments }],
  },
  {
    path: '/board-of-education/board-members',
    title: 'Board Members',
    category: 'Board of Education',
    summary: 'Meet the members of the Board of Education and find out how to contact them.',
    paragraphs: [
      'Board President Angela Whitmore, Vice President Robert Tanaka, Secretary Denise Okafor, Treasurer Luis Hernández and Director Karen Sorensen each represent one of five director districts but are elected by all voters.',
      'You can e-mail the whole board at one address. Messages are shared with every member and with the superintendent.',
    ],
    contact: 'board',
  },
  {
    path: '/board-of-education/board-meetings',
    title: 'Board Meetings',
    category: 'Board of Education',
    summary:
      'Meeting schedule, agendas, public comment and recordings of Board of Education meetings.',
    paragraphs: [
      `Agendas are posted in the [board document portal](${sites.boardDocuments}) at least 24 hours before each meeting. Anyone may speak during public comment for up to three minutes: sign up on the [board meetings service](${sites.boardMeetings}) by noon on the day of the meeting, or in person before the meeting starts.`,
      'Every meeting is streamed live and recorded on the board meetings service; approved minutes are posted in the board document portal after the board adopts them.',
    ],
    contact: 'board',
    related: ['/board-of-education/board-policies'],
  },
  {
    path: '/board-of-education/board-member-elections',
    title: 'Board Member Elections',
    category: 'Board of Education',
    summary: 'How and when Board of Education members are elected, and how to run for the board.',
    paragraphs: [
      'Board elections are held in odd-numbered years as part of the November coordinated election. Candidates must be registered voters who have lived in their director district for at least 12 months.',
      'Nomination petitions are available from the board secretary in August and require 50 valid signatures.',
    ],
    contact: 'board',
  },
  {
    path: '/board-of-education/board-policies',
    title: 'Board Policies',
    category: 'Board Policies',
    summary: 'Search the policies and regulations adopted by the Board of Education.',
    paragraphs: [
      'Board policies are organized by the National School Boards Association coding system, from section A (foundations) to section K (school-community relations). Each policy lists the date it was adopted and last revised.',
      'Proposed policy changes are posted for public comment for at least two weeks before the board votes.',
    ],
    contact: 'board',
  },
  // Careers
  {
    path: '/careers',
    title: 'Careers',
    type: 'landing-page',
    category: 'Careers',
    summary:
      'Join the team: teaching, support and substitute positions at Meadowlark Valley schools.',
    paragraphs: [
      'Meadowlark Valley is one of the largest employers in the valley, with 4,100 employees in 38 schools and a dozen support sites. We hire teachers, paraprofessionals, bus drivers, nutrition workers, custodians, technicians and substitutes all year.',
      `New employees receive a mentor, paid onboarding and a comprehensive benefits package. Apply online through the [recruiting site](${sites.recruiting}), where every open position is listed.`,
    ],
    contact: 'hr',
    links: [
      {
        title: 'See open positions',
        url: sites.recruiting,
        type: 'Call to Action',
      },
    ],
  },
  {
    path: '/careers/employee-benefits',
    title: 'Employee Benefits',
    category: 'Careers',
    summary:
      'Health, dental and vision plans, retirement through Colorado PERA, paid leave and wellness programs.',
    paragraphs: [
      'Full-time employees choose from three medical plans, with the district paying the full employee-only premium of the base plan. Dental, vision, life and disability insurance are also available.',
      'All employees are members of the Colorado Public Employees’ Retirement Association. Paid leave, tuition reimbursement and an employee wellness center round out the package.',
    ],
    contact: 'hr',
  },
  {
    path: '/professional-learning',
    title: 'Professional Learning',
    parent: '/careers',
    category: 'Careers',
    summary: 'Courses, coaching and license renewal credit for Meadowlark Valley educators.',
    paragraphs: [
      'The district offers more than 200 professional learning courses a year, many of them taught by our own teachers. Courses count toward license renewal and salary advancement.',
      'New teachers take part in a two-year induction program with a trained mentor, and instructional coaches support teachers in every building.',
    ],
    contact: 'hr',
    related: ['/professional-learning-communities'],
  },
  {
    path: '/careers/salary-calculator',
    title: 'Teacher Salary Calculator',
    category: 'Careers',
    summary: 'Estimate your starting salary on the Meadowlark Valley teacher salary schedule.',
    paragraphs: [
      'Teachers are placed on the salary schedule by years of experience and education. Up to 15 years of outside teaching experience are credited.',
      'Use the calculator to estimate a starting salary, then confirm your placement with Human Resources after you receive an offer.',
    ],
    contact: 'hr',
  },
  // Community
  {
    path: '/community-and-involvement',
    title: 'Community and Involvement',
    type: 'landing-page',
    category: 'Community',
    summary:
      'Ways to get involved: volunteering, committees, awards and partnerships with Meadowlark Valley schools.',
    paragraphs: [
      'Our schools are stronger when families, neighbors, businesses and community groups take part. Last year more than 11,000 volunteers gave 240,000 hours to Meadowlark Valley students.',
      'You can read with a first grader, coach a robotics team, join an accountability committee or mentor a high school intern.',
    ],
    contact: 'familyEngagement',
  },
  {
    path: '/community-and-involvement/annual-awards',
    title: 'Annual Awards',
    category: 'Community',
    summary:
      'Nominate an outstanding teacher, employee or volunteer for the district’s annual awards.',
    paragraphs: [
      'Each spring the district honors a Teacher of the Year, a Support Professional of the Year and a Volunteer of the Year from nominations submitted by students, families and colleagues.',
      'Nominations open in January and close on the first Friday in March. Honorees are celebrated at the Excellence in Education banquet in May.',
    ],
    contact: 'communications',
  },
  {
    path: '/community-and-involvement/committees',
    title: 'Committees',
    category: 'Community',
    summary: 'District advisory committees that families and community members can join.',
    paragraphs: [
      'Advisory committees bring community voices into district decisions. Members are appointed by the Board of Education for two-year terms, and meetings are open to the public.',
      'Applications for open seats are accepted each August.',
    ],
    bullets: [
      'District Accountability Committee',
      'Financial Advisory Committee',
      'Bond Oversight Committee',
      'Calendar Task Force',
      'Special Education Advisory Committee',
    ],
    contact: 'familyEngagement',
  },
  {
    path: '/community-resources',
    title: 'Community Resources',
    parent: '/community-and-involvement',
    category: 'Community',
    summary: 'Food, housing, health care and counseling resources for families in the valley.',
    paragraphs: [
      'The Family Resource Center connects families with food pantries, housing assistance, health insurance enrollment and low-cost counseling. Staff speak English and Spanish, and interpreters are available for other languages.',
      'Families experiencing homelessness have rights under the McKinney-Vento Act, including transportation to their school of origin.',
    ],
    contact: 'familyEngagement',
    related: ['/food-and-nutrition-services/free-and-reduced', '/student-supports'],
  },
  {
    path: '/hall-of-excellence',
    title: 'Hall of Excellence',
    parent: '/community-and-involvement',
    category: 'Community',
    summary: 'Honoring graduates and staff whose achievements have made a lasting difference.',
    paragraphs: [
      'The Hall of Excellence recognizes Meadowlark Valley graduates and former staff members for outstanding achievement and service. Portraits of inductees hang in the lobby of the Education Services Center.',
      'Anyone may nominate a graduate who finished school at least ten years ago.',
    ],
    contact: 'communications',
  },
  {
    path: '/military',
    title: 'Military Families',
    parent: '/community-and-involvement',
    category: 'Community',
    summary:
      'Support for students from military families, including the Interstate Compact on Educational Opportunity.',
    paragraphs: [
      'About 1,200 students in Meadowlark Valley have a parent serving in the armed forces. School liaisons help with records, course placement and graduation requirements when families move.',
      'Schools recognized as Purple Star Schools offer a trained point of contact and a student-to-student welcome program.',
    ],
    contact: 'counseling',
  },
  {
    path: '/community-and-involvement/volunteering',
    title: 'Volunteering',
    category: 'Community',
    summary: 'Become a school volunteer: background check, training and opportunities.',
    paragraphs: [
      'Volunteers complete a short online application and a background check before working with students. Clearance is good for three years at every district school.',
      'Schools post volunteer opportunities each month, from classroom helpers to field-trip chaperones.',
    ],
    contact: 'familyEngagement',
  },
  // Parent Resources
  {
    path: '/alerts-and-communication',
    title: 'Alerts and Communication',
    type: 'landing-page',
    category: 'Communication',
    summary:
      'How the district reaches families: emergency alerts, weather closures and newsletters.',
    paragraphs: [
      'When weather or an emergency affects schools, we send a text message, phone call and e-mail to families and post the news on this website and on social media. Closure decisions are made by 5:00 a.m.',
      'Make sure your contact information is up to date in the [parent portal](/login/#tab-families) so you receive every alert.',
    ],
    contact: 'communications',
    related: ['/safety-and-security', '/login'],
  },
  {
    path: '/school-closures',
    title: 'School Closures and Delays',
    parent: '/alerts-and-communication',
    category: 'Closures',
    summary:
      'What happens when snow or an emergency closes schools or delays the start of the day.',
    paragraphs: [
      'The superintendent decides by 5:00 a.m. whether schools close or start late. We tell families by text message, phone call and e-mail, and post the news on this website and on social media.',
      `Make-up days are on the [district calendar](${sites.calendar}). If you keep your student home on a day schools are open because travel is unsafe, call the school’s attendance line and the absence is excused.`,
    ],
    bullets: [
      'Closed: no school, and all activities are canceled',
      'Two-hour delay: buses and classes start two hours late; morning preschool is canceled',
      'Early release: buses leave schools at the posted early-release time',
    ],
    contact: 'communications',
    related: ['/alerts-and-communication', '/buses-and-transportation'],
  },
  {
    path: '/buses-and-transportation',
    title: 'Buses and Transportation',
    parent: '/student-services',
    type: 'wayfinding-department',
    category: 'Transportation',
    summary:
      'Bus eligibility, stop times, the bus tracking app and transportation for field trips and activities.',
    paragraphs: [
      'Elementary students who live more than one mile from school, and middle and high school students who live more than two miles away, are eligible for bus service. Our 180 buses drive 19,000 miles every school day.',
      'Use the bus tracking app to see where your student’s bus is in real time. Stop assignments for the new school year are posted in the parent portal in early August.',
    ],
    contact: 'transportation',
    related: ['/safety-and-security'],
  },
  {
    path: '/food-and-nutrition-services',
    title: 'Food and Nutrition Services',
    parent: '/student-services',
    type: 'wayfinding-department',
    category: 'Food and Nutrition',
    summary: 'School menus, meal prices, meal accounts and special diets.',
    paragraphs: [
      'Nutrition Services serves breakfast and lunch in every school, cooked from scratch with ingredients from Colorado farms whenever we can. Menus include a vegetarian choice every day.',
      'Breakfast and lunch are free for all students under Colorado’s Healthy School Meals for All program. Families can still add money to a meal account for second meals and à la carte items.',
    ],
    contact: 'nutrition',
    related: ['/food-and-nutrition-services/free-and-reduced'],
  },
  {
    path: '/food-and-nutrition-services/free-and-reduced',
    title: 'Free and Reduced-Price Meals',
    category: 'Food and Nutrition',
    summary:
      'Why families should still complete a meal benefits application, and how it saves on fees.',
    paragraphs: [
      'Even though every student eats free, a meal benefits application helps your family and your school. Students who qualify have athletic, activity and course fees waived, and schools receive more state funding.',
      'Applications are confidential and take about ten minutes online. Submit a new application every school year.',
    ],
    contact: 'nutrition',
    related: ['/student-fees', '/community-resources'],
  },
  {
    path: '/parent-academy',
    title: 'Parent Academy',
    parent: '/alerts-and-communication',
    category: 'Family Engagement',
    summary:
      'Free classes for parents and caregivers on learning, technology, health and college planning.',
    paragraphs: [
      'Parent Academy offers free evening classes at schools across the district, with childcare and interpretation provided. Topics include helping with math homework, social media safety and paying for college.',
      'Classes are also recorded and posted online for families who cannot attend in person.',
    ],
    contact: 'familyEngagement',
  },
  {
    path: '/register',
    title: 'Register for School',
    type: 'landing-page',
    category: 'Enrollment',
    summary: 'Enroll a new student in Meadowlark Valley schools: what you need and how to start.',
    paragraphs: [
      'New families register online and then bring proof of residency, the student’s birth certificate and immunization records to the Enrollment Center or their neighborhood school. Returning students do not need to register again.',
      `Not sure which school serves your address? Use the [boundary maps](${sites.boundaryMaps}) to find your neighborhood schools.`,
    ],
    bullets: [
      'Proof of residency dated within 30 days',
      'Birth certificate or passport',
      'Immunization records',
      'Custody papers, if applicable',
    ],
    contact: 'enrollment',
    related: ['/school-choice', '/academics/kindergarten'],
    links: [
      {
        title: 'Start online registration',
        url: 'https://enroll.meadowlarkvalley.org',
        type: 'Call to Action',
      },
    ],
  },
  {
    path: '/safety-and-security',
    title: 'Safety and Security',
    parent: '/student-services',
    type: 'wayfinding-department',
    category: 'Safety',
    summary:
      'How we keep schools safe: secure entrances, drills, threat assessment and anonymous reporting.',
    paragraphs: [
      'Every school practices lockdown, evacuation, shelter and secure drills using the Standard Response Protocol. School resource officers serve all five high schools, and the Security Operations Center is staffed around the clock.',
      'Students and families can report safety concerns anonymously through Safe2Tell by calling 1-877-542-7233 or using the app.',
    ],
    contact: 'safety',
    related: ['/alerts-and-communication'],
  },
  {
    path: '/student-fees',
    title: 'Student Fees',
    parent: '/alerts-and-communication',
    category: 'Finance',
    summary: 'Course, activity and athletic fees, how to pay them and how to request a waiver.',
    paragraphs: [
      'The Board of Education approves student fees each spring. Elementary schools charge no classroom supply fees; secondary courses with consumable materials may have a fee of $10 to $60.',
      'Fees are waived for students who qualify for free or reduced-price meals. Pay fees online through the [parent portal](/login/#tab-families).',
    ],
    contact: 'finance',
    related: ['/food-and-nutrition-services/free-and-reduced'],
  },
  {
    path: '/school-choice',
    title: 'School Choice',
    parent: '/register',
    category: 'Enrollment',
    summary: 'Apply to attend a school other than your neighborhood school.',
    paragraphs: [
      'Colorado law lets families apply to any public school. Round one of school choice runs from November to mid-January, and families hear back in February.',
      'Focus programs such as IB, immersion and STEM have their own application steps. Transportation is not provided for choice students outside a school’s attendance area.',
    ],
    contact: 'enrollment',
    related: ['/programs', '/academics/international-baccalaureate'],
  },
  // Student Services
  {
    path: '/student-services',
    title: 'Student Services',
    type: 'landing-page',
    category: 'Student Services',
    summary:
      'Health, counseling, special education, transportation, meals and technology support for students.',
    paragraphs: [
      'Student Services brings together the departments that help students come to school ready to learn: health services, counseling, special education, language support, transportation and nutrition.',
      'Start with your school’s counselor or office; they can connect you with any of these services.',
    ],
    contact: 'counseling',
  },
  {
    path: '/district-provided-devices',
    title: 'District-Provided Devices',
    parent: '/student-services',
    category: 'Technology',
    summary: 'Chromebooks and iPads for every student: care, repairs and internet access at home.',
    paragraphs: [
      'Students in kindergarten through grade 2 use iPads at school, and every student in grades 3 through 12 is issued a Chromebook to use at school and at home.',
      'Devices are filtered on any network. Families without home internet can borrow a hotspot from their school library.',
    ],
    contact: 'helpdesk',
    related: ['/help-desk', '/login'],
  },
  {
    path: '/library',
    title: 'Library Services',
    parent: '/student-services',
    category: 'Library',
    summary: 'School libraries, the digital library and how materials are selected and reviewed.',
    paragraphs: [
      'Every school has a library staffed by a teacher librarian or library technician. Students can borrow e-books and audiobooks any time through the district’s digital library.',
      'Families can ask for a material to be reviewed using the request for reconsideration process in board policy.',
    ],
    contact: 'helpdesk',
  },
  {
    path: '/student-supports',
    title: 'Student Supports',
    parent: '/student-services',
    category: 'Student Services',
    summary: 'Counseling, mental health, attendance and health services for students.',
    paragraphs: [
      'Every school has a counselor, and each middle and high school has a mental health professional on staff. Students can ask to see someone at any time.',
      'School nurses oversee health plans, medication and immunizations. Attendance advocates work with families when a student misses too much school.',
    ],
    contact: 'counseling',
    related: ['/special-education', '/community-resources'],
  },
  {
    path: '/transcripts-and-diplomas',
    title: 'Transcripts and Diplomas',
    parent: '/student-services',
    category: 'Records',
    summary: 'Order a transcript or replacement diploma, or request records of a former student.',
    paragraphs: [
      'Current high school students request transcripts from their school counseling office. Graduates and former students order official transcripts online; most requests are sent within two business days.',
      'Replacement diplomas cost $15 and take about three weeks.',
    ],
    contact: 'records',
  },
  // Quicklinks
  {
    path: '/help-desk',
    title: 'Help Desk',
    category: 'Technology',
    summary: 'Get help with student devices, family logins and district technology.',
    paragraphs: [
      'The Technology Help Desk answers questions from families and staff about logins, devices and district apps. Most password resets can be done on the spot.',
      'For a broken Chromebook, bring it to your school library; a loaner is issued the same day.',
    ],
    contact: 'helpdesk',
    related: ['/district-provided-devices', '/login'],
  },
  {
    path: '/cora-requests',
    title: 'Colorado Open Records Act Requests',
    category: 'Records',
    summary:
      'How to request public records from the district under the Colorado Open Records Act (CORA).',
    paragraphs: [
      'Anyone may ask to inspect public records of the district under the Colorado Open Records Act. Submit your request in writing to the records custodian; the district responds within three working days.',
      'The first hour of research and retrieval is free. Student records are confidential and are requested through Student Records instead.',
    ],
    contact: 'communications',
    related: ['/financial-transparency', '/transcripts-and-diplomas'],
  },
  {
    path: '/suppliers',
    title: 'Suppliers',
    category: 'Finance',
    summary: 'Doing business with the district: supplier registration, bids and purchasing rules.',
    paragraphs: [
      'Businesses that want to sell goods or services to Meadowlark Valley register once in the supplier portal. Purchases over $50,000 require a formal bid or request for proposal.',
      `Current solicitations and bid results are posted on this page and on the [documents site](${sites.files}).`,
    ],
    contact: 'finance',
    related: ['/financial-transparency'],
  },
  {
    path: '/title-ix',
    title: 'Sexual Misconduct and Title IX',
    category: 'Title IX',
    summary:
      'How to report sexual harassment or misconduct, and the district’s Title IX grievance process.',
    paragraphs: [
      'Meadowlark Valley does not tolerate sexual harassment or sexual misconduct in any program or activity. Anyone may report an incident to a school administrator or directly to the district Title IX coordinator.',
      'Reports are handled promptly and fairly, and supportive measures are available to every student and employee involved.',
    ],
    contact: 'titleIx',
    related: ['/non-discrimination', '/safety-and-security'],
  },
  // Footer
  {
    path: '/accessibility',
    title: 'Accessibility',
    category: 'Accessibility',
    summary: 'Our commitment to an accessible website, and how to report a barrier.',
    paragraphs: [
      'Meadowlark Valley School District is committed to making its websites usable by everyone, including people who use screen readers, magnification or keyboard navigation. We aim to meet the Web Content Accessibility Guidelines 2.2 at level AA.',
      'If you find content you cannot use, tell us with the accessibility issue form on this page. We will respond within five business days and provide the information in another format.',
    ],
    contact: 'communications',
    related: ['/non-discrimination'],
  },
  {
    path: '/non-discrimination',
    title: 'Non-Discrimination Notice',
    category: 'Legal',
    summary: 'The district’s notice of non-discrimination and who to contact with concerns.',
    paragraphs: [
      'Meadowlark Valley School District does not discriminate on the basis of race, color, religion, national origin, sex, sexual orientation, gender identity, gender expression, marital status, disability, age or genetic information in its programs, activities or employment.',
      'Questions or complaints may be directed to the Title IX and Civil Rights office.',
    ],
    contact: 'titleIx',
    related: ['/title-ix', '/accessibility'],
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    category: 'Legal',
    summary: 'What information this website collects and how student data is protected.',
    paragraphs: [
      'This website uses a cookie to remember your language choice and counts page views to improve the site. We do not sell information or use it for advertising.',
      'Student data is protected under the Family Educational Rights and Privacy Act and the Colorado Student Data Transparency and Security Act. A list of the online services that receive student data is posted each year.',
    ],
    contact: 'communications',
  },
  {
    path: '/public-notices',
    title: 'Public Notices',
    category: 'Legal',
    summary: 'Legal notices, hearings and required annual notifications.',
    paragraphs: [
      'Public notices of budget hearings, board elections, construction bids and annual notifications required by state and federal law are posted here.',
      'Annual notifications include the asbestos management plan, pesticide application notices and the rights of families under FERPA.',
    ],
    contact: 'communications',
  },
];
