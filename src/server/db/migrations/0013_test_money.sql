-- Test money: the part of each ledger entry, cached balance, earning and payout request that was paid in through
-- the sandbox gateway (test mode, no real money). See docs/money.md "Test money".
ALTER TABLE "ledger_accounts" ADD COLUMN "test_balance" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "test_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "earnings" ADD COLUMN "test_gross" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "earnings" ADD COLUMN "test_net" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD COLUMN "test_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_test_within_amount" CHECK ("ledger_entries"."test_amount" = 0 or (sign("ledger_entries"."test_amount") = sign("ledger_entries"."amount") and abs("ledger_entries"."test_amount") <= abs("ledger_entries"."amount")));--> statement-breakpoint
-- Money that moved before this migration carries no mark. On a site whose money all came in through the sandbox
-- (the embedded default and its demo data: no other gateway ever paid in) every cent is test money, so it is
-- marked as such; the append-only trigger is lifted for this one update. Where a real gateway has paid in too,
-- the history cannot be told apart here and stays counted as real money.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM "ledger_entries") AND NOT EXISTS (
    SELECT 1 FROM "ledger_entries" e JOIN "ledger_accounts" a ON a."id" = e."account_id"
    WHERE a."kind" = 'outside' AND a."code" NOT IN ('outside:sandbox', 'outside:payouts')
  ) THEN
    ALTER TABLE "ledger_entries" DISABLE TRIGGER "ledger_entries_append_only";
    UPDATE "ledger_entries" SET "test_amount" = "amount";
    ALTER TABLE "ledger_entries" ENABLE TRIGGER "ledger_entries_append_only";
    UPDATE "ledger_accounts" SET "test_balance" = "balance";
    UPDATE "earnings" SET "test_gross" = "gross", "test_net" = "net";
    UPDATE "payout_requests" SET "test_amount" = "amount";
  ELSIF EXISTS (SELECT 1 FROM "ledger_entries") THEN
    RAISE NOTICE 'A real gateway has paid money in: ledger entries older than this migration are counted as real money.';
  END IF;
END $$;
