/**
 * A fictional company of 1,000 people, generated from a fixed seed: every server, test and
 * reader sees the same rows. It has what server-side demos need: text, numbers, dates,
 * booleans and single-select values to filter and sort, and a reporting line (`managerId`)
 * deep enough for tree data.
 */
import { seeded } from './seeded';
import type { Dataset, Row } from './types';

const DEPARTMENTS = [
  'Engineering',
  'Sales',
  'Support',
  'Marketing',
  'Design',
  'Finance',
  'People',
  'Legal',
] as const;

/** Team titles by department, with a salary base in euros. */
const ROLES: Record<(typeof DEPARTMENTS)[number], [string, number][]> = {
  Engineering: [
    ['Backend engineer', 72000],
    ['Frontend engineer', 70000],
    ['Site reliability engineer', 76000],
    ['QA engineer', 58000],
  ],
  Sales: [
    ['Account executive', 56000],
    ['Sales development rep', 42000],
    ['Solutions consultant', 64000],
  ],
  Support: [
    ['Support specialist', 40000],
    ['Technical support engineer', 52000],
  ],
  Marketing: [
    ['Content strategist', 50000],
    ['Growth marketer', 55000],
    ['Product marketer', 60000],
  ],
  Design: [
    ['Product designer', 64000],
    ['UX researcher', 61000],
  ],
  Finance: [
    ['Financial analyst', 58000],
    ['Accountant', 50000],
  ],
  People: [
    ['Recruiter', 47000],
    ['People partner', 54000],
  ],
  Legal: [
    ['Counsel', 82000],
    ['Paralegal', 46000],
  ],
};

/** Where the company has offices, and how many people sit in each (weights). */
const OFFICES: [country: string, city: string, weight: number][] = [
  ['Portugal', 'Lisbon', 5],
  ['Germany', 'Berlin', 4],
  ['Canada', 'Montreal', 3],
  ['Kenya', 'Nairobi', 2],
  ['India', 'Bengaluru', 3],
  ['Japan', 'Osaka', 1],
  ['Brazil', 'Recife', 2],
  ['Poland', 'Wrocław', 2],
];

const GIVEN = [
  'Amara',
  'Bruno',
  'Chiara',
  'Dmitri',
  'Elif',
  'Farah',
  'Gustavo',
  'Hana',
  'Ilse',
  'Jomo',
  'Kavya',
  'Lukas',
  'Maëlle',
  'Nikhil',
  'Oona',
  'Pedro',
  'Qiu',
  'Rania',
  'Søren',
  'Tomasz',
  'Uma',
  'Vítor',
  'Wanjiru',
  'Xavier',
  'Yui',
  'Zofia',
  'Aiden',
  'Beatriz',
  'Chinedu',
  'Dalia',
  'Emre',
  'Fiona',
  'Gérald',
  'Haruto',
  'Ines',
  'Jonas',
  'Keiko',
  'Leandro',
  'Mireille',
  'Noor',
];
const FAMILY = [
  'Abara',
  'Becker',
  'Castro',
  'Dąbrowski',
  'Esposito',
  'Fernandes',
  'Gagnon',
  'Haddad',
  'Iyer',
  'Jansen',
  'Kamau',
  'Lefebvre',
  'Matsuda',
  'Nowak',
  'Okafor',
  'Pereira',
  'Quintero',
  'Rao',
  'Schulz',
  'Tanaka',
  'Ueda',
  'Varga',
  'Wiśniewska',
  'Xu',
  'Yilmaz',
  'Zimmermann',
  'Mensah',
  'Silva',
  'Tremblay',
  'Krüger',
];

export const EMPLOYEE_COUNT = 1000;

