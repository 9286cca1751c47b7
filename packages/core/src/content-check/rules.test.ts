import { describe, expect, it } from 'vitest';
import {
  type ContentCheckInput,
  checkContent,
  countBySeverity,
  RULE_IDS,
  type RuleId,
} from './check';
import { formatFileSize } from './rules';

const check = (html: string, extra: Partial<ContentCheckInput> = {}) =>
  checkContent({ html, title: 'Lunch menus', language: 'en', ...extra });

const rulesOf = (html: string, extra: Partial<ContentCheckInput> = {}) =>
  check(html, extra).map((f) => f.rule);

/** Each rule: content that fails it and content that passes, as an editor might write them. */
const EXAMPLES: Record<
  RuleId,
  { fails: string; passes: string; extra?: Partial<ContentCheckInput>; criterion: string }
> = {
  'page-title': {
    fails: '<p>Menus are posted monthly.</p>',
    passes: '<p>Menus are posted monthly.</p>',
    criterion: '2.4.2',
  },
  'image-alt': {
    fails: '<p><img src="/media/playground.jpg"></p>',
    passes: '<p><img src="/media/playground.jpg" alt="Children on the new climbing frame"></p>',
    criterion: '1.1.1',
  },
  'heading-in-body': {
    fails: '<h1>Breakfast</h1><p>Served from 7:30.</p>',
    passes: '<h2>Breakfast</h2><p>Served from 7:30.</p>',
    criterion: '1.3.1',
  },
  'heading-skipped': {
    fails: '<h2>Meals</h2><h4>Breakfast</h4>',
    passes: '<h2>Meals</h2><h3>Breakfast</h3><h4>Hot options</h4><h2>Prices</h2>',
    criterion: '1.3.1',
  },
  'empty-link': {
    fails: '<p><a href="/menus"></a> Menus</p>',
    passes: '<p><a href="/menus"><img src="/i.png" alt="Menus"></a></p>',
    criterion: '2.4.4',
  },
  'empty-button': {
    fails: '<button></button>',
    passes: '<button>Print the menu</button>',
    criterion: '4.1.2',
  },
  'vague-link': {
    fails: '<p>For this month’s menu <a href="/menus">click here</a>.</p>',
    passes: '<p><a href="/menus">This month’s lunch menu</a></p>',
    criterion: '2.4.4',
  },
  'file-link': {
    fails: '<p><a href="https://files.example.org/menu.pdf">October menu</a></p>',
    passes: '<p><a href="https://files.example.org/menu.pdf">October menu (PDF, 240 KB)</a></p>',
    criterion: '2.4.4',
  },
  'table-headers': {
    fails:
      '<table><tr><td>Monday</td><td>Pizza</td></tr><tr><td>Tuesday</td><td>Tacos</td></tr></table>',
    passes:
      '<table><tr><th scope="col">Day</th><th scope="col">Meal</th></tr><tr><td>Monday</td><td>Pizza</td></tr></table>',
    criterion: '1.3.1',
  },
  'iframe-title': {
    fails: '<iframe src="https://video.example.org/embed/1"></iframe>',
    passes:
      '<iframe src="https://video.example.org/embed/1" title="Video: a day in our kitchen"></iframe>',
    criterion: '4.1.2',
  },
  'colour-only': {
    fails: '<p>Please complete the fields in red before you send the form.</p>',
    passes: '<p>Please complete the fields marked “required” before you send the form.</p>',
    criterion: '1.3.3',
  },
  capitals: {
    fails: '<p>ALL MEAL APPLICATIONS MUST BE RETURNED BY FRIDAY.</p>',
    passes:
      '<p>All meal applications must be returned by <strong>Friday</strong>. Ask the FNS office.</p>',
    criterion: '1.4.8',
  },
  'language-change': {
    fails:
      '<p>Menus are posted monthly.</p><p>Las solicitudes de comidas gratis están disponibles en la oficina de su escuela y en el sitio web del distrito.</p>',
    passes:
      '<p>Menus are posted monthly.</p><p lang="es">Las solicitudes de comidas gratis están disponibles en la oficina de su escuela y en el sitio web del distrito.</p>',
    criterion: '3.1.2',
  },
};

