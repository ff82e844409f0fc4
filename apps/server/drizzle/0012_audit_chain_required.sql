ALTER TABLE "sys_audit_log" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_audit_log" ALTER COLUMN "prev_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_audit_log" ALTER COLUMN "hash" SET NOT NULL;