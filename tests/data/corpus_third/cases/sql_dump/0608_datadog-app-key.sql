-- MySQL dump 10.13  Distrib 8.0.36
--
-- Table structure for table `integration_settings`
--
CREATE TABLE `integration_settings` (
  `id` int NOT NULL AUTO_INCREMENT,
  `name` varchar(64) NOT NULL,
  `value` text NOT NULL,
  PRIMARY KEY (`id`)
);

INSERT INTO `integration_settings` VALUES (1,'DB_HOST','db.internal.example.net'),
  (2,'CACHE_TTL','600'),
  (3,'DD_GIT_COMMIT_SHA','0713adbb20954634d84593a863d0facbb5d8ee1a'),
  (4,'SENTRY_ENVIRONMENT','prod');
-- Dump completed on 2025-03-14 10:00:00