export function generateEmployees(): Row[] {
  const random = seeded(2025);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const officeWeights = OFFICES.reduce((sum, [, , weight]) => sum + weight, 0);
  const office = () => {
    let r = random() * officeWeights;
    for (const entry of OFFICES) if ((r -= entry[2]) < 0) return entry;
    return OFFICES[0]!;
  };
  const day = (from: number, to: number) =>
    new Date(from + Math.floor((random() * (to - from)) / 86_400_000) * 86_400_000)
      .toISOString()
      .slice(0, 10);
  const founded = Date.UTC(2012, 2, 1);
  const now = Date.UTC(2026, 9, 31);

  // Every full name once: 40 given names and 30 family names make 1,200, shuffled.
  const names = GIVEN.flatMap((given) => FAMILY.map((family) => `${given} ${family}`));
  for (let i = names.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [names[i], names[j]] = [names[j]!, names[i]!];
  }

  const rows: Row[] = [];
  const person = (
    department: string,
    role: string,
    base: number,
    managerId: number | null,
    since: number,
  ) => {
    const [country, city] = office();
    const id = rows.length + 1;
    rows.push({
      id,
      name: names[rows.length]!,
      department,
      role,
      country,
      city,
      startDate: day(since, now),
      salary: Math.round((base * (0.85 + random() * 0.4)) / 100) * 100,
      rating: 1 + Math.floor(random() * 5),
      remote: random() < 0.35,
      managerId,
    });
    return id;
  };

  const ceo = person('Finance', 'Chief executive', 180000, null, founded);
  rows[0]!.startDate = '2012-03-01';
  // Heads, then team leads under them, then members under the leads, until 1,000 people.
  const leads: { id: number; department: (typeof DEPARTMENTS)[number] }[] = [];
  for (const department of DEPARTMENTS) {
    const head = person(department, `Head of ${department}`, 130000, ceo, founded);
    for (const [role, base] of ROLES[department]) {
      leads.push({ id: person(department, `${role} lead`, base * 1.3, head, founded), department });
    }
  }
  while (rows.length < EMPLOYEE_COUNT) {
    const lead = pick(leads);
    const [role, base] = pick(ROLES[lead.department]);
    person(lead.department, role, base, lead.id, founded + 365 * 86_400_000);
  }
  return rows;
}

let cache: Row[] | undefined;

/** The day the company was founded: nobody started before it. */
export const FOUNDED = '2012-03-01';
export const SALARY_RANGE = [20_000, 400_000] as const;

/** What a save must keep (PATCH /api/demo-data/employees/<id>/, src/demo-data/change.ts). */
function employeeRules(row: Row, all: readonly Row[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of ['name', 'role', 'city'] as const) {
    const text = String(row[field] ?? '');
    if (!text) errors[field] = 'is required';
    else if (text.length > 80) errors[field] = 'must be at most 80 characters';
  }
  // Only the server sees every row: the rule a browser cannot check alone.
  const namesake = all.find((other) => other.id !== row.id && other.name === row.name);
  if (namesake && !errors.name) errors.name = `is already the name of employee #${namesake.id}`;
  if (typeof row.startDate === 'string' && row.startDate < FOUNDED)
    errors.startDate = `must be on or after ${FOUNDED}, when the company was founded`;
  const salary = Number(row.salary);
  if (salary < SALARY_RANGE[0] || salary > SALARY_RANGE[1])
    errors.salary = `must be from ${SALARY_RANGE[0]} to ${SALARY_RANGE[1]} EUR`;
  if (!Number.isInteger(row.rating) || Number(row.rating) < 1 || Number(row.rating) > 5)
    errors.rating = 'must be a whole number from 1 to 5';
  if (row.managerId !== null) {
    if (row.managerId === row.id) errors.managerId = 'cannot be the employee themselves';
    else if (!all.some((other) => other.id === row.managerId))
      errors.managerId = `no employee has id ${row.managerId}`;
  }
  return errors;
}

export const employees: Dataset = {
  description: `${EMPLOYEE_COUNT} people of a fictional company: department, role, office, start date, salary (EUR), rating, remote, manager.`,
  fields: {
    id: { type: 'number' },
    name: { type: 'string' },
    department: { type: 'singleSelect', options: DEPARTMENTS },
    role: { type: 'string' },
    country: { type: 'singleSelect', options: OFFICES.map(([country]) => country) },
    city: { type: 'string' },
    startDate: { type: 'date' },
    salary: { type: 'number' },
    rating: { type: 'number' },
    remote: { type: 'boolean' },
    managerId: { type: 'number' },
  },
  rows: () => (cache ??= generateEmployees()),
  nullable: ['managerId'],
  tree: { parentField: 'managerId' },
  rules: employeeRules,
};
