ALTER TABLE `juzs` ADD `holder_key_hash` text;--> statement-breakpoint
-- The key that reserved a part moves onto its row (the earliest grant of a part that is held); the grant rows it
-- replaces go, the rest (other browsers of a proven holder) stay.
UPDATE `juzs` SET `holder_key_hash` = (SELECT `key_hash` FROM `reader_grants` WHERE `reader_grants`.`juz_id` = `juzs`.`id` ORDER BY `created_at`, `key_hash` LIMIT 1) WHERE `status` != 'available';--> statement-breakpoint
DELETE FROM `reader_grants` WHERE EXISTS (SELECT 1 FROM `juzs` WHERE `juzs`.`id` = `reader_grants`.`juz_id` AND `juzs`.`holder_key_hash` = `reader_grants`.`key_hash`);