describe('content checker rules', () => {
  for (const rule of RULE_IDS) {
    const example = EXAMPLES[rule];
    describe(rule, () => {
      it(`reports content that fails it, citing WCAG ${example.criterion}`, () => {
        const extra = rule === 'page-title' ? { title: '  ' } : example.extra;
        const found = check(example.fails, extra).filter((f) => f.rule === rule);
        expect(found).toHaveLength(1);
        expect(found[0]?.criterion).toBe(example.criterion);
        expect(found[0]?.problem.length).toBeGreaterThan(20);
        expect(found[0]?.fix.length).toBeGreaterThan(20);
      });
      it('passes content written well', () => {
        expect(rulesOf(example.passes, example.extra)).toEqual([]);
      });
    });
  }
});

describe('content checker', () => {
  it('locates each finding by its tag, its index among that tag and a short excerpt', () => {
    const [finding] = check(
      '<p><a href="/a">Our menus</a> and <a href="/b">read more</a></p><p><a href="/c">Prices</a></p>',
    );
    expect(finding?.element).toEqual({ tag: 'a', index: 1, excerpt: 'read more' });
  });

  it('names an image by its file name when it has no text', () => {
    const [finding] = check('<img src="https://cdn.example.org/2024/IMG_2041.JPG?w=300">');
    expect(finding?.element?.excerpt).toBe('IMG_2041.JPG');
  });

  it('lists findings in document order, the title first', () => {
    const found = check('<p><a href="/x">here</a></p><h1>Menus</h1><img src="a.png">', {
      title: '',
    });
    expect(found.map((f) => f.rule)).toEqual([
      'page-title',
      'vague-link',
      'heading-in-body',
      'image-alt',
    ]);
  });

  it('cuts long excerpts at a word', () => {
    const long =
      'Las solicitudes de comidas gratis están disponibles en la oficina de su escuela y en el sitio web';
    const [finding] = check(`<p>${long}</p>`);
    expect(finding?.element?.excerpt.endsWith('…')).toBe(true);
    expect(finding?.element?.excerpt.length).toBeLessThanOrEqual(61);
  });

  it('counts findings by severity', () => {
    expect(
      countBySeverity(
        check('<h1>A</h1><p><a href="/m">more</a></p><p>THIS IS A VERY LONG SHOUT HERE</p>'),
      ),
    ).toEqual({
      error: 1,
      warning: 1,
      advice: 1,
    });
  });

  it('finds nothing in clean content', () => {
    expect(
      check(
        '<p>Free and reduced-price meals are available. <a href="/apply">Apply for free meals</a>.</p>',
      ),
    ).toEqual([]);
  });
});

describe('image-alt', () => {
  it.each(['DSC_0042', 'IMG 2041', 'photo-12', 'menu.png', 'screenshot 3'])(
    'takes “%s” for a file name',
    (alt) => {
      expect(rulesOf(`<img src="x.jpg" alt="${alt}">`)).toEqual(['image-alt']);
    },
  );

  it('accepts an empty alternative text: the image is decoration', () => {
    expect(rulesOf('<img src="line.png" alt="">')).toEqual([]);
  });
});

describe('headings', () => {
  it('starts a message’s headings under its h2: an h2 in a message is at the title’s level', () => {
    expect(rulesOf('<h2>Details</h2>', { headingsUnder: 2 })).toEqual(['heading-in-body']);
    expect(rulesOf('<h3>Details</h3>', { headingsUnder: 2 })).toEqual([]);
  });

  it('reports a first heading that skips below the title', () => {
    const [finding] = check('<h3>Details</h3>');
    expect(finding?.rule).toBe('heading-skipped');
    expect(finding?.problem).toContain('Heading 3 comes after a Heading 1');
    expect(finding?.fixedOnPublish).toBe(true);
  });

  it('goes back up any number of levels', () => {
    expect(rulesOf('<h2>A</h2><h3>B</h3><h4>C</h4><h2>D</h2><h3>E</h3>')).toEqual([]);
  });
});

