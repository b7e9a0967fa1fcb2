import { Migration } from '@mikro-orm/migrations';

/** A rotated webhook secret keeps signing beside the new one for a while. */
export class Migration20261203070200WebhookSecretRotation extends Migration {
  override name = 'Migration20261203070200WebhookSecretRotation';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "webhook_endpoint" add "previous_secret" varchar(80) null, add "previous_secret_expires_at" timestamptz null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "webhook_endpoint" drop column "previous_secret", drop column "previous_secret_expires_at";`,
    );
  }
}
