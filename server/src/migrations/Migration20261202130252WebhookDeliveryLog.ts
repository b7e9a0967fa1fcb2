import { Migration } from '@mikro-orm/migrations';

/** Endpoint addresses up to the 2,048 characters the guard allows; when a delivery is tried next. */
export class Migration20261202130252WebhookDeliveryLog extends Migration {
  override name = 'Migration20261202130252WebhookDeliveryLog';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "webhook_endpoint" alter column "url" type varchar(2048) using ("url"::varchar(2048));`,
    );
    this.addSql(`alter table "webhook_delivery" add "next_attempt_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "webhook_delivery" drop column "next_attempt_at";`);
    this.addSql(
      `alter table "webhook_endpoint" alter column "url" type varchar(500) using ("url"::varchar(500));`,
    );
  }
}
