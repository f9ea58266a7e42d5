ALTER TABLE "applications" ADD COLUMN "applicant_sort_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "applications_program_applicant_idx" ON "applications" USING btree ("platform_id","program_id","applicant_sort_key","id");--> statement-breakpoint
-- Every way an application gets or changes its applicant (the portal, imports, seeds) fills the key.
CREATE FUNCTION "applications_set_applicant_sort_key"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.applicant_sort_key := coalesce((SELECT lower(coalesce(u.lastname, '')) || ' ' || lower(coalesce(u.firstname, ''))
    FROM users u WHERE u.id = NEW.applicant_id), '');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "applications_applicant_sort_key" BEFORE INSERT OR UPDATE OF "applicant_id" ON "applications"
  FOR EACH ROW EXECUTE FUNCTION "applications_set_applicant_sort_key"();--> statement-breakpoint
-- A person who changes their name moves in every list sorted by applicant.
CREATE FUNCTION "users_refresh_applicant_sort_key"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE applications SET applicant_sort_key = lower(coalesce(NEW.lastname, '')) || ' ' || lower(coalesce(NEW.firstname, ''))
    WHERE applicant_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_applicant_sort_key" AFTER UPDATE OF "firstname", "lastname" ON "users"
  FOR EACH ROW WHEN (OLD.firstname IS DISTINCT FROM NEW.firstname OR OLD.lastname IS DISTINCT FROM NEW.lastname)
  EXECUTE FUNCTION "users_refresh_applicant_sort_key"();--> statement-breakpoint
UPDATE "applications" a SET "applicant_sort_key" = lower(coalesce(u.lastname, '')) || ' ' || lower(coalesce(u.firstname, ''))
  FROM "users" u WHERE u.id = a.applicant_id;
