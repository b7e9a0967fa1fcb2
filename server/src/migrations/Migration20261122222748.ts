import { Migration } from '@mikro-orm/migrations';

export class Migration20261122222748 extends Migration {
  override name = 'Migration20261122222748';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "rate_limit_bucket" ("key" varchar(300) not null, "window_start" timestamptz not null, "hits" int not null, primary key ("key"));`,
    );

    this.addSql(
      `create table "app_user" ("id" uuid not null, "name" varchar(200) not null, "email" varchar(254) not null, "mobile" varchar(10) not null, "password_hash" varchar(200) not null, "email_verified_at" timestamptz null, "mobile_verified_at" timestamptz null, "profile_pic_key" varchar(300) null, "document_tokens" int not null default 0, "document_count" int not null default 0, "subscription_plan" varchar(20) null, "subscription_expires_at" timestamptz null, "province_id" int null, "district_id" int null, "local_level_id" int null, "ward" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "app_user" add constraint "app_user_email_unique" unique ("email");`);
    this.addSql(`alter table "app_user" add constraint "app_user_mobile_unique" unique ("mobile");`);
    this.addSql(`create index "app_user_province_id_index" on "app_user" ("province_id");`);

    this.addSql(
      `create table "user_session" ("token_hash" varchar(64) not null, "user_id" uuid not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "ip" varchar(64) null, primary key ("token_hash"));`,
    );

    this.addSql(
      `create table "one_time_code" ("id" uuid not null, "user_id" uuid not null, "purpose" varchar(20) not null, "target" varchar(254) not null, "code_hash" varchar(128) not null, "expires_at" timestamptz not null, "failed_attempts" int not null default 0, "consumed_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "one_time_code_user_id_purpose_index" on "one_time_code" ("user_id", "purpose");`,
    );

    this.addSql(
      `alter table "user_session" add constraint "user_session_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "one_time_code" add constraint "one_time_code_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "user_session" drop constraint "user_session_user_id_foreign";`);
    this.addSql(`alter table "one_time_code" drop constraint "one_time_code_user_id_foreign";`);

    this.addSql(`drop table if exists "rate_limit_bucket" cascade;`);
    this.addSql(`drop table if exists "app_user" cascade;`);
    this.addSql(`drop table if exists "user_session" cascade;`);
    this.addSql(`drop table if exists "one_time_code" cascade;`);
  }
}
