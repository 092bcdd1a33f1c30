CREATE TABLE `honor_award_users` (
	`roll_id` integer NOT NULL,
	`award_rank` integer NOT NULL,
	`uid` text NOT NULL,
	`rank` integer NOT NULL,
	PRIMARY KEY(`roll_id`, `award_rank`, `uid`),
	FOREIGN KEY (`roll_id`) REFERENCES `honor_rolls`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `honor_award_users_uid_idx` ON `honor_award_users` (`uid`);--> statement-breakpoint
CREATE TABLE `honor_awards` (
	`roll_id` integer NOT NULL,
	`rank` integer NOT NULL,
	`name` text NOT NULL,
	PRIMARY KEY(`roll_id`, `rank`),
	FOREIGN KEY (`roll_id`) REFERENCES `honor_rolls`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `honor_rolls` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`status` integer DEFAULT 0 NOT NULL,
	`uid` text NOT NULL,
	`gmt_create` integer DEFAULT (unixepoch()) NOT NULL,
	`gmt_modified` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `honor_rolls_name_idx` ON `honor_rolls` (`name`);--> statement-breakpoint
CREATE INDEX `honor_rolls_shown_idx` ON `honor_rolls` (`status`,`id`);