ALTER TABLE `juzs` ADD `reader_anonymous` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `khatms` ADD `dedication` text;