CREATE TABLE `problem_cases` (
	`pid` integer NOT NULL,
	`idx` integer NOT NULL,
	`input_hash` text NOT NULL,
	`output_hash` text NOT NULL,
	`input_name` text NOT NULL,
	`output_name` text NOT NULL,
	`score` integer DEFAULT 0 NOT NULL,
	`group_num` integer,
	PRIMARY KEY(`pid`, `idx`),
	FOREIGN KEY (`pid`) REFERENCES `problems`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `problem_languages` (
	`pid` integer NOT NULL,
	`language` text NOT NULL,
	PRIMARY KEY(`pid`, `language`),
	FOREIGN KEY (`pid`) REFERENCES `problems`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `problems` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`problem_id` text NOT NULL,
	`title` text NOT NULL,
	`author` text,
	`description` text DEFAULT '' NOT NULL,
	`input` text DEFAULT '' NOT NULL,
	`output` text DEFAULT '' NOT NULL,
	`examples` text DEFAULT '[]' NOT NULL,
	`hint` text,
	`source` text,
	`difficulty` integer DEFAULT 0 NOT NULL,
	`type` integer DEFAULT 0 NOT NULL,
	`auth` integer DEFAULT 1 NOT NULL,
	`time_limit` integer DEFAULT 1000 NOT NULL,
	`memory_limit` integer DEFAULT 256 NOT NULL,
	`stack_limit` integer DEFAULT 128 NOT NULL,
	`judge_mode` text DEFAULT 'default' NOT NULL,
	`judge_case_mode` text DEFAULT 'default' NOT NULL,
	`is_remove_end_blank` integer DEFAULT true NOT NULL,
	`open_case_result` integer DEFAULT true NOT NULL,
	`is_file_io` integer DEFAULT false NOT NULL,
	`io_read_file_name` text,
	`io_write_file_name` text,
	`spj_code` text,
	`spj_language` text,
	`user_extra_file` text,
	`judge_extra_file` text,
	`code_share` integer DEFAULT true NOT NULL,
	`is_remote` integer DEFAULT false NOT NULL,
	`solution_unlock_ratio` integer DEFAULT 100 NOT NULL,
	`gid` integer,
	`created_by` text,
	`modified_user` text,
	`total_count` integer DEFAULT 0 NOT NULL,
	`ac_count` integer DEFAULT 0 NOT NULL,
	`wa_count` integer DEFAULT 0 NOT NULL,
	`ce_count` integer DEFAULT 0 NOT NULL,
	`tle_count` integer DEFAULT 0 NOT NULL,
	`mle_count` integer DEFAULT 0 NOT NULL,
	`re_count` integer DEFAULT 0 NOT NULL,
	`pe_count` integer DEFAULT 0 NOT NULL,
	`se_count` integer DEFAULT 0 NOT NULL,
	`pa_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `problems_problem_id_idx` ON `problems` (`problem_id`);--> statement-breakpoint
CREATE TABLE `user_problem_status` (
	`uid` text NOT NULL,
	`pid` integer NOT NULL,
	`status` integer NOT NULL,
	`score` integer NOT NULL,
	PRIMARY KEY(`uid`, `pid`),
	FOREIGN KEY (`uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`pid`) REFERENCES `problems`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_problem_status_solved_idx` ON `user_problem_status` (`uid`,`status`);--> statement-breakpoint
CREATE TABLE `judge_runners` (
	`name` text PRIMARY KEY NOT NULL,
	`fleet` text NOT NULL,
	`slots` integer NOT NULL,
	`languages` text NOT NULL,
	`last_seen` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `submission_results` (
	`submit_id` integer PRIMARY KEY NOT NULL,
	`cases` text NOT NULL,
	FOREIGN KEY (`submit_id`) REFERENCES `submissions`(`submit_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `submissions` (
	`submit_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`pid` integer NOT NULL,
	`display_pid` text NOT NULL,
	`uid` text NOT NULL,
	`username` text NOT NULL,
	`code` text NOT NULL,
	`language` text NOT NULL,
	`length` integer NOT NULL,
	`status` integer DEFAULT 5 NOT NULL,
	`score` integer,
	`oi_rank_score` integer,
	`time` integer,
	`memory` integer,
	`error_message` text,
	`cid` integer DEFAULT 0 NOT NULL,
	`cpid` integer DEFAULT 0 NOT NULL,
	`gid` integer,
	`tid` integer,
	`share` integer DEFAULT false NOT NULL,
	`judger` text,
	`is_manual` integer DEFAULT false NOT NULL,
	`ip` text,
	`submit_time` integer DEFAULT (unixepoch()) NOT NULL,
	`judge_time` integer,
	`judge_nonce` text,
	`counted_status` integer,
	FOREIGN KEY (`pid`) REFERENCES `problems`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `submissions_uid_idx` ON `submissions` (`uid`,`submit_id`);--> statement-breakpoint
CREATE INDEX `submissions_pid_idx` ON `submissions` (`pid`,`submit_id`);--> statement-breakpoint
CREATE INDEX `submissions_status_idx` ON `submissions` (`status`,`submit_id`);--> statement-breakpoint
CREATE INDEX `submissions_cid_idx` ON `submissions` (`cid`,`submit_id`);--> statement-breakpoint
CREATE INDEX `submissions_uid_pid_idx` ON `submissions` (`uid`,`pid`);--> statement-breakpoint
CREATE TABLE `test_judges` (
	`key` text PRIMARY KEY NOT NULL,
	`uid` text NOT NULL,
	`pid` integer NOT NULL,
	`language` text NOT NULL,
	`code` text NOT NULL,
	`user_input` text NOT NULL,
	`expected_output` text,
	`status` integer DEFAULT 5 NOT NULL,
	`nonce` text,
	`result` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`pid`) REFERENCES `problems`(`id`) ON UPDATE no action ON DELETE cascade
);
