import { Migration } from '@mikro-orm/migrations';

export class Migration20261124110423Webhooks extends Migration {
  override name = 'Migration20261124110423Webhooks';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "webhook_endpoint" ("id" uuid not null, "user_id" uuid not null, "url" varchar(500) not null, "events" jsonb not null, "secret" varchar(80) not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "webhook_endpoint_user_id_index" on "webhook_endpoint" ("user_id");`);

    this.addSql(
      `create table "webhook_delivery" ("id" uuid not null, "endpoint_id" uuid not null, "event_id" uuid not null, "event_type" varchar(40) not null, "body" text not null, "status" varchar(16) not null default 'PENDING', "attempts" int not null default 0, "last_response_code" int null, "last_error" varchar(300) null, "created_at" timestamptz not null, "last_attempt_at" timestamptz null, "delivered_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "webhook_delivery_endpoint_id_index" on "webhook_delivery" ("endpoint_id");`);

    this.addSql(
      `alter table "webhook_endpoint" add constraint "webhook_endpoint_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "webhook_delivery" add constraint "webhook_delivery_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoint" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "webhook_delivery" drop constraint "webhook_delivery_endpoint_id_foreign";`);

    this.addSql(`drop table if exists "webhook_endpoint" cascade;`);
    this.addSql(`drop table if exists "webhook_delivery" cascade;`);
  }
}