describe('vague-link', () => {
  it.each([
    'Click here',
    'here',
    'Read more…',
    'More',
    'https://www.example.org/menus',
    'www.example.org',
  ])('reports “%s”', (text) => {
    expect(rulesOf(`<p><a href="/menus">${text}</a></p>`)).toEqual(['vague-link']);
  });

  it('accepts vague text when the link’s aria-label says more', () => {
    expect(
      rulesOf('<p><a href="/menus" aria-label="Read more about lunch menus">Read more</a></p>'),
    ).toEqual([]);
  });

  it('still reports it when the aria-label is as vague', () => {
    expect(rulesOf('<p><a href="/menus" aria-label="more">Read more</a></p>')).toEqual([
      'vague-link',
    ]);
  });
});

describe('file-link', () => {
  it('asks for the size when the CMS knows it and the text lacks it', () => {
    const href = 'https://files.example.org/menu.docx';
    const [finding] = check(`<p><a href="${href}">October menu (Word)</a></p>`, {
      fileSizes: { [href]: 245_760 },
    });
    expect(finding?.fix).toContain('(Word, 240 KB)');
    expect(finding?.fixedOnPublish).toBe(false);
  });

  it('says the published page adds the type', () => {
    const [finding] = check('<p><a href="/files/minutes.PDF?v=2">Minutes</a></p>');
    expect(finding?.problem).toContain('PDF file');
    expect(finding?.fixedOnPublish).toBe(true);
  });

  it('leaves web pages alone', () => {
    expect(rulesOf('<p><a href="/files/policies">Board policies</a></p>')).toEqual([]);
  });

  it('writes sizes as readers know them', () => {
    expect([formatFileSize(900), formatFileSize(245_760), formatFileSize(3 * 1024 * 1024)]).toEqual(
      ['900 bytes', '240 KB', '3 MB'],
    );
  });
});

describe('table-headers', () => {
  it('leaves one-row and layout tables alone', () => {
    expect(rulesOf('<table><tr><td>Only</td></tr></table>')).toEqual([]);
    expect(
      rulesOf('<table role="presentation"><tr><td>A</td></tr><tr><td>B</td></tr></table>'),
    ).toEqual([]);
  });
});

describe('colour-only', () => {
  it.each([
    'Click the green button to apply.',
    'Closed days are shown in red.',
    'The dates highlighted in yellow are half days.',
  ])('reports “%s”', (text) => {
    expect(rulesOf(`<p>${text}</p>`)).toEqual(['colour-only']);
  });

  it('leaves a colour that is not an instruction alone', () => {
    expect(rulesOf('<p>Wear red on Friday for school spirit.</p>')).toEqual([]);
  });

  it('reports a passage once, at the smallest block that holds it', () => {
    const found = check('<ul><li><p>Closed days are shown in red.</p></li></ul>');
    expect(found.map((f) => f.element?.tag)).toEqual(['p']);
  });
});

describe('capitals', () => {
  it('leaves short acronyms and headings of a few words alone', () => {
    expect(rulesOf('<p>The PTA and FNS meet at ESC on Monday.</p><h2>FREE MEALS</h2>')).toEqual([]);
  });
});

describe('language-change', () => {
  it('uses the nearest lang attribute', () => {
    expect(
      rulesOf(
        '<div lang="es"><p>Las solicitudes de comidas gratis están disponibles en la oficina de su escuela.</p></div>',
      ),
    ).toEqual([]);
  });

  it('reports English in a Spanish page', () => {
    const [finding] = check(
      '<p>Applications for free meals are available at the office of your school and on the website.</p>',
      { language: 'es-MX' },
    );
    expect(finding?.problem).toContain('seems to be in English, but it is marked as Spanish');
  });

  it('tells Arabic by its script', () => {
    expect(rulesOf('<p>وجبات مجانية متاحة لجميع الطلاب في المدرسة</p>')).toEqual([
      'language-change',
    ]);
  });
});
