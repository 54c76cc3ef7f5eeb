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

INSERT INTO `integration_settings` VALUES (1,'FEATURE_FLAGS','search,billing'),
  (2,'SENTRY_ENVIRONMENT','prod'),
  (3,'token','a570a920b1cafac55d3db26aa6101599b1ab6d9b'),
  (4,'CACHE_TTL','600');
-- Dump completed on 2025-03-14 10:00:00
