CREATE TABLE `telegram_chats` (
	`chat_id` text PRIMARY KEY NOT NULL,
	`khatm_id` text NOT NULL,
	`linked_at` text NOT NULL
);
