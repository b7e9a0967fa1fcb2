import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Fixed-window counters shared by every server instance (one row per limited key). */
@Entity({ tableName: 'rate_limit_bucket' })
export class RateLimitBucket {
  @PrimaryKey({ type: 'string', length: 300 })
  key!: string;

  @Property({ type: 'datetime' })
  windowStart!: Date;

  @Property({ type: 'integer' })
  hits!: number;
}
