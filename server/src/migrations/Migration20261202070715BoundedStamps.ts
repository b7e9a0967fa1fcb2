import { Migration } from '@mikro-orm/migrations';

export class Migration20261202070715BoundedStamps extends Migration {
  override name = 'Migration20261202070715BoundedStamps';

  override up(): void | Promise<void> {
    // Stamps kept so far are the uploads themselves (false): the first save that places one
    // re-encodes it through the bounded decoder. The files are not read here: a migration runs at
    // start, on the database alone, and must not decode pictures from storage.
    this.addSql(`alter table "stamp_image" add "reencoded" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "stamp_image" drop column "reencoded";`);
  }
}
