-- The fixed role table: numbers as the spec's admin user filter uses them (vip has none there).
INSERT INTO `roles` (`id`, `name`, `description`) VALUES
  (1000, 'root', 'super admin'),
  (1001, 'teacher', 'teacher'),
  (1002, 'user', 'user'),
  (1009, 'admin', 'normal admin'),
  (1010, 'vip', 'VIP member');
