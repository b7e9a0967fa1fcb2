import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { badInput } from '../../errors.js';
import { District, LocalLevel, Province } from './location.entities.js';
import { type LocalLevelType, findDistrict, findProvince, localLevelTypeLabel } from './locations.catalog.js';

/** One of id or slug: `province(slug: "province_1")` finds Koshi, as the old slugs still name it. */
function idOrSlug(id: number | null | undefined, slug: string | null | undefined): number | string | null {
  if (id != null && slug != null) throw badInput('slug', 'location.idOrSlug');
  if (id == null && slug == null) throw badInput('id', 'location.idRequired');
  return id ?? slug ?? null;
}

@Resolver(() => Province)
export class ProvinceResolver {
  @Query(() => [Province], { description: 'The 7 provinces; go down through districts and localLevels.' })
  async provinces(@Ctx() ctx: RequestContext) {
    return (await ctx.services.locations.load()).provinces;
  }

  @Query(() => Province, {
    nullable: true,
    description: 'By id, or by slug (current or old, e.g. bagmati, province_1, sudur_paschim).',
  })
  province(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int, { nullable: true, description: 'The province number; give this or slug.' }) id?:
      | number
      | null,
    @Arg('slug', () => String, { nullable: true, description: 'Current or old slug; give this or id.' })
    slug?: string | null,
  ) {
    const found = findProvince(idOrSlug(id, slug));
    return found ? ctx.loaders.province.load(found.id) : null;
  }

  @FieldResolver(() => [District], { description: 'Its districts.' })
  districts(@Ctx() ctx: RequestContext, @Root() province: Province) {
    return ctx.loaders.districtsOfProvince.load(province.id);
  }
}

@Resolver(() => District)
export class DistrictResolver {
  @Query(() => District, { nullable: true, description: 'By id, or by slug (e.g. kathmandu).' })
  district(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int, { nullable: true, description: 'The district number; give this or slug.' }) id?:
      | number
      | null,
    @Arg('slug', () => String, { nullable: true, description: 'The district slug; give this or id.' })
    slug?: string | null,
  ) {
    const found = findDistrict(idOrSlug(id, slug));
    return found ? ctx.loaders.district.load(found.id) : null;
  }

  @FieldResolver(() => Province, { description: 'The province it belongs to.' })
  province(@Ctx() ctx: RequestContext, @Root() district: District) {
    return ctx.loaders.province.load(district.provinceId);
  }

  @FieldResolver(() => [LocalLevel], { description: 'Its local levels (municipalities).' })
  localLevels(@Ctx() ctx: RequestContext, @Root() district: District) {
    return ctx.loaders.localLevelsOfDistrict.load(district.id);
  }
}

const labels = (level: LocalLevel) => localLevelTypeLabel(level.type as LocalLevelType);

@Resolver(() => LocalLevel)
export class LocalLevelResolver {
  @Query(() => LocalLevel, { nullable: true, description: 'One local level by its number.' })
  localLevel(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int, { description: 'The local level number.' }) id: number,
  ) {
    return ctx.loaders.localLevel.load(id);
  }

  @FieldResolver(() => District, { description: 'The district it belongs to.' })
  district(@Ctx() ctx: RequestContext, @Root() level: LocalLevel) {
    return ctx.loaders.district.load(level.districtId);
  }

  @FieldResolver(() => Province, { description: 'The province it belongs to.' })
  province(@Ctx() ctx: RequestContext, @Root() level: LocalLevel) {
    return ctx.loaders.province.load(level.provinceId);
  }

  @FieldResolver(() => [Int], { description: 'Ward numbers, 1..wardCount.' })
  wards(@Root() level: LocalLevel) {
    return Array.from({ length: level.wardCount }, (_, i) => i + 1);
  }

  @FieldResolver(() => String, {
    description: 'The Mun-Type: गाउँपालिका, नगरपालिका, उपमहानगरपालिका or महानगरपालिका.',
  })
  typeLabel(@Root() level: LocalLevel) {
    return labels(level).labelNe;
  }

  @FieldResolver(() => String, { description: 'Same as typeLabel.' })
  typeLabelNe(@Root() level: LocalLevel) {
    return labels(level).labelNe;
  }

  @FieldResolver(() => String, { description: 'Rural Municipality, Municipality, ... in English.' })
  typeLabelEn(@Root() level: LocalLevel) {
    return labels(level).labelEn;
  }
}
