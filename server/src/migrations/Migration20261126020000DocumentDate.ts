import { Migration } from '@mikro-orm/migrations';

export class Migration20261126020000DocumentDate extends Migration {
  override name = 'Migration20261126020000DocumentDate';

  override up(): void | Promise<void> {
    // The BS date a document's paper carries, so that a Word copy made later carries it too.
    // Documents rendered before it keep null (their copy is dated from completed_at).
    this.addSql(`alter table "generated_document" add "dated_on" varchar(10) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "generated_document" drop column "dated_on";`);
  }
}
