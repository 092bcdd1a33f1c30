CREATE TABLE `checker_checks` (
	`id` text PRIMARY KEY NOT NULL,
	`uid` text NOT NULL,
	`judge_mode` text NOT NULL,
	`language` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `code_templates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`pid` integer NOT NULL,
	`language` text NOT NULL,
	`code` text NOT NULL,
	`status` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`pid`) REFERENCES `problems`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `code_templates_pid_language_idx` ON `code_templates` (`pid`,`language`);--> statement-breakpoint
CREATE TABLE `problem_io_records` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`uid` text,
	`username` text NOT NULL,
	`kind` text NOT NULL,
	`format` text NOT NULL,
	`problem_ids` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `problem_io_records_created_idx` ON `problem_io_records` (`created_at`);--> statement-breakpoint
CREATE TABLE `problem_tags` (
	`pid` integer NOT NULL,
	`tid` integer NOT NULL,
	PRIMARY KEY(`pid`, `tid`),
	FOREIGN KEY (`pid`) REFERENCES `problems`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tid`) REFERENCES `tags`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `problem_tags_tid_idx` ON `problem_tags` (`tid`,`pid`);--> statement-breakpoint
CREATE TABLE `tag_classifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`oj` text DEFAULT 'ME' NOT NULL,
	`rank` integer DEFAULT 0 NOT NULL,
	`gid` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `tags` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`color` text,
	`oj` text DEFAULT 'ME' NOT NULL,
	`gid` integer,
	`tcid` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`tcid`) REFERENCES `tag_classifications`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tags_oj_name_idx` ON `tags` (`oj`,`name`);--> statement-breakpoint
CREATE INDEX `tags_tcid_idx` ON `tags` (`tcid`);--> statement-breakpoint
CREATE TABLE `testcase_uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`uid` text NOT NULL,
	`files` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `problem_cases` ADD `input_size` integer;--> statement-breakpoint
ALTER TABLE `problem_cases` ADD `output_size` integer;--> statement-breakpoint
ALTER TABLE `problems` ADD `spj_compile_ok` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `problems` ADD `judge_case_mode_record` text;--> statement-breakpoint
ALTER TABLE `problems` ADD `is_upload_case` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `problems` ADD `upload_testcase_dir` text;--> statement-breakpoint
ALTER TABLE `problems` ADD `apply_public_progress` integer;--> statement-breakpoint
ALTER TABLE `problems` ADD `cid` integer;--> statement-breakpoint
CREATE INDEX `problems_list_idx` ON `problems` (`auth`,length("problem_id"),`problem_id`);--> statement-breakpoint
CREATE INDEX `problems_created_by_idx` ON `problems` (`created_by`);