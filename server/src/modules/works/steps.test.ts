import { fieldsFor, findWork, listWorks } from './catalog.js';
import { ONE_PAGE, inSteps, step, stepsOf } from './steps.js';
import { nepali } from './fields.js';

describe("a work's steps", () => {
  test('every field of every work names one of its steps, and every step asks something', () => {
    for (const work of listWorks()) {
      const keys = work.steps.map((s) => s.key);
      expect({ work: work.key, unnamed: work.fields.filter((f) => !keys.includes(f.step ?? '')) }).toEqual({
        work: work.key,
        unnamed: [],
      });
      for (const key of keys)
        expect([work.key, work.fields.some((f) => f.step === key)]).toEqual([work.key, true]);
    }
  });

  test('the land sale deed is asked in five named steps, the first asking who you are in it', () => {
    const deed = findWork('land-sale-deed')!;
    expect(deed.steps.map((s) => s.labelEn)).toEqual([
      'About you',
      'The other party',
      'The land',
      'Price and terms',
      'Witnesses and writer',
    ]);
    expect(deed.fields[0]).toMatchObject({ key: 'saleRole', step: 'you' });
    expect(deed.fields.find((f) => f.key === 'witnesses')?.step).toBe('witnesses');
  });

  test('a short work is one page', () => {
    expect(findWork('birth-date-verification')!.steps).toEqual([ONE_PAGE]);
  });

  test("fields a place adds join the step of the field before them (the Terai's land units)", () => {
    const work = findWork('four-boundaries')!;
    const terai = fieldsFor(work, { provinceSlug: 'madhesh', districtSlug: 'dhanusha' });
    expect(terai.some((f) => f.key === 'areaBigha')).toBe(true);
    expect(terai.every((f) => f.step === ONE_PAGE.key)).toBe(true);
  });

  test('a definition may not name a step twice or leave one empty', () => {
    const a = nepali('a', 'क', 'A');
    const spec = {
      key: 'x',
      serviceAreaId: 1,
      category: 'ward',
      nameNe: 'क',
      nameEn: 'X',
      descriptionNe: 'क',
      descriptionEn: 'X',
      signerNe: 'क',
      signerEn: 'X',
      officeNe: 'क',
      officeEn: 'X',
      price: 10,
    } as const;
    expect(() =>
      stepsOf({ ...spec, ...inSteps([step('s', 'क', 'S'), [a]], [step('s', 'ख', 'S'), [a]]) }),
    ).toThrow('names a step twice');
    expect(() =>
      stepsOf({ ...spec, ...inSteps([step('s', 'क', 'S'), [a]], [step('t', 'ख', 'T'), []]) }),
    ).toThrow('asks nothing');
  });
});
