ALTER TABLE `khatm` ADD `search_terms_pending` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `khatm` ADD `finish_by` text;--> statement-breakpoint
ALTER TABLE `khatm` ADD `finish_by_notice_for` text;--> statement-breakpoint
ALTER TABLE `khatm` ADD `organizers` text DEFAULT '[]' NOT NULL;