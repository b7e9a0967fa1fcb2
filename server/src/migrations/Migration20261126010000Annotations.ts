import { Migration } from '@mikro-orm/migrations';

export class Migration20261126010000Annotations extends Migration {
  override name = 'Migration20261126010000Annotations';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "document_version" ("id" uuid not null, "document_id" uuid not null, "number" int not null, "file_key" varchar(300) not null, "sha256" varchar(64) not null, "annotations" jsonb not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "document_version" add constraint "document_version_document_id_number_unique" unique ("document_id", "number");`,
    );
    this.addSql(
      `alter table "document_version" add constraint "document_version_document_id_foreign" foreign key ("document_id") references "generated_document" ("id") on delete cascade;`,
    );
    this.addSql(
      `create table "stamp_image" ("id" uuid not null, "user_id" uuid not null, "file_key" varchar(300) not null, "content_type" varchar(20) not null, "width" int not null, "height" int not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "stamp_image_user_id_created_at_index" on "stamp_image" ("user_id", "created_at");`,
    );
    this.addSql(
      `alter table "stamp_image" add constraint "stamp_image_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "document_version" cascade;`);
    this.addSql(`drop table if exists "stamp_image" cascade;`);
  }
}
