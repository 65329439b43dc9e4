ALTER TABLE `juz_schedules` ADD `locale` text;--> statement-breakpoint
ALTER TABLE `khatm` ADD `creator_locale` text;