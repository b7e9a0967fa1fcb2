import { Migration } from '@mikro-orm/migrations';

export class Migration20261202131820TestMode extends Migration {
  override name = 'Migration20261202131820TestMode';

  override up(): void | Promise<void> {
    // Every token made so far is a live one.
    this.addSql(`alter table "api_token" add "mode" text not null default 'LIVE';`);
    this.addSql(
      `alter table "api_token" add constraint "api_token_mode_check" check ("mode" in ('LIVE', 'TEST'));`,
    );
    // A test token's documents are specimens: paid by nothing.
    this.addSql(`alter table "generated_document" drop constraint "generated_document_entitlement_check";`);
    this.addSql(
      `alter table "generated_document" add constraint "generated_document_entitlement_check" check ("entitlement" in ('FREE', 'PLAN', 'PERMISSION', 'SPECIMEN'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "generated_document" where "entitlement" = 'SPECIMEN';`);
    this.addSql(`alter table "generated_document" drop constraint "generated_document_entitlement_check";`);
    this.addSql(
      `alter table "generated_document" add constraint "generated_document_entitlement_check" check ("entitlement" in ('FREE', 'PLAN', 'PERMISSION'));`,
    );
    this.addSql(`alter table "api_token" drop constraint "api_token_mode_check";`);
    this.addSql(`alter table "api_token" drop column "mode";`);
  }
}
