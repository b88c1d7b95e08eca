CREATE TABLE "media_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"original_key" text,
	"original_name" text,
	"main_key" text,
	"mime_type" text,
	"size" bigint,
	"width" integer,
	"height" integer,
	"duration" real,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preview_key" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "welcome_video_file_id" uuid;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_files_owner_idx" ON "media_files" USING btree ("owner_id","created_at");--> statement-breakpoint
ALTER TABLE "performers" ADD CONSTRAINT "performers_welcome_video_file_id_media_files_id_fk" FOREIGN KEY ("welcome_video_file_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;