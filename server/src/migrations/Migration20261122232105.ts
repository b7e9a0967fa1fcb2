import { Migration } from '@mikro-orm/migrations';

export class Migration20261122232105 extends Migration {
  override name = 'Migration20261122232105';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "work_permission" ("id" uuid not null, "user_id" uuid not null, "work_key" varchar(80) not null, "order_id" varchar(64) null, "granted_at" timestamptz not null, "used_at" timestamptz null, "revoked_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `create index "work_permission_user_id_work_key_index" on "work_permission" ("user_id", "work_key");`,
    );

    this.addSql(
      `create table "generated_document" ("id" uuid not null, "user_id" uuid not null, "work_key" varchar(80) not null, "service_area_id" int not null, "status" text not null default 'QUEUED', "entitlement" text not null, "permission_id" uuid null, "values" jsonb not null, "snapshot" jsonb not null, "file_key" varchar(300) null, "failure_reason" varchar(500) null, "attempts" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null, "completed_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "generated_document_work_key_index" on "generated_document" ("work_key");`);
    this.addSql(
      `create index "generated_document_user_id_created_at_index" on "generated_document" ("user_id", "created_at");`,
    );

    this.addSql(`alter table "app_user" drop column "document_tokens";`);
    this.addSql(
      `alter table "app_user" add "subscription_starts_at" timestamptz null, add "profile_details" jsonb null;`,
    );

    this.addSql(
      `alter table "work_permission" add constraint "work_permission_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "generated_document" add constraint "generated_document_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "generated_document" add constraint "generated_document_permission_id_foreign" foreign key ("permission_id") references "work_permission" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "generated_document" add constraint "generated_document_status_check" check ("status" in ('QUEUED', 'RENDERING', 'READY', 'FAILED'));`,
    );
    this.addSql(
      `alter table "generated_document" add constraint "generated_document_entitlement_check" check ("entitlement" in ('FREE', 'PLAN', 'PERMISSION'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "generated_document" drop constraint "generated_document_permission_id_foreign";`,
    );

    this.addSql(`drop table if exists "work_permission" cascade;`);
    this.addSql(`drop table if exists "generated_document" cascade;`);

    this.addSql(
      `alter table "app_user" drop column "subscription_starts_at", drop column "profile_details";`,
    );
    this.addSql(`alter table "app_user" add "document_tokens" int4 not null default 0;`);
  }
}
