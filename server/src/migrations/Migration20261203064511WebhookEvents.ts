import { Migration } from '@mikro-orm/migrations';

/** Each webhook event once, whatever became of its deliveries: the events list reads them. */
export class Migration20261203064511WebhookEvents extends Migration {
  override name = 'Migration20261203064511WebhookEvents';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "webhook_event" ("id" uuid not null, "user_id" uuid null, "office_id" uuid null, "type" varchar(40) not null, "body" text not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "webhook_event_office_id_created_at_id_index" on "webhook_event" ("office_id", "created_at", "id");`,
    );
    this.addSql(
      `create index "webhook_event_user_id_created_at_id_index" on "webhook_event" ("user_id", "created_at", "id");`,
    );
    this.addSql(
      `alter table "webhook_event" add constraint "webhook_event_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "webhook_event" add constraint "webhook_event_office_id_foreign" foreign key ("office_id") references "office" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "webhook_event" cascade;`);
  }
}
