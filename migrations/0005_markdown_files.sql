CREATE TABLE `markdown_files` (
	`id` text PRIMARY KEY NOT NULL,
	`uid` text NOT NULL,
	`kind` text NOT NULL,
	`key` text NOT NULL,
	`name` text NOT NULL,
	`size` integer NOT NULL,
	`created` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `markdown_files_key_unique` ON `markdown_files` (`key`);--> statement-breakpoint
CREATE INDEX `markdown_files_uid_idx` ON `markdown_files` (`uid`);