import { Migration } from '@mikro-orm/migrations';

export class Migration20261124071304VerifiedIdentifiers extends Migration {
  override name = 'Migration20261124071304VerifiedIdentifiers';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "trusted_device" ("token_hash" varchar(64) not null, "user_id" uuid not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("token_hash"));`,
    );
    this.addSql(`create index "trusted_device_user_id_index" on "trusted_device" ("user_id");`);
    this.addSql(`create index "trusted_device_expires_at_index" on "trusted_device" ("expires_at");`);

    this.addSql(`alter table "app_user" drop constraint "app_user_email_unique";`);
    this.addSql(`alter table "app_user" drop constraint "app_user_mobile_unique";`);
    this.addSql(`alter table "app_user" add "code_attempts" int not null default 0;`);
    this.addSql(`create index "app_user_email_index" on "app_user" ("email");`);
    this.addSql(`create index "app_user_mobile_index" on "app_user" ("mobile");`);
    this.addSql(
      `create unique index "app_user_verified_mobile_unique" on "app_user" ("mobile") where "mobile_verified_at" is not null;`,
    );
    this.addSql(
      `create unique index "app_user_verified_email_unique" on "app_user" ("email") where "email_verified_at" is not null;`,
    );

    this.addSql(
      `alter table "trusted_device" add constraint "trusted_device_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "trusted_device" cascade;`);

    this.addSql(`drop index "app_user_email_index";`);
    this.addSql(`drop index "app_user_mobile_index";`);
    this.addSql(`alter table "app_user" drop constraint "app_user_verified_mobile_unique";`);
    this.addSql(`alter table "app_user" drop constraint "app_user_verified_email_unique";`);
    this.addSql(`alter table "app_user" drop column "code_attempts";`);
    this.addSql(`alter table "app_user" add constraint "app_user_email_unique" unique ("email");`);
    this.addSql(`alter table "app_user" add constraint "app_user_mobile_unique" unique ("mobile");`);
  }
}
