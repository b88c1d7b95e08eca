CREATE TABLE "stream_keys" (
	"performer_id" uuid PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"secret_hash" text NOT NULL,
	"last_four" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rtmp_stream_id" uuid,
	"rtmp_alive_until" timestamp with time zone,
	CONSTRAINT "stream_keys_rtmp_together" CHECK (("stream_keys"."rtmp_stream_id" is null) = ("stream_keys"."rtmp_alive_until" is null))
);
--> statement-breakpoint
ALTER TABLE "stream_keys" ADD CONSTRAINT "stream_keys_performer_id_users_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stream_keys_key_id_key" ON "stream_keys" USING btree ("key_id");