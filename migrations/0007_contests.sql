CREATE TABLE `contest_ac_checks` (
	`submit_id` integer PRIMARY KEY NOT NULL,
	`cid` integer NOT NULL,
	`checked` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`submit_id`) REFERENCES `submissions`(`submit_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `contest_announcements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cid` integer NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`uid` text NOT NULL,
	`username` text NOT NULL,
	`gmt_create` integer DEFAULT (unixepoch()) NOT NULL,
	`gmt_modified` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`cid`) REFERENCES `contests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contest_announcements_cid_idx` ON `contest_announcements` (`cid`,`id`);--> statement-breakpoint
CREATE TABLE `contest_prints` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cid` integer NOT NULL,
	`uid` text NOT NULL,
	`username` text NOT NULL,
	`realname` text,
	`content` text NOT NULL,
	`status` integer DEFAULT 0 NOT NULL,
	`gmt_create` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`cid`) REFERENCES `contests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contest_prints_cid_idx` ON `contest_prints` (`cid`,`id`);--> statement-breakpoint
CREATE TABLE `contest_problems` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cid` integer NOT NULL,
	`pid` integer NOT NULL,
	`display_id` text NOT NULL,
	`display_title` text NOT NULL,
	`color` text,
	FOREIGN KEY (`cid`) REFERENCES `contests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`pid`) REFERENCES `problems`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contest_problems_display_idx` ON `contest_problems` (`cid`,`display_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `contest_problems_pid_idx` ON `contest_problems` (`cid`,`pid`);--> statement-breakpoint
CREATE TABLE `contest_registers` (
	`cid` integer NOT NULL,
	`uid` text NOT NULL,
	`start_time` integer,
	`gmt_create` integer DEFAULT (unixepoch()) NOT NULL,
	PRIMARY KEY(`cid`, `uid`),
	FOREIGN KEY (`cid`) REFERENCES `contests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `contests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`image` text,
	`type` integer DEFAULT 0 NOT NULL,
	`auth` integer DEFAULT 0 NOT NULL,
	`pwd` text,
	`start_time` integer NOT NULL,
	`end_time` integer NOT NULL,
	`duration` integer NOT NULL,
	`user_duration` integer DEFAULT 0 NOT NULL,
	`seal_rank` integer DEFAULT false NOT NULL,
	`seal_rank_time` integer,
	`auto_real_rank` integer DEFAULT true NOT NULL,
	`open_rank` integer DEFAULT false NOT NULL,
	`open_print` integer DEFAULT false NOT NULL,
	`allow_end_submit` integer DEFAULT false NOT NULL,
	`rank_show_name` text DEFAULT 'username' NOT NULL,
	`oi_rank_score_type` text DEFAULT 'Recent' NOT NULL,
	`open_account_limit` integer DEFAULT false NOT NULL,
	`account_limit_rule` text,
	`star_account` text DEFAULT '[]' NOT NULL,
	`award_type` integer DEFAULT 0 NOT NULL,
	`award_config` text DEFAULT '[]' NOT NULL,
	`visible` integer DEFAULT true NOT NULL,
	`gid` integer,
	`uid` text NOT NULL,
	`author` text NOT NULL,
	`gmt_create` integer DEFAULT (unixepoch()) NOT NULL,
	`gmt_modified` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `contests_start_idx` ON `contests` (`start_time`);--> statement-breakpoint
CREATE INDEX `contests_gid_idx` ON `contests` (`gid`);