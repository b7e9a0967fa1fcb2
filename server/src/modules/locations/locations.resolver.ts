import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { District, LocalLevel, Province } from './location.entities.js';
import { type LocalLevelType, localLevelTypeLabel } from './locations.catalog.js';

@Resolver(() => Province)
export class ProvinceResolver {
  @Query(() => [Province], { description: 'The 7 provinces; go down through districts and localLevels.' })
  provinces(@Ctx() ctx: RequestContext) {
    return ctx.em.find(Province, {}, { orderBy: { id: 'asc' } });
  }

  @Query(() => Province, { nullable: true })
  province(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return ctx.loaders.province.load(id);
  }

  @FieldResolver(() => [District])
  districts(@Ctx() ctx: RequestContext, @Root() province: Province) {
    return ctx.loaders.districtsOfProvince.load(province.id);
  }
}

@Resolver(() => District)
export class DistrictResolver {
  @Query(() => District, { nullable: true })
  district(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return ctx.loaders.district.load(id);
  }

  @FieldResolver(() => Province)
  province(@Ctx() ctx: RequestContext, @Root() district: District) {
    return ctx.loaders.province.load(district.provinceId);
  }

  @FieldResolver(() => [LocalLevel])
  localLevels(@Ctx() ctx: RequestContext, @Root() district: District) {
    return ctx.loaders.localLevelsOfDistrict.load(district.id);
  }
}

@Resolver(() => LocalLevel)
export class LocalLevelResolver {
  @Query(() => LocalLevel, { nullable: true })
  localLevel(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return ctx.loaders.localLevel.load(id);
  }

  @FieldResolver(() => District)
  district(@Ctx() ctx: RequestContext, @Root() level: LocalLevel) {
    return ctx.loaders.district.load(level.districtId);
  }

  @FieldResolver(() => Province)
  province(@Ctx() ctx: RequestContext, @Root() level: LocalLevel) {
    return ctx.loaders.province.load(level.provinceId);
  }

  @FieldResolver(() => [Int], { description: 'Ward numbers, 1..wardCount.' })
  wards(@Root() level: LocalLevel) {
    return Array.from({ length: level.wardCount }, (_, i) => i + 1);
  }

  @FieldResolver(() => String, { description: 'गाउँपालिका, नगरपालिका, उपमहानगरपालिका or महानगरपालिका.' })
  typeLabelNe(@Root() level: LocalLevel) {
    return localLevelTypeLabel(level.type as LocalLevelType).labelNe;
  }

  @FieldResolver(() => String)
  typeLabelEn(@Root() level: LocalLevel) {
    return localLevelTypeLabel(level.type as LocalLevelType).labelEn;
  }
}
