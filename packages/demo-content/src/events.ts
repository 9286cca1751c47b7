/**
 * Events of `events-index` over the 180 days after `now` (the event feed window,
 * docs/behaviour.md#limits), on the district, board, athletics and professional-learning calendars
 * and four school calendars. Times are wall-clock times in America/Denver.
 */
import type { CalendarEvent } from '@district/core/entities/event';
import { DEMO_DISTRICT } from './district';
import { schoolOrganizationId } from './organizations';
import { createRandom, stableUuid } from './prng';

const DAY = 86_400_000;
const WINDOW_DAYS = 180;

// Created on first use, not at import.
let offsetFormat: Intl.DateTimeFormat | null = null;

/** The UTC offset of Denver at an instant, in minutes (-420 in winter, -360 in summer). */
function denverOffsetMinutes(instant: Date): number {
  offsetFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: DEMO_DISTRICT.timeZone,
    timeZoneName: 'shortOffset',
  });
  const name = offsetFormat
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(name ?? '');
  if (!match) return -420;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** The calendar date in Denver of an instant, as UTC midnight of that date. */
function denverDate(instant: Date): Date {
  const local = new Date(instant.getTime() + denverOffsetMinutes(instant) * 60_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
}

/** An instant from a Denver calendar date and a wall-clock time. */
function at(date: Date, hour: number, minute = 0): Date {
  const guess = new Date(date.getTime() + (hour * 60 + minute) * 60_000);
  return new Date(guess.getTime() - denverOffsetMinutes(guess) * 60_000);
}

/** ISO 8601 with Denver's offset, as calendar systems export it. */
function iso(instant: Date): string {
  const offset = denverOffsetMinutes(instant);
  const local = new Date(instant.getTime() + offset * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${local.toISOString().slice(0, 19)}${sign}${hh}:${mm}`;
}

interface Draft {
  calendarId: string;
  title: string;
  summary: string;
  description: string;
  location: string;
  date: Date;
  startHour: number;
  startMinute?: number;
  durationMinutes: number;
  allDay?: boolean;
  owner: string;
}

const ESC = 'Education Services Center, 2500 Education Center Drive, Meadowlark';
const district = DEMO_DISTRICT.organizationId;

const HIGH_SCHOOLS = ['Meadowlark', 'Granite Peak', 'Prairie View', 'Summit Ridge', 'Valley Vista'];
const SPORTS_BY_MONTH: Record<number, string[]> = {
  0: ['Boys Basketball', 'Girls Basketball', 'Wrestling', 'Ice Hockey'],
  1: ['Boys Basketball', 'Girls Basketball', 'Wrestling', 'Girls Swimming'],
  2: ['Baseball', 'Girls Soccer', 'Boys Lacrosse', 'Track and Field'],
  3: ['Baseball', 'Girls Soccer', 'Girls Lacrosse', 'Track and Field'],
  4: ['Baseball', 'Girls Soccer', 'Track and Field', 'Girls Tennis'],
  5: ['Summer Conditioning'],
  6: ['Summer Conditioning'],
  7: ['Football', 'Volleyball', 'Boys Soccer', 'Softball'],
  8: ['Football', 'Volleyball', 'Boys Soccer', 'Softball', 'Cross Country'],
  9: ['Football', 'Volleyball', 'Boys Soccer', 'Boys Tennis'],
  10: ['Football', 'Volleyball', 'Boys Basketball', 'Girls Basketball'],
  11: ['Boys Basketball', 'Girls Basketball', 'Wrestling', 'Ice Hockey'],
};

function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  const first = new Date(Date.UTC(year, month, 1));
  const offset = (weekday - first.getUTCDay() + 7) % 7;
  return new Date(Date.UTC(year, month, 1 + offset + (n - 1) * 7));
}

/** Every event of the demo district in the 180 days after `now`. */
export function buildEvents(now: Date): CalendarEvent[] {
  const random = createRandom('events');
  const today = denverDate(now);
  const end = new Date(today.getTime() + WINDOW_DAYS * DAY);
  const drafts: Draft[] = [];
  const inWindow = (date: Date) =>
    date.getTime() >= today.getTime() && date.getTime() < end.getTime();

  // Board of Education: work session on the 1st Tuesday, regular meetings on the 2nd and 4th.
  for (let m = 0; m <= 6; m++) {
    const year = today.getUTCFullYear();
    const month = today.getUTCMonth() + m;
    const sessions: [number, string, number, number][] = [
      [1, 'Board of Education Work Session', 17, 120],
      [2, 'Regular Board of Education Meeting', 18, 150],
      [4, 'Regular Board of Education Meeting', 18, 150],
    ];
    for (const [n, title, hour, minutes] of sessions) {
      const date = nthWeekday(year, month, 2, n);
      if (!inWindow(date)) continue;
      drafts.push({
        calendarId: 'board-of-education',
        title,
        date,
        startHour: hour,
        durationMinutes: minutes,
        owner: district,
        location: `Board Room, ${ESC}`,
        summary: title.startsWith('Regular')
          ? 'Public meeting of the Board of Education, streamed live.'
          : 'Study session; the board takes no action.',
        description: title.startsWith('Regular')
          ? 'The agenda is posted at least 24 hours in advance. Sign up for public comment online by noon on the day of the meeting or in person before the meeting begins.'
          : 'Work sessions let the board study topics in depth with staff. Work sessions are open to the public, but there is no public comment.',
      });
    }
    // Monthly committees on the 3rd Wednesday and Thursday.
    const dac = nthWeekday(year, month, 3, 3);
    if (inWindow(dac))
      drafts.push({
        calendarId: 'district',
        title: 'District Accountability Committee',
        date: dac,
        startHour: 18,
        durationMinutes: 90,
        owner: district,
        location: `Room 120, ${ESC}`,
        summary: 'Monthly meeting of the District Accountability Committee.',
        description:
          'Parents, staff and community members review school improvement plans and district performance. Meetings are open to the public.',
      });
    const fac = nthWeekday(year, month, 4, 3);
    if (inWindow(fac))
      drafts.push({
        calendarId: 'district',
        title: 'Financial Advisory Committee',
        date: fac,
        startHour: 17,
        startMinute: 30,
        durationMinutes: 90,
        owner: district,
        location: `Room 118, ${ESC}`,
        summary: 'Monthly meeting of the Financial Advisory Committee.',
        description:
          'The committee reviews the district budget and financial reports and advises the Board of Education.',
      });
    const noSchool = nthWeekday(year, month, 5, 2);
    if (inWindow(noSchool))
      drafts.push({
        calendarId: 'district',
        title: 'No School for Students – Professional Learning Day',
        date: noSchool,
        startHour: 0,
        durationMinutes: 24 * 60,
        allDay: true,
        owner: district,
        location: 'All schools',
        summary: 'No school for students; staff professional learning.',
        description:
          'Schools are closed to students while staff take part in professional learning. Offices are open.',
      });
    const pl = nthWeekday(year, month, 3, 1);
    if (inWindow(pl))
      drafts.push({
        calendarId: 'professional-learning',
        title: 'New Teacher Induction Seminar',
        date: pl,
        startHour: 16,
        startMinute: 15,
        durationMinutes: 120,
        owner: DEMO_DISTRICT.intranetOrganizationId,
        location: `Training Room A, ${ESC}`,
        summary: 'Monthly seminar for first- and second-year teachers.',
        description:
          'Induction seminars cover classroom management, family communication and the district curriculum. Counts toward license renewal.',
      });
    const tech = nthWeekday(year, month, 4, 2);
    if (inWindow(tech))
      drafts.push({
        calendarId: 'professional-learning',
        title: 'Technology Office Hours for Staff',
        date: tech,
        startHour: 15,
        startMinute: 30,
        durationMinutes: 90,
        owner: DEMO_DISTRICT.intranetOrganizationId,
        location: 'Technology Services Building',
        summary: 'Drop-in help with district systems.',
        description:
          'Bring your laptop and questions about the learning platform, the gradebook or the new time entry system.',
      });
  }

  // Parent Academy every three weeks, rotating topics.
  const topics = [
    'Helping with Math Homework',
    'Social Media and Your Teen',
    'Paying for College',
    'Understanding Your Child’s IEP',
    'Reading at Home with Young Children',
    'Mental Health First Aid for Parents',
    'Navigating the Parent Portal',
    'Preparing for Middle School',
  ];
  for (let i = 0; i * 21 + 5 < WINDOW_DAYS; i++) {
    const date = new Date(today.getTime() + (i * 21 + 5) * DAY);
    const topic = topics[i % topics.length] as string;
    drafts.push({
      calendarId: 'district',
      title: `Parent Academy: ${topic}`,
      date,
      startHour: 18,
      durationMinutes: 90,
      owner: district,
      location: 'Family Resource Center, 2700 Education Center Drive',
      summary: `A free evening class for families: ${topic.toLowerCase()}.`,
      description:
        'Childcare and interpretation in Spanish and Vietnamese are provided. Please register so we can plan for childcare.',
    });
  }
  // One-off district events at fixed offsets.
  const oneOffs: [number, string, string, string, number, number][] = [
    [
      10,
      'Kindergarten Registration Night',
      'Get help registering for kindergarten, with interpreters on hand.',
      'Enrollment Center',
      16,
      180,
    ],
    [
      24,
      'Support Staff Hiring Fair',
      'Interviews on the spot for bus drivers, nutrition workers and paraprofessionals.',
      'Transportation Center, 9800 Fleet Way',
      10,
      240,
    ],
    [
      38,
      'School Choice Information Night',
      'Learn about focus programs and how school choice works.',
      'Meadowlark High School Auditorium',
      18,
      90,
    ],
    [
      52,
      'Excellence in Education Awards Banquet',
      'Celebrating the Teacher, Support Professional and Volunteer of the Year.',
      'Meadowlark High School Commons',
      18,
      150,
    ],
    [
      66,
      'Calendar Task Force Public Forum',
      'Share your thoughts on the draft school calendars.',
      `Board Room, ${ESC}`,
      18,
      90,
    ],
    [
      80,
      'Special Education Advisory Committee',
      'Families and staff discuss special education services.',
      `Room 120, ${ESC}`,
      18,
      90,
    ],
    [
      95,
      'Summer School Registration Opens',
      'Registration opens for summer learning and enrichment camps.',
      'Online',
      8,
      60,
    ],
    [
      120,
      'Community Budget Town Hall',
      'Hear about next year’s budget and ask questions.',
      `Board Room, ${ESC}`,
      18,
      90,
    ],
    [
      150,
      'Hall of Excellence Induction Ceremony',
      'Honoring this year’s inductees.',
      'Prairie Hollow Fieldhouse',
      18,
      120,
    ],
  ];
  for (const [offset, title, summary, location, hour, minutes] of oneOffs) {
    drafts.push({
      calendarId: 'district',
      title,
      date: new Date(today.getTime() + offset * DAY),
      startHour: hour,
      durationMinutes: minutes,
      owner: district,
      location,
      summary,
      description: `${summary} Everyone is welcome. Questions? Call (303) 555-0100.`,
    });
  }

  // Athletics: two or three varsity games a week at district stadiums.
  for (let day = 1; day < WINDOW_DAYS; day++) {
    const date = new Date(today.getTime() + day * DAY);
    const weekday = date.getUTCDay();
    if (![2, 4, 5].includes(weekday) || random.chance(0.3)) continue;
    const sports = SPORTS_BY_MONTH[date.getUTCMonth()] ?? ['Volleyball'];
    const sport = random.pick(sports);
    const [home, away] = random.sample(HIGH_SCHOOLS, 2) as [string, string];
    const isConditioning = sport === 'Summer Conditioning';
    const venue = /Basketball|Volleyball|Wrestling/.test(sport)
      ? 'Prairie Hollow Fieldhouse'
      : /Swimming/.test(sport)
        ? 'Valley Aquatics Center'
        : /Hockey/.test(sport)
          ? 'Meadowlark Ice Arena'
          : 'Meadowlark Valley Stadium';
    drafts.push({
      calendarId: 'athletics',
      title: isConditioning
        ? `Summer Conditioning – ${home} High School`
        : `Varsity ${sport}: ${home} vs. ${away}`,
      date,
      startHour: weekday === 5 ? 19 : 16,
      startMinute: weekday === 5 ? 0 : 30,
      durationMinutes: 120,
      owner: district,
      location: venue,
      summary: isConditioning
        ? 'Open strength and conditioning for all athletes.'
        : `${home} hosts ${away} in varsity ${sport.toLowerCase()}.`,
      description: isConditioning
        ? 'Athletes must have a current physical on file. Bring water and running shoes.'
        : 'Tickets are sold online only: $6 adults, $4 students and seniors; free with a student ID or district activity pass. Clear bag policy in effect.',
    });
  }

  // Four school calendars.
  const schoolEvents: [number, string, [number, string, string, number, number][]][] = [
    [
      1,
      'aspen-grove-elementary',
      [
        [
          4,
          'Aspen Grove PTO Meeting',
          'Monthly parent–teacher organization meeting; childcare provided.',
          18,
          60,
        ],
        [9, 'Aspen Grove Picture Day', 'School pictures for all students.', 8, 360],
        [17, 'Aspen Grove Book Fair', 'The book fair is open before and after school.', 7, 540],
        [
          31,
          'Aspen Grove Family Literacy Night',
          'Reading games and a free book for every child.',
          17,
          90,
        ],
        [
          34,
          'Aspen Grove PTO Meeting',
          'Monthly parent–teacher organization meeting; childcare provided.',
          18,
          60,
        ],
        [45, 'Aspen Grove Winter Concert', 'Grades 3–5 perform in the gym.', 18, 60],
        [
          64,
          'Aspen Grove PTO Meeting',
          'Monthly parent–teacher organization meeting; childcare provided.',
          18,
          60,
        ],
        [78, 'Aspen Grove Garden Work Day', 'Help prepare the raised beds for spring.', 9, 180],
        [
          101,
          'Aspen Grove Kindergarten Round-Up',
          'Incoming kindergartners visit classrooms and meet teachers.',
          16,
          90,
        ],
        [130, 'Aspen Grove Field Day', 'Outdoor games for every grade.', 9, 300],
      ],
    ],
    [
      3,
      'cottonwood-creek-elementary',
      [
        [
          6,
          'Cottonwood Creek Strings Recital',
          'Third- through fifth-grade strings students perform.',
          18,
          60,
        ],
        [20, 'Cottonwood Creek Creek Clean-Up', 'Families help clean up Meadowlark Creek.', 9, 120],
        [
          41,
          'Cottonwood Creek Family Conferences',
          'Parent–teacher conferences; sign up in the parent portal.',
          15,
          240,
        ],
        [
          88,
          'Cottonwood Creek Science Night',
          'Hands-on experiments for the whole family.',
          17,
          90,
        ],
        [
          140,
          'Cottonwood Creek Fifth Grade Celebration',
          'Celebrating our fifth graders as they move on to middle school.',
          10,
          60,
        ],
      ],
    ],
    [
      23,
      'prairie-wind-middle-school',
      [
        [3, 'Prairie Wind Jazz Band Concert', 'The jazz band and jazz combo perform.', 19, 75],
        [
          15,
          'Prairie Wind Sixth Grade Orientation',
          'Incoming sixth graders tour the school and open their lockers.',
          17,
          90,
        ],
        [
          29,
          'Prairie Wind Robotics Showcase',
          'Teams demonstrate their competition robots.',
          18,
          90,
        ],
        [
          47,
          'Prairie Wind Family Conferences',
          'Parent–teacher conferences; no appointment needed.',
          16,
          180,
        ],
        [
          73,
          'Prairie Wind Spring Musical',
          'The theatre company presents its spring musical.',
          19,
          120,
        ],
        [
          110,
          'Prairie Wind Eighth Grade Continuation',
          'Celebrating the eighth-grade class.',
          10,
          90,
        ],
      ],
    ],
    [
      30,
      'meadowlark-high-school',
      [
        [
          2,
          'Meadowlark High College Application Night',
          'Counselors help seniors finish college applications.',
          17,
          120,
        ],
        [
          8,
          'Meadowlark High IB Information Night',
          'For families of ninth graders considering the IB Diploma Programme.',
          18,
          90,
        ],
        [
          13,
          'Meadowlark High Marching Band Showcase',
          'The state champion Larks perform their season show.',
          19,
          90,
        ],
        [
          26,
          'Meadowlark High FAFSA Completion Night',
          'Get help completing the federal student aid application.',
          17,
          120,
        ],
        [44, 'Meadowlark High Winter Choir Concert', 'Concert choir and chamber singers.', 19, 90],
        [
          60,
          'Meadowlark High Course Registration Opens',
          'Students choose next year’s courses with their counselors.',
          8,
          60,
        ],
        [
          92,
          'Meadowlark High Spring Play',
          'The Larks theatre department presents its spring production.',
          19,
          120,
        ],
        [118, 'Meadowlark High Prom', 'Prom for juniors and seniors.', 20, 240],
        [
          146,
          'Meadowlark High Senior Awards Night',
          'Scholarships and awards for the class.',
          18,
          120,
        ],
        [158, 'Meadowlark High Graduation', 'Commencement at Meadowlark Valley Stadium.', 9, 150],
      ],
    ],
  ];
  for (const [nn, calendarId, items] of schoolEvents) {
    for (const [offset, title, summary, hour, minutes] of items) {
      drafts.push({
        calendarId,
        title,
        date: new Date(today.getTime() + offset * DAY),
        startHour: hour,
        durationMinutes: minutes,
        owner: schoolOrganizationId(nn),
        location: title.startsWith('Meadowlark High Graduation')
          ? 'Meadowlark Valley Stadium'
          : 'School campus',
        summary,
        description: `${summary} All families are welcome.`,
      });
    }
  }

  return drafts
    .filter((d) => inWindow(d.date))
    .map((d) => {
      const start = d.allDay ? at(d.date, 0) : at(d.date, d.startHour, d.startMinute ?? 0);
      const finish = d.allDay
        ? at(new Date(d.date.getTime() + DAY), 0)
        : new Date(start.getTime() + d.durationMinutes * 60_000);
      return {
        id: stableUuid(`event:${d.calendarId}:${d.title}:${d.date.toISOString().slice(0, 10)}`),
        start: iso(start),
        end: iso(finish),
        calendarId: d.calendarId,
        title: d.title,
        summary: d.summary,
        description: d.description,
        location: d.location,
        allDay: d.allDay ?? false,
        ownerOrganizationId: d.owner,
      };
    })
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}
