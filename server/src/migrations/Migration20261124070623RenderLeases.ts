import { Migration } from '@mikro-orm/migrations';

export class Migration20261124070623RenderLeases extends Migration {
  override name = 'Migration20261124070623RenderLeases';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "idempotency_key" ("id" uuid not null, "user_id" uuid not null, "key" varchar(200) not null, "request_hash" varchar(64) not null, "document_id" uuid not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "idempotency_key_expires_at_index" on "idempotency_key" ("expires_at");`);
    this.addSql(
      `alter table "idempotency_key" add constraint "idempotency_key_user_id_key_unique" unique ("user_id", "key");`,
    );

    this.addSql(
      `alter table "generated_document" add "lease_owner" varchar(64) null, add "lease_expires_at" timestamptz null;`,
    );
    this.addSql(
      `create index "generated_document_status_lease_expires_at_index" on "generated_document" ("status", "lease_expires_at");`,
    );

    this.addSql(
      `alter table "idempotency_key" add constraint "idempotency_key_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "idempotency_key" add constraint "idempotency_key_document_id_foreign" foreign key ("document_id") references "generated_document" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "idempotency_key" cascade;`);

    this.addSql(`drop index "generated_document_status_lease_expires_at_index";`);
    this.addSql(
      `alter table "generated_document" drop column "lease_owner", drop column "lease_expires_at";`,
    );
  }
}
