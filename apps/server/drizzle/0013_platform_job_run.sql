CREATE TABLE "platform_job_run" (
	"name" text NOT NULL,
	"slot" bigint NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_job_run_name_slot_pk" PRIMARY KEY("name","slot")
);
