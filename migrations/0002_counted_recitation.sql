ALTER TABLE `khatms` ADD `target` integer;--> statement-breakpoint
ALTER TABLE `khatms` ADD `recitation` text;