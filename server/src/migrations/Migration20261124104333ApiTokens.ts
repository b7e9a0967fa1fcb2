import { Migration } from '@mikro-orm/migrations';

export class Migration20261124104333ApiTokens extends Migration {
  override name = 'Migration20261124104333ApiTokens';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "api_token" ("id" uuid not null, "user_id" uuid not null, "name" varchar(80) not null, "prefix" varchar(16) not null, "token_hash" varchar(64) not null, "scopes" jsonb not null, "requests_per_minute" int not null, "cost_per_minute" int not null, "created_at" timestamptz not null, "last_used_at" timestamptz null, "expires_at" timestamptz null, "revoked_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "api_token" add constraint "api_token_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(`create index "api_token_user_id_index" on "api_token" ("user_id");`);

    this.addSql(
      `alter table "api_token" add constraint "api_token_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "api_token" cascade;`);
  }
}
