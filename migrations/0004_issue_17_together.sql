ALTER TABLE `juzs` ADD `reader_anonymous` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `khatms` ADD `dedication` text;--> statement-breakpoint
ALTER TABLE `khatms` ADD `series_id` text;--> statement-breakpoint
ALTER TABLE `khatms` ADD `round` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `khatms` ADD `reminder_days` integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE `khatms` ADD `stale_days` integer;--> statement-breakpoint
ALTER TABLE `khatms` ADD `auto_next_round` text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE `khatms` ADD `next_due_at` text;--> statement-breakpoint
CREATE INDEX `khatms_next_due_idx` ON `khatms` (`next_due_at`);--> statement-breakpoint
CREATE INDEX `khatms_series_idx` ON `khatms` (`series_id`,`round`);