import { Migration } from '@mikro-orm/migrations';

export class Migration20261126003000DocxFiles extends Migration {
  override name = 'Migration20261126003000DocxFiles';

  override up(): void | Promise<void> {
    // Documents made before Word copies keep a null key: they have only their PDF.
    this.addSql(`alter table "generated_document" add "docx_key" varchar(300) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "generated_document" drop column "docx_key";`);
  }
}
