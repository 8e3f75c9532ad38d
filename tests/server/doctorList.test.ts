// The /doctors list call with its filters (PGlite, or PostgreSQL with TEST_DATABASE=postgres):
// the server narrows verified doctors by search query, specialization, language, fee range, mode
// and "available today" (a free slot today by the slot rule), pages them 50 at a time, and
// refuses malformed filters with a clear 400.
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { DoctorPageSchema, type Doctor, type DoctorPage } from '@domain/contract/doctors';
import { successOf } from '@domain/contract/envelope';
import { SITE_MESSAGES } from '@domain/messages/site';
import { indiaDate, type Slot } from '@domain/slots';
import { inTurn } from '../support/inTurn';
import { useTestApp } from './testApp';

const { app } = useTestApp();

async function list(query = '', start = 0, limit = 50): Promise<DoctorPage> {
  const response = await app().inject({ url: `/api/doctors/query/${start}/${limit}${query ? `?${query}` : ''}` });
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(successOf(DoctorPageSchema), response.json()).data;
}

const ids = (page: DoctorPage) => page.doctors.map((doctor) => doctor._id);
const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

let everyone: Doctor[];
beforeAll(async () => {
  everyone = (await list('', 0, 100)).doctors;
  expect(everyone.length).toBeGreaterThanOrEqual(20);
});

describe('the doctors list, filtered on the server', () => {
  it('narrows by specialization and language whatever their case, and by both at once', async () => {
    const speciality = everyone[0]!.specialization[0]!;
    const language = everyone.find((doctor) => doctor.languages.length > 1)!.languages[1]!;
    const bySpeciality = await list(`speciality=${encodeURIComponent(speciality.toUpperCase())}`);
    expect(ids(bySpeciality)).toEqual(
      everyone.filter((doctor) => doctor.specialization.some((entry) => sameText(entry, speciality))).map((d) => d._id),
    );
    const byLanguage = await list(`language=${encodeURIComponent(language.toLowerCase())}`);
    expect(ids(byLanguage)).toEqual(
      everyone.filter((doctor) => doctor.languages.some((entry) => sameText(entry, language))).map((d) => d._id),
    );
    expect(byLanguage.total).toBe(byLanguage.doctors.length);
    const both = await list(`speciality=${encodeURIComponent(speciality)}&language=${encodeURIComponent(language)}`);
    expect(ids(both)).toEqual(ids(bySpeciality).filter((id) => ids(byLanguage).includes(id)));
  });

  it('keeps the fee range inclusive at both ends and offers only the modes a doctor consults in', async () => {
    const fee = everyone[0]!.appointmentPrice;
    const exact = await list(`minFee=${fee}&maxFee=${fee}`);
    expect(exact.doctors.length).toBeGreaterThan(0);
    expect(exact.doctors.every((doctor) => doctor.appointmentPrice === fee)).toBe(true);
    expect(ids(exact)).toEqual(everyone.filter((doctor) => doctor.appointmentPrice === fee).map((d) => d._id));
    const cheap = await list('maxFee=600');
    expect(ids(cheap)).toEqual(everyone.filter((doctor) => doctor.appointmentPrice <= 600).map((d) => d._id));
    const clinic = await list('mode=clinic');
    expect(ids(clinic)).toEqual(everyone.filter((doctor) => doctor.modes.includes('clinic')).map((d) => d._id));
    expect(clinic.doctors.length).toBeLessThan(everyone.length);
  });

  it('searches with typos forgiven, best match first, and filters the matches', async () => {
    const searched = await list('q=panchakrma');
    expect(searched.doctors.length).toBeGreaterThan(0);
    expect(searched.doctors.every((doctor) => doctor.specialization.some((entry) => /panchakarma/i.test(entry)))).toBe(
      true,
    );
    const none = await list('q=panchakrma&maxFee=1');
    expect(none).toMatchObject({ doctors: [], total: 0 });
    expect(await list('q=zzzzqqqq')).toMatchObject({ doctors: [], total: 0 });
  });

  it('"available today" keeps exactly the doctors with a free slot today, India time', async () => {
    const today = indiaDate(Date.now());
    const free = await inTurn(everyone, async (doctor) => {
      const response = await app().inject({ url: `/api/doctors/${doctor._id}/slots?date=${today}` });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as Slot[]).length > 0;
    });
    const available = await list('today=1');
    expect(ids(available)).toEqual(everyone.filter((_, index) => free[index]).map((d) => d._id));
    expect(await list('today=0')).toEqual(await list());
  });

  it('pages 50 at a time (or any page size up to 100), counting every match', async () => {
    const all = await list('', 0, 100);
    const first = await list('', 0, 5);
    const second = await list('', 5, 5);
    expect(first.total).toBe(all.total);
    expect([...ids(first), ...ids(second)]).toEqual(ids(all).slice(0, 10));
    const clinicAll = await list('mode=clinic', 0, 100);
    const clinicSecond = await list('mode=clinic', 2, 2);
    expect(clinicSecond.total).toBe(clinicAll.total);
    expect(ids(clinicSecond)).toEqual(ids(clinicAll).slice(2, 4));
  });

  it('refuses malformed filters with a clear 400', async () => {
    const cases: [string, string][] = [
      ['minFee=abc', 'minFee must be whole rupees (0 to 9999999)'],
      ['maxFee=-5', 'maxFee must be whole rupees (0 to 9999999)'],
      ['minFee=900&maxFee=100', 'minFee must not be above maxFee'],
      ['mode=chat', 'mode must be video, audio or clinic'],
      ['today=yes', 'today must be 1 or 0'],
      ['speciality=%20%20', 'speciality must not be blank'],
      [`language=${'x'.repeat(81)}`, 'language must be at most 80 characters'],
      ['q=ayur%00veda', SITE_MESSAGES.controlCharacters],
    ];
    for (const [query, message] of cases) {
      const response = await app().inject({ url: `/api/doctors/query/0/50?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toContain(message);
    }
  });
});
