import { ADDON_OFFERS, PLAN_OFFERS, clampSeats, quote } from '../../../server/shared/pricing';

describe('the price list', () => {
  it('holds the plans and add-ons of the pricing page', () => {
    expect(PLAN_OFFERS.map(({ id, monthlyPrice, annualPrice, documentsPerMonth }) => [id, monthlyPrice, annualPrice, documentsPerMonth])).toEqual([
      ['SOLO', 29, 24, 100],
      ['TEAM', 89, 75, 1000],
      ['ENTERPRISE', 299, 249, null],
    ]);
    expect(ADDON_OFFERS.map(({ id, monthlyPrice }) => [id, monthlyPrice])).toEqual([
      ['storage_100gb', 19],
      ['priority_support', 49],
      ['custom_ai_training', 199],
    ]);
  });
});

describe('seats', () => {
  it.each([
    [5, 5],
    ['12', 12],
    [0, 1],
    [-3, 1],
    ['abc', 1],
    ['', 1],
    [null, 1],
    [undefined, 1],
    [Number.NaN, 1],
    [2.7, 2],
    [1000, 1000],
    [1001, 1000],
    ['99999', 1000],
    [Number.POSITIVE_INFINITY, 1],
  ])('reads %p as %p', (input, expected) => {
    expect(clampSeats(input)).toBe(expected);
  });
});

describe('a quote', () => {
  it.each([
    // plan, cycle, seats, add-ons, monthly total, annual savings
    ['SOLO', 'MONTHLY', 1, [], 29, 60],
    ['SOLO', 'ANNUAL', 1, [], 24, 60],
    ['TEAM', 'ANNUAL', 5, [], 375, 840],
    ['TEAM', 'MONTHLY', 5, ['priority_support'], (89 + 49) * 5, 840],
    ['TEAM', 'ANNUAL', 3, ['storage_100gb', 'custom_ai_training'], (75 + 19 + 199) * 3, 504],
    ['ENTERPRISE', 'ANNUAL', 10, ['priority_support', 'priority_support'], (249 + 49) * 10, 6000],
    ['SOLO', 'MONTHLY', 0, [], 29, 60],
    ['SOLO', 'MONTHLY', 5000, [], 29_000, 60_000],
  ] as const)('%s %s × %d seats with %j costs %d a month and saves %d a year', (plan, cycle, seats, addons, monthlyTotal, annualSavings) => {
    const priced = quote({ plan, cycle, seats, addons });
    expect(priced.monthlyTotal).toBe(monthlyTotal);
    expect(priced.annualSavings).toBe(annualSavings);
  });

  it('refuses a plan that is not on the list', () => {
    expect(() => quote({ plan: 'FREE' as never, cycle: 'MONTHLY', seats: 1, addons: [] })).toThrow(RangeError);
  });
});
