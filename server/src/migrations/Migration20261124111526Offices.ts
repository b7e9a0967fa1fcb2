import { Migration } from '@mikro-orm/migrations';

export class Migration20261124111526Offices extends Migration {
  override name = 'Migration20261124111526Offices';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "office" ("id" uuid not null, "name_ne" varchar(150) not null, "name_en" varchar(150) not null, "province_id" int not null, "district_id" int not null, "local_level_id" int not null, "ward" int not null, "registration_number" varchar(40) null, "contact_number" varchar(10) not null, "created_at" timestamptz not null, primary key ("id"));`,
    );

    this.addSql(
      `create table "office_membership" ("id" uuid not null, "office_id" uuid not null, "user_id" uuid not null, "role" text not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "office_membership_user_id_index" on "office_membership" ("user_id");`);
    this.addSql(
      `alter table "office_membership" add constraint "office_membership_office_id_user_id_unique" unique ("office_id", "user_id");`,
    );

    this.addSql(
      `create table "office_invitation" ("id" uuid not null, "office_id" uuid not null, "email" varchar(254) null, "mobile" varchar(10) null, "role" text not null, "token_hash" varchar(64) not null, "invited_by_id" uuid not null, "expires_at" timestamptz not null, "accepted_at" timestamptz null, "accepted_by_id" uuid null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "office_invitation_office_id_index" on "office_invitation" ("office_id");`);
    this.addSql(
      `alter table "office_invitation" add constraint "office_invitation_token_hash_unique" unique ("token_hash");`,
    );

    this.addSql(
      `create table "office_client" ("id" uuid not null, "office_id" uuid not null, "full_name" varchar(100) not null, "full_name_en" varchar(100) null, "gender" varchar(20) not null, "date_of_birth_bs" varchar(20) null, "father_name" varchar(100) not null, "mother_name" varchar(100) null, "grandfather_name" varchar(100) not null, "spouse_name" varchar(100) null, "tole" varchar(100) null, "citizenship_number" varchar(40) null, "citizenship_issue_district" varchar(100) null, "citizenship_issue_date_bs" varchar(20) null, "mobile" varchar(10) null, "province_id" int null, "district_id" int null, "local_level_id" int null, "ward" int null, "search_key" varchar(400) not null, "identity_key" varchar(300) not null, "citizenship_key" varchar(40) null, "created_by_id" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "office_client_office_id_identity_key_index" on "office_client" ("office_id", "identity_key");`,
    );
    this.addSql(
      `create index "office_client_office_id_citizenship_key_index" on "office_client" ("office_id", "citizenship_key");`,
    );
    this.addSql(
      `create index "office_client_office_id_created_at_index" on "office_client" ("office_id", "created_at");`,
    );

    this.addSql(
      `alter table "office_membership" add constraint "office_membership_office_id_foreign" foreign key ("office_id") references "office" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "office_membership" add constraint "office_membership_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "office_membership" add constraint "office_membership_role_check" check ("role" in ('owner', 'writer', 'viewer'));`,
    );

    this.addSql(
      `alter table "office_invitation" add constraint "office_invitation_office_id_foreign" foreign key ("office_id") references "office" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "office_invitation" add constraint "office_invitation_invited_by_id_foreign" foreign key ("invited_by_id") references "app_user" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "office_invitation" add constraint "office_invitation_accepted_by_id_foreign" foreign key ("accepted_by_id") references "app_user" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "office_invitation" add constraint "office_invitation_role_check" check ("role" in ('owner', 'writer', 'viewer'));`,
    );

    this.addSql(
      `alter table "office_client" add constraint "office_client_office_id_foreign" foreign key ("office_id") references "office" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "office_client" add constraint "office_client_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "office_membership" drop constraint "office_membership_office_id_foreign";`);
    this.addSql(`alter table "office_invitation" drop constraint "office_invitation_office_id_foreign";`);
    this.addSql(`alter table "office_client" drop constraint "office_client_office_id_foreign";`);

    this.addSql(`drop table if exists "office" cascade;`);
    this.addSql(`drop table if exists "office_membership" cascade;`);
    this.addSql(`drop table if exists "office_invitation" cascade;`);
    this.addSql(`drop table if exists "office_client" cascade;`);
  }
}
