CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_expired_idx" ON "subscriptions" USING btree ("expired_at");--> statement-breakpoint
CREATE INDEX "subscriptions_started_idx" ON "subscriptions" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "ledger_transactions_kind_created_idx" ON "ledger_transactions" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "earnings_created_idx" ON "earnings" USING btree ("created_at");