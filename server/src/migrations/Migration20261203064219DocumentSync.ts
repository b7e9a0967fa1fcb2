import { Migration } from '@mikro-orm/migrations';

export class Migration20261203064219DocumentSync extends Migration {
  override name = 'Migration20261203064219DocumentSync';

  override up(): void | Promise<void> {
    // A partner's sync reads what changed since its last read (updatedSince), a person's documents
    // or an office's.
    this.addSql(
      `create index "generated_document_user_id_updated_at_index" on "generated_document" ("user_id", "updated_at");`,
    );
    this.addSql(
      `create index "generated_document_office_id_updated_at_index" on "generated_document" ("office_id", "updated_at");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "generated_document_user_id_updated_at_index";`);
    this.addSql(`drop index "generated_document_office_id_updated_at_index";`);
  }
}
