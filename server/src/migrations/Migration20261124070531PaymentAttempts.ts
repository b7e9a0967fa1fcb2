import { Migration } from '@mikro-orm/migrations';

export class Migration20261124070531PaymentAttempts extends Migration {
  override name = 'Migration20261124070531PaymentAttempts';

  override up(): void | Promise<void> {
    this.addSql(`alter table "payment_order" drop constraint "payment_order_status_check";`);
    this.addSql(
      `alter table "payment_order" add "attempt_key" varchar(64) null, add "payment_url" varchar(500) null;`,
    );
    this.addSql(
      `alter table "payment_order" add constraint "payment_order_user_id_attempt_key_unique" unique ("user_id", "attempt_key");`,
    );
    this.addSql(
      `alter table "payment_order" add constraint "payment_order_status_check" check ("status" in ('PENDING', 'AMBIGUOUS', 'COMPLETED', 'FAILED', 'REFUNDED', 'EXPIRED'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "payment_order" drop constraint "payment_order_user_id_attempt_key_unique";`);
    this.addSql(`alter table "payment_order" drop constraint "payment_order_status_check";`);
    this.addSql(`alter table "payment_order" drop column "attempt_key", drop column "payment_url";`);
    this.addSql(
      `alter table "payment_order" add constraint "payment_order_status_check" check ("status" in ('PENDING', 'AMBIGUOUS', 'COMPLETED', 'FAILED', 'REFUNDED'));`,
    );
  }
}
