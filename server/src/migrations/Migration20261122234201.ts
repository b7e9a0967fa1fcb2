import { Migration } from '@mikro-orm/migrations';

export class Migration20261122234201 extends Migration {
  override name = 'Migration20261122234201';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "payment_event" ("id" uuid not null, "order_id" uuid null, "user_id" uuid null, "provider" varchar(20) not null, "stage" varchar(20) not null, "decision" varchar(20) not null, "reason" varchar(500) not null, "details" jsonb null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "payment_event_order_id_index" on "payment_event" ("order_id");`);

    this.addSql(
      `create table "payment_order" ("id" uuid not null, "user_id" uuid not null, "provider" text not null, "work_key" varchar(80) null, "plan" varchar(20) null, "amount" int not null, "status" text not null default 'PENDING', "pidx" varchar(100) null, "provider_ref" varchar(100) null, "credited_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "payment_order" add constraint "payment_order_pidx_unique" unique ("pidx");`);
    this.addSql(
      `create index "payment_order_status_created_at_index" on "payment_order" ("status", "created_at");`,
    );

    this.addSql(`alter table "app_user" add "subscription_order_id" uuid null;`);

    this.addSql(
      `alter table "payment_order" add constraint "payment_order_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "payment_order" add constraint "payment_order_provider_check" check ("provider" in ('ESEWA', 'KHALTI'));`,
    );
    this.addSql(
      `alter table "payment_order" add constraint "payment_order_status_check" check ("status" in ('PENDING', 'AMBIGUOUS', 'COMPLETED', 'FAILED', 'REFUNDED'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "payment_event" cascade;`);
    this.addSql(`drop table if exists "payment_order" cascade;`);

    this.addSql(`alter table "app_user" drop column "subscription_order_id";`);
  }
}
