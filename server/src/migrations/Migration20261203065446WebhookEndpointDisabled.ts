import { Migration } from '@mikro-orm/migrations';

/** A webhook endpoint can be switched off (and on again) by its owner. */
export class Migration20261203065446WebhookEndpointDisabled extends Migration {
  override name = 'Migration20261203065446WebhookEndpointDisabled';

  override up(): void | Promise<void> {
    this.addSql(`alter table "webhook_endpoint" add "disabled_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "webhook_endpoint" drop column "disabled_at";`);
  }
}
