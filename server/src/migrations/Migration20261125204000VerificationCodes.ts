import { Migration } from '@mikro-orm/migrations';

export class Migration20261125204000VerificationCodes extends Migration {
  override name = 'Migration20261125204000VerificationCodes';

  override up(): void | Promise<void> {
    // Documents made before this carry no code in their PDF: theirs stays null.
    this.addSql(
      `alter table "generated_document" add "verification_code" varchar(20) null, add "pdf_sha256" varchar(64) null;`,
    );
    this.addSql(
      `alter table "generated_document" add constraint "generated_document_verification_code_unique" unique ("verification_code");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "generated_document" drop constraint "generated_document_verification_code_unique";`,
    );
    this.addSql(
      `alter table "generated_document" drop column "verification_code", drop column "pdf_sha256";`,
    );
  }
}
