CREATE TABLE `__new_effects` (
	`id` integer PRIMARY KEY NOT NULL,
	`key` text NOT NULL,
	`intent` text NOT NULL,
	`created_at` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`message` text,
	`outcome` text,
	`finished_at` integer,
	`last_error` text
);
--> statement-breakpoint
INSERT INTO `__new_effects`("id", "key", "intent", "created_at", "attempts", "next_attempt_at", "message", "outcome", "finished_at", "last_error") SELECT "id", "key", "intent", "created_at", "attempts", "next_attempt_at", "message", "outcome", "finished_at", "last_error" FROM `effects`;--> statement-breakpoint
DROP TABLE `effects`;--> statement-breakpoint
ALTER TABLE `__new_effects` RENAME TO `effects`;--> statement-breakpoint
CREATE TABLE `__new_activities` (
	`id` integer PRIMARY KEY NOT NULL,
	`khatm_id` text NOT NULL,
	`juz_id` integer,
	`juz_number` integer,
	`user_id` integer,
	`user_name` text NOT NULL,
	`user_email` text,
	`activity_type` text NOT NULL,
	`timestamp` text NOT NULL,
	`event` text NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_activities`("id", "khatm_id", "juz_id", "juz_number", "user_id", "user_name", "user_email", "activity_type", "timestamp", "event") SELECT "id", "khatm_id", "juz_id", "juz_number", "user_id", "user_name", "user_email", "activity_type", "timestamp", "event" FROM `activities`;--> statement-breakpoint
DROP TABLE `activities`;--> statement-breakpoint
ALTER TABLE `__new_activities` RENAME TO `activities`;--> statement-breakpoint
ALTER TABLE `juzs` ADD `holder_key_hash` text;--> statement-breakpoint
-- The key that reserved a part moves onto its row (the earliest grant of a part that is held); the grant rows it
-- replaces go, the rest (other browsers of a proven holder) stay.
UPDATE `juzs` SET `holder_key_hash` = (SELECT `key_hash` FROM `reader_grants` WHERE `reader_grants`.`juz_id` = `juzs`.`id` ORDER BY `created_at`, `key_hash` LIMIT 1) WHERE `status` != 'available';--> statement-breakpoint
DELETE FROM `reader_grants` WHERE EXISTS (SELECT 1 FROM `juzs` WHERE `juzs`.`id` = `reader_grants`.`juz_id` AND `juzs`.`holder_key_hash` = `reader_grants`.`key_hash`);
