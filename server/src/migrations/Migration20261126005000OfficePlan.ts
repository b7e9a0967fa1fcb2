import { Migration } from '@mikro-orm/migrations';

export class Migration20261126005000OfficePlan extends Migration {
  override name = 'Migration20261126005000OfficePlan';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "office" add "document_count" int not null default 0, add "plan" varchar(20) null, add "plan_starts_at" timestamptz null, add "plan_expires_at" timestamptz null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "office" drop column "document_count", drop column "plan", drop column "plan_starts_at", drop column "plan_expires_at";`,
    );
  }
}
