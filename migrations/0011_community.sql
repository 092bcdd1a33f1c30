CREATE TABLE `comment_likes` (
	`comment_id` integer NOT NULL,
	`uid` text NOT NULL,
	`gmt_create` integer DEFAULT (unixepoch()) NOT NULL,
	PRIMARY KEY(`comment_id`, `uid`),
	FOREIGN KEY (`comment_id`) REFERENCES `comments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `comments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`did` integer,
	`cid` integer,
	`uid` text NOT NULL,
	`content` text NOT NULL,
	`by_manager` integer DEFAULT false NOT NULL,
	`like_num` integer DEFAULT 0 NOT NULL,
	`reply_num` integer DEFAULT 0 NOT NULL,
	`gmt_create` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`did`) REFERENCES `discussions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`cid`) REFERENCES `contests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `comments_did_idx` ON `comments` (`did`,`id`);--> statement-breakpoint
CREATE INDEX `comments_cid_idx` ON `comments` (`cid`,`id`);--> statement-breakpoint
CREATE INDEX `comments_uid_idx` ON `comments` (`uid`,`gmt_create`);--> statement-breakpoint
CREATE TABLE `discussion_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`rank` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `discussion_likes` (
	`did` integer NOT NULL,
	`uid` text NOT NULL,
	`gmt_create` integer DEFAULT (unixepoch()) NOT NULL,
	PRIMARY KEY(`did`, `uid`),
	FOREIGN KEY (`did`) REFERENCES `discussions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `discussion_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`did` integer NOT NULL,
	`reporter` text NOT NULL,
	`tags` text NOT NULL,
	`reason` text NOT NULL,
	`status` integer DEFAULT 0 NOT NULL,
	`gmt_create` integer DEFAULT (unixepoch()) NOT NULL,
	`gmt_modified` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`did`) REFERENCES `discussions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `discussion_reports_list_idx` ON `discussion_reports` (`status`,`id`);--> statement-breakpoint
CREATE INDEX `discussion_reports_reporter_idx` ON `discussion_reports` (`reporter`,`gmt_create`);--> statement-breakpoint
CREATE TABLE `discussions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`content` text NOT NULL,
	`category_id` integer NOT NULL,
	`pid` integer,
	`gid` integer,
	`uid` text NOT NULL,
	`top_priority` integer DEFAULT false NOT NULL,
	`status` integer DEFAULT 0 NOT NULL,
	`like_num` integer DEFAULT 0 NOT NULL,
	`view_num` integer DEFAULT 0 NOT NULL,
	`comment_num` integer DEFAULT 0 NOT NULL,
	`gmt_create` integer DEFAULT (unixepoch()) NOT NULL,
	`gmt_modified` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`pid`) REFERENCES `problems`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`gid`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `discussions_list_idx` ON `discussions` (`gid`,`status`,`top_priority`,`id`);--> statement-breakpoint
CREATE INDEX `discussions_pid_idx` ON `discussions` (`pid`,`status`,`id`);--> statement-breakpoint
CREATE INDEX `discussions_uid_idx` ON `discussions` (`uid`,`gmt_create`);--> statement-breakpoint
CREATE TABLE `notice_recipients` (
	`notice_id` integer NOT NULL,
	`uid` text NOT NULL,
	PRIMARY KEY(`notice_id`, `uid`),
	FOREIGN KEY (`notice_id`) REFERENCES `notices`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notice_recipients_uid_idx` ON `notice_recipients` (`uid`,`notice_id`);--> statement-breakpoint
CREATE TABLE `notice_states` (
	`notice_id` integer NOT NULL,
	`uid` text NOT NULL,
	`state` integer NOT NULL,
	PRIMARY KEY(`uid`, `notice_id`),
	FOREIGN KEY (`notice_id`) REFERENCES `notices`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `notices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`recipient` text NOT NULL,
	`pushed` integer DEFAULT false NOT NULL,
	`pushed_at` integer,
	`uid` text NOT NULL,
	`gmt_create` integer DEFAULT (unixepoch()) NOT NULL,
	`gmt_modified` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `notices_pushed_idx` ON `notices` (`pushed`,`pushed_at`);--> statement-breakpoint
CREATE TABLE `replies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`comment_id` integer NOT NULL,
	`uid` text NOT NULL,
	`to_uid` text NOT NULL,
	`content` text NOT NULL,
	`quote_id` integer NOT NULL,
	`quote_type` text NOT NULL,
	`by_manager` integer DEFAULT false NOT NULL,
	`gmt_create` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`comment_id`) REFERENCES `comments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`to_uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `replies_comment_idx` ON `replies` (`comment_id`,`id`);--> statement-breakpoint
CREATE INDEX `replies_uid_idx` ON `replies` (`uid`,`gmt_create`);--> statement-breakpoint
CREATE TABLE `user_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`recipient` text NOT NULL,
	`type` text NOT NULL,
	`sender_id` text,
	`action` text,
	`source_type` text,
	`source_id` integer,
	`source_title` text,
	`source_content` text,
	`quote_content` text,
	`url` text,
	`title` text,
	`content` text,
	`state` integer DEFAULT 0 NOT NULL,
	`gmt_create` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`recipient`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sender_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `user_messages_box_idx` ON `user_messages` (`recipient`,`type`,`id`);--> statement-breakpoint
CREATE INDEX `user_messages_unread_idx` ON `user_messages` (`recipient`,`state`,`type`);--> statement-breakpoint
INSERT INTO `discussion_categories` (`id`, `name`, `rank`) VALUES (1, 'General', 1), (2, 'Problem', 2);
