/**
 * 100,000 order lines of a fictional online shop for outdoor gear, generated from a fixed seed:
 * the large set for lazy loading, and, with its countries, categories, channels and statuses,
 * the set that server-side row grouping and aggregation demos group and sum.
 */
import { seeded } from './seeded';
import type { Dataset, Row } from './types';

export const ORDER_COUNT = 100_000;

/** Countries the shop delivers to, with a weight (their share of orders) and towns of customers. */
const COUNTRIES = [
  ['Germany', 9, ['Freiburg', 'Jena', 'Garmisch']],
  ['France', 7, ['Lyon', 'Annecy', 'Chamonix']],
  ['United Kingdom', 7, ['Leeds', 'Kendal', 'Inverness']],
  ['Netherlands', 4, ['Utrecht', 'Groningen']],
  ['Spain', 5, ['Girona', 'Bilbao']],
  ['Italy', 5, ['Trento', 'Bergamo', 'Bolzano']],
  ['Poland', 3, ['Kraków', 'Zakopane']],
  ['Sweden', 3, ['Umeå', 'Åre']],
  ['Portugal', 2, ['Braga', 'Porto']],
  ['Austria', 2, ['Graz', 'Innsbruck']],
  ['Ireland', 1, ['Cork', 'Galway']],
  ['Denmark', 2, ['Aarhus', 'Odense']],
] as const;

/** Products by category, with a list price in euros. */
const CATALOGUE: Record<string, [string, number][]> = {
  Tents: [
    ['Ridgeline 2 tent', 289],
    ['Fjord 4 family tent', 549],
    ['Bivy shelter', 159],
  ],
  'Sleeping bags': [
    ['Summit -10 down bag', 379],
    ['Trail 5 synthetic bag', 119],
    ['Liner, silk', 49],
  ],
  Backpacks: [
    ['Traverse 45 L pack', 189],
    ['Daypack 22 L', 79],
    ['Hydration vest 8 L', 99],
  ],
  Footwear: [
    ['Scree mid boot', 169],
    ['Trail runner GTX', 149],
    ['Camp sandal', 45],
  ],
  Clothing: [
    ['Storm shell jacket', 259],
    ['Merino base layer', 69],
    ['Fleece midlayer', 89],
    ['Softshell trousers', 109],
  ],
  Cooking: [
    ['Titanium stove', 64],
    ['Cook set, 2 pots', 54],
    ['Gas canister 230 g', 7],
  ],
  Navigation: [
    ['GPS watch', 329],
    ['Baseplate compass', 29],
    ['Map case', 19],
  ],
  Lighting: [
    ['Headlamp 400 lm', 44],
    ['Camp lantern', 39],
  ],
};
const CATEGORIES = Object.keys(CATALOGUE);
const CHANNELS = ['Web shop', 'Mobile app', 'Marketplace', 'Phone'] as const;
const STATUSES = ['Pending', 'Shipped', 'Delivered', 'Returned', 'Cancelled'] as const;

const PREFIX = ['Alpen', 'Nord', 'Blue', 'Granite', 'Cedar', 'Harbour', 'Summit', 'Pine', 'River', 'Lynx'];
const SUFFIX = [
  'Outdoors',
  'Sports',
  'Alpine Club',
  'Expeditions',
  'Guides',
  'Scouts',
  'Adventures',
  'Climbing Club',
];

export function generateOrders(): Row[] {
  const random = seeded(1984);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const countryWeights = COUNTRIES.reduce((sum, [, weight]) => sum + weight, 0);
  const country = () => {
    let r = random() * countryWeights;
    for (const entry of COUNTRIES) if ((r -= entry[1]) < 0) return entry;
    return COUNTRIES[0];
  };
  // Customers: clubs and shops of each country's towns (the rest are private buyers).
  const customersOf = (towns: readonly string[]) =>
    towns.flatMap((town) =>
      PREFIX.flatMap((prefix) => SUFFIX.map((suffix) => `${prefix} ${suffix}, ${town}`)),
    );
  const customers = new Map(COUNTRIES.map(([name, , towns]) => [name, customersOf(towns)]));
  const start = Date.UTC(2024, 0, 1);
  const days = 731; // 2024 and 2025
  const rows: Row[] = [];
  for (let i = 0; i < ORDER_COUNT; i++) {
    const category = pick(CATEGORIES);
    const [product, price] = pick(CATALOGUE[category]!);
    const quantity = random() < 0.8 ? 1 + Math.floor(random() * 3) : 4 + Math.floor(random() * 20);
    // Prices move a little: promotions and price changes over two years.
    const unitPrice = Math.round(price * (0.85 + random() * 0.2) * 100) / 100;
    const placed = start + Math.floor((i / ORDER_COUNT) * days + random() * 3) * 86_400_000;
    // The last ten days are still on their way; older orders were delivered, some returned.
    const r = random();
    const recent = placed > start + (days - 10) * 86_400_000;
    const status = recent
      ? r < 0.5
        ? 'Pending'
        : 'Shipped'
      : r < 0.03
        ? 'Cancelled'
        : r < 0.09
          ? 'Returned'
          : 'Delivered';
    const [countryName] = country();
    rows.push({
      id: i + 1,
      orderNumber: `SO-${String(100001 + i)}`,
      placedOn: new Date(Math.min(placed, start + (days - 1) * 86_400_000)).toISOString().slice(0, 10),
      customer: random() < 0.6 ? 'Private buyer' : pick(customers.get(countryName)!),
      country: countryName,
      channel: pick(CHANNELS),
      category,
      product,
      quantity,
      unitPrice,
      total: Math.round(unitPrice * quantity * 100) / 100,
      status,
      express: random() < 0.18,
    });
  }
  return rows;
}

let cache: Row[] | undefined;

export const orders: Dataset = {
  description: `${ORDER_COUNT.toLocaleString('en')} order lines of an outdoor gear shop in 2024 and 2025: date, customer, country, channel, category, product, quantity, prices (EUR), status, express delivery.`,
  fields: {
    id: { type: 'number' },
    orderNumber: { type: 'string' },
    placedOn: { type: 'date' },
    customer: { type: 'string' },
    country: { type: 'singleSelect', options: COUNTRIES.map(([name]) => name) },
    channel: { type: 'singleSelect', options: CHANNELS },
    category: { type: 'singleSelect', options: CATEGORIES },
    product: { type: 'string' },
    quantity: { type: 'number' },
    unitPrice: { type: 'number' },
    total: { type: 'number' },
    status: { type: 'singleSelect', options: STATUSES },
    express: { type: 'boolean' },
  },
  rows: () => (cache ??= generateOrders()),
};
