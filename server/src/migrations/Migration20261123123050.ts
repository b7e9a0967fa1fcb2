import { Migration } from '@mikro-orm/migrations';

export class Migration20261123123050 extends Migration {
  override name = 'Migration20261123123050';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "contact_message" ("id" uuid not null, "first_name" varchar(60) not null, "last_name" varchar(60) not null, "email" varchar(254) not null, "mobile" varchar(10) not null, "message" varchar(2000) not null, "client_address_hash" varchar(64) not null, "created_at" timestamptz not null, "mailed_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `create index "contact_message_client_address_hash_index" on "contact_message" ("client_address_hash");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "contact_message" cascade;`);
  }
}
