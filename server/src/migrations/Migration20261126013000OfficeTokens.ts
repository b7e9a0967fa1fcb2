import { Migration } from '@mikro-orm/migrations';

export class Migration20261126013000OfficeTokens extends Migration {
  override name = 'Migration20261126013000OfficeTokens';

  override up(): void | Promise<void> {
    this.addSql(`alter table "api_token" add "office_id" uuid null;`);
    this.addSql(
      `alter table "api_token" add constraint "api_token_office_id_foreign" foreign key ("office_id") references "office" ("id") on delete cascade;`,
    );
    this.addSql(`create index "api_token_office_id_index" on "api_token" ("office_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "api_token" drop constraint "api_token_office_id_foreign";`);
    this.addSql(`drop index "api_token_office_id_index";`);
    this.addSql(`alter table "api_token" drop column "office_id";`);
  }
}
