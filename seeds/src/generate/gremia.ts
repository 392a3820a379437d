import { GREMIA, GREMIUM_FUNCTIONS, MEMBER_KINDS } from '../data/texts.js';
import { seedId } from '../ids.js';
import { Rng, STREAM } from '../rng.js';
import type { GenerationContext } from './context.js';
import { lightName } from './names.js';

/** The bodies (gremia), their members and functions: generated after everybody exists. */

export function generateGremia(ctx: GenerationContext): void {
  GREMIA.forEach((g, gi) => {
    const rng = new Rng(ctx.seed, STREAM.gremia, gi);
    const id = seedId('gremium', gi);
    const startYear = 2000 + rng.int(0, 20);
    ctx.sink.add('gremium', {
      id,
      name: g.namePl,
      name_html: g.namePl,
      name_en: g.nameEn,
      organization_structure: g.structure,
      description: g.description,
      institution_type_code: g.institutionTypeCode,
      institution_type_label: g.institutionTypeLabel,
      web_site: g.website ?? null,
      phone_number: g.phone ?? null,
      street: g.street ?? null,
      postal_code: g.postalCode ?? null,
      city: g.city ?? null,
      start_date: `${startYear}-01-01`,
      end_date: g.ended ? `${Math.min(startYear + 15, 2019)}-12-31` : null,
      source: rng.chance(0.7) ? 'RADON' : 'USER',
    });
    const size = Math.min(ctx.total, rng.int(8, 30));
    const members = new Set<number>();
    // The full fixture (index 0) sits in the first two bodies and holds a function there.
    if (gi < 2 && ctx.total > 0) members.add(0);
    while (members.size < size) members.add(rng.int(0, ctx.total - 1));
    [...members].forEach((j, position) => {
      const name = lightName(ctx, j);
      const membershipId = ctx.ids.take('membership');
      ctx.sink.add('gremium_membership', {
        id: membershipId,
        gremium_id: id,
        profile_id: seedId('profile', j),
        first_name: name.firstName,
        surname: name.surname,
        prefix: null,
        member_kind: rng.pick(MEMBER_KINDS).code,
        position_on_list: position,
        source: 'RADON',
        source_name: 'RAD-on',
      });
      // Terms of four years from the body's start, never starting in the future.
      const termStart = Math.min(startYear + rng.int(0, 4) * 4, ctx.now.getUTCFullYear() - 1);
      const current = !g.ended && rng.chance(0.6);
      ctx.sink.add('gremium_membership_term', {
        id: ctx.ids.take('membershipTerm'),
        membership_id: membershipId,
        date_from: `${termStart}-01-01`,
        date_to: current ? null : `${termStart + 3}-12-31`,
        status_override: null,
      });
    });
    const holders = [...members].slice(0, rng.int(1, Math.min(4, members.size)));
    holders.forEach((j, position) => {
      const name = lightName(ctx, j);
      const fn = GREMIUM_FUNCTIONS[position % GREMIUM_FUNCTIONS.length]!;
      const functionId = ctx.ids.take('gremiumFunction');
      ctx.sink.add('gremium_function', {
        id: functionId,
        gremium_id: id,
        profile_id: seedId('profile', j),
        first_name: name.firstName,
        surname: name.surname,
        function_pl: fn.pl,
        function_en: fn.en,
        position_on_list: position,
        source: 'RADON',
        source_name: 'RAD-on',
      });
      const from = Math.min(startYear + rng.int(0, 6), ctx.now.getUTCFullYear() - 1);
      const ended = g.ended || rng.chance(0.3);
      ctx.sink.add('gremium_function_period', {
        id: ctx.ids.take('functionPeriod'),
        function_id: functionId,
        date_from: `${from}-01-01`,
        date_to: ended ? `${from + 3}-12-31` : null,
        status_override: null,
      });
    });
  });
}
