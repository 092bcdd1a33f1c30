CREATE TABLE `announcements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`status` integer DEFAULT 0 NOT NULL,
	`uid` text NOT NULL,
	`gid` integer,
	`gmt_create` integer DEFAULT (unixepoch()) NOT NULL,
	`gmt_modified` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`gid`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `announcements_gid_idx` ON `announcements` (`gid`,`status`,`id`);--> statement-breakpoint
CREATE TABLE `group_members` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`gid` integer NOT NULL,
	`uid` text NOT NULL,
	`auth` integer NOT NULL,
	`reason` text,
	`gmt_create` integer DEFAULT (unixepoch()) NOT NULL,
	`gmt_modified` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`gid`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `group_members_gid_uid_idx` ON `group_members` (`gid`,`uid`);--> statement-breakpoint
CREATE INDEX `group_members_list_idx` ON `group_members` (`gid`,`auth`,`id`);--> statement-breakpoint
CREATE INDEX `group_members_uid_idx` ON `group_members` (`uid`,`auth`);--> statement-breakpoint
CREATE TABLE `group_problem_best` (
	`gid` integer NOT NULL,
	`uid` text NOT NULL,
	`pid` integer NOT NULL,
	`ac` integer DEFAULT 0 NOT NULL,
	`score` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`gid`, `uid`, `pid`)
);
--> statement-breakpoint
CREATE TABLE `group_rank_stats` (
	`gid` integer NOT NULL,
	`uid` text NOT NULL,
	`ac` integer DEFAULT 0 NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	`score` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`gid`, `uid`)
);
--> statement-breakpoint
CREATE INDEX `group_rank_acm_idx` ON `group_rank_stats` (`gid`,`ac`,`total`);--> statement-breakpoint
CREATE INDEX `group_rank_oi_idx` ON `group_rank_stats` (`gid`,`score`);--> statement-breakpoint
CREATE TABLE `groups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`avatar` text,
	`name` text NOT NULL,
	`short_name` text NOT NULL,
	`brief` text NOT NULL,
	`description` text NOT NULL,
	`owner` text NOT NULL,
	`uid` text NOT NULL,
	`auth` integer NOT NULL,
	`code` text,
	`status` integer DEFAULT 0 NOT NULL,
	`visible` integer DEFAULT true NOT NULL,
	`member_count` integer DEFAULT 0 NOT NULL,
	`gmt_create` integer DEFAULT (unixepoch()) NOT NULL,
	`gmt_modified` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `groups_short_name_idx` ON `groups` (lower("short_name"));--> statement-breakpoint
CREATE INDEX `groups_list_idx` ON `groups` (`visible`,`id`);