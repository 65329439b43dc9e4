ALTER TABLE `juzs` ADD `reader_anonymous` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `khatm` ADD `dedication` text;--> statement-breakpoint
ALTER TABLE `khatm` ADD `completion_notice_sent` integer DEFAULT false NOT NULL;