import { Migration } from '@mikro-orm/migrations';

export class Migration20261126001936OfficeDocuments extends Migration {
  override name = 'Migration20261126001936OfficeDocuments';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "generated_document" add "office_id" uuid null, add "client_id" uuid null, add "second_client_id" uuid null;`,
    );
    this.addSql(
      `alter table "generated_document" add constraint "generated_document_office_id_foreign" foreign key ("office_id") references "office" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "generated_document" add constraint "generated_document_client_id_foreign" foreign key ("client_id") references "office_client" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "generated_document" add constraint "generated_document_second_client_id_foreign" foreign key ("second_client_id") references "office_client" ("id") on delete set null;`,
    );
    this.addSql(`create index "generated_document_client_id_index" on "generated_document" ("client_id");`);
    this.addSql(
      `create index "generated_document_second_client_id_index" on "generated_document" ("second_client_id");`,
    );
    this.addSql(
      `create index "generated_document_office_id_created_at_index" on "generated_document" ("office_id", "created_at");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "generated_document" drop constraint "generated_document_office_id_foreign";`);
    this.addSql(`alter table "generated_document" drop constraint "generated_document_client_id_foreign";`);
    this.addSql(
      `alter table "generated_document" drop constraint "generated_document_second_client_id_foreign";`,
    );

    this.addSql(`drop index "generated_document_client_id_index";`);
    this.addSql(`drop index "generated_document_second_client_id_index";`);
    this.addSql(`drop index "generated_document_office_id_created_at_index";`);
    this.addSql(
      `alter table "generated_document" drop column "office_id", drop column "client_id", drop column "second_client_id";`,
    );
  }
}
