CREATE TABLE `course_teachers` (
	`course_id` integer NOT NULL,
	`uid` text NOT NULL,
	`profession` text NOT NULL,
	`rank` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`course_id`, `uid`),
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `courses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`type` integer NOT NULL,
	`image` text,
	`sign_up_image` text,
	`price_cents` integer DEFAULT 0 NOT NULL,
	`start_time` integer NOT NULL,
	`end_time` integer NOT NULL,
	`replay_time` integer,
	`content` text DEFAULT '' NOT NULL,
	`faq` text DEFAULT '' NOT NULL,
	`uid` text NOT NULL,
	`gmt_create` integer DEFAULT (unixepoch()) NOT NULL,
	`gmt_modified` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `courses_list_idx` ON `courses` (`type`,`start_time`);--> statement-breakpoint
CREATE TABLE `team_announcements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`category` integer NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`status` integer DEFAULT 0 NOT NULL,
	`uid` text NOT NULL,
	`gmt_create` integer DEFAULT (unixepoch()) NOT NULL,
	`gmt_modified` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `team_announcements_list_idx` ON `team_announcements` (`category`,`status`,`id`);--> statement-breakpoint
CREATE TABLE `training_camp_team` (
	`id` integer PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`gmt_modified` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `training_camps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`duration` text NOT NULL,
	`intensity` integer NOT NULL,
	`content` text NOT NULL,
	`uid` text NOT NULL,
	`gmt_create` integer DEFAULT (unixepoch()) NOT NULL,
	`gmt_modified` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
