ALTER TABLE `khatm` ADD `search_terms_pending` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `khatm` ADD `organizers` text DEFAULT '[]' NOT NULL;