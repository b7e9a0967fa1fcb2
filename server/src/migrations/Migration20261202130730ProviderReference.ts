import { Migration } from '@mikro-orm/migrations';

export class Migration20261202130730ProviderReference extends Migration {
  override name = 'Migration20261202130730ProviderReference';

  override up(): void | Promise<void> {
    // Khalti's pidx becomes every wallet's reference: the column is renamed, so the pidx of every
    // existing order stays where it is. It stays unique per wallet (a return names one order).
    this.addSql(`alter table "payment_order" drop constraint "payment_order_pidx_unique";`);
    this.addSql(`alter table "payment_order" rename column "pidx" to "provider_reference";`);
    this.addSql(
      `alter table "payment_order" add constraint "payment_order_provider_provider_reference_unique" unique ("provider", "provider_reference");`,
    );
  }

  override down(): void | Promise<void> {
    // Only Khalti's references were pidx: any other wallet's would not fit the old column's rule.
    this.addSql(
      `alter table "payment_order" drop constraint "payment_order_provider_provider_reference_unique";`,
    );
    this.addSql(`alter table "payment_order" rename column "provider_reference" to "pidx";`);
    this.addSql(`update "payment_order" set "pidx" = null where "provider" <> 'KHALTI';`);
    this.addSql(`alter table "payment_order" add constraint "payment_order_pidx_unique" unique ("pidx");`);
  }
}
