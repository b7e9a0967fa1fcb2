import { Migration } from '@mikro-orm/migrations';

export class Migration20261122233623 extends Migration {
  override name = 'Migration20261122233623';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "district" ("id" int not null, "province_id" int not null, "slug" varchar(40) not null, "name_ne" varchar(80) not null, "name_en" varchar(80) not null, primary key ("id"));`,
    );
    this.addSql(`create index "district_province_id_index" on "district" ("province_id");`);

    this.addSql(
      `create table "local_level" ("id" int not null, "district_id" int not null, "province_id" int not null, "type" varchar(20) not null, "name_ne" varchar(120) not null, "name_en" varchar(120) not null, "full_name_ne" varchar(160) not null, "full_name_en" varchar(160) not null, "ward_count" int not null, primary key ("id"));`,
    );
    this.addSql(`create index "local_level_district_id_index" on "local_level" ("district_id");`);

    this.addSql(
      `create table "province" ("id" int not null, "slug" varchar(40) not null, "name_ne" varchar(80) not null, "name_en" varchar(80) not null, "full_name_ne" varchar(100) not null, "full_name_en" varchar(100) not null, primary key ("id"));`,
    );

    this.addSql(
      `create table "reference_data_version" ("name" varchar(40) not null, "hash" varchar(64) not null, "seeded_at" timestamptz not null, primary key ("name"));`,
    );

    this.addSql(`alter table "app_user" add "pending_email" varchar(254) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "district" cascade;`);
    this.addSql(`drop table if exists "local_level" cascade;`);
    this.addSql(`drop table if exists "province" cascade;`);
    this.addSql(`drop table if exists "reference_data_version" cascade;`);

    this.addSql(`alter table "app_user" drop column "pending_email";`);
  }
}
