import { Migration } from '@mikro-orm/migrations';

/**
 * Endpoint addresses up to the 2,048 characters the guard allows; when a delivery is tried next;
 * and the network's own words (connection refused, timed out …) gone from the delivery log.
 */
export class Migration20261202130252WebhookDeliveryLog extends Migration {
  override name = 'Migration20261202130252WebhookDeliveryLog';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "webhook_endpoint" alter column "url" type varchar(2048) using ("url"::varchar(2048));`,
    );
    this.addSql(`alter table "webhook_delivery" add "next_attempt_at" timestamptz null;`);
    // Only the phrases of delivery-outcome.ts remain; a retrying delivery's next attempt writes its own.
    this.addSql(
      `update "webhook_delivery" set "last_error" = case when "status" = 'FAILED' then 'failed; no more attempts' end where "last_error" is not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "webhook_delivery" drop column "next_attempt_at";`);
    this.addSql(
      `alter table "webhook_endpoint" alter column "url" type varchar(500) using ("url"::varchar(500));`,
    );
  }
}
