import { Migration } from '@mikro-orm/migrations';

/** A webhook endpoint may belong to an office (registered with its token) and hear its documents. */
export class Migration20261202212000OfficeWebhooks extends Migration {
  override name = 'Migration20261202212000OfficeWebhooks';

  override up(): void | Promise<void> {
    this.addSql(`alter table "webhook_endpoint" add "office_id" uuid null;`);
    this.addSql(
      `alter table "webhook_endpoint" add constraint "webhook_endpoint_office_id_foreign" foreign key ("office_id") references "office" ("id") on delete cascade;`,
    );
    this.addSql(`create index "webhook_endpoint_office_id_index" on "webhook_endpoint" ("office_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "webhook_endpoint" drop constraint "webhook_endpoint_office_id_foreign";`);
    this.addSql(`drop index "webhook_endpoint_office_id_index";`);
    this.addSql(`alter table "webhook_endpoint" drop column "office_id";`);
  }
}
