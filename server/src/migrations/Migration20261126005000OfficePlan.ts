import { Migration } from '@mikro-orm/migrations';

export class Migration20261126005000OfficePlan extends Migration {
  override name = 'Migration20261126005000OfficePlan';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "office" add "document_count" int not null default 0, add "plan" varchar(20) null, add "plan_starts_at" timestamptz null, add "plan_expires_at" timestamptz null, add "plan_order_id" uuid null;`,
    );
    this.addSql(`alter table "payment_order" add "office_id" uuid null;`);
    this.addSql(
      `alter table "payment_order" add constraint "payment_order_office_id_foreign" foreign key ("office_id") references "office" ("id") on delete cascade;`,
    );
    this.addSql(`create index "payment_order_office_id_index" on "payment_order" ("office_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "payment_order" drop constraint "payment_order_office_id_foreign";`);
    this.addSql(`drop index "payment_order_office_id_index";`);
    this.addSql(`alter table "payment_order" drop column "office_id";`);
    this.addSql(
      `alter table "office" drop column "document_count", drop column "plan", drop column "plan_starts_at", drop column "plan_expires_at", drop column "plan_order_id";`,
    );
  }
}
