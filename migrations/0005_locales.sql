ALTER TABLE `khatms` ADD `creator_locale` text;--> statement-breakpoint
ALTER TABLE `users` ADD `locale` text;