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

INSERT INTO `integration_settings` VALUES (1,'SENTRY_ENVIRONMENT','prod'),
  (2,'FEATURE_FLAGS','search,billing'),
  (3,'NPM_TOKEN','f23336b3-d082-4c17-a7ec-fa9efcf02075'),
  (4,'AWS_REGION','eu-west-1');
-- Dump completed on 2025-03-14 10:00:00
