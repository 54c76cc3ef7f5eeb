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

INSERT INTO `integration_settings` VALUES (1,'CACHE_TTL','600'),
  (2,'FEATURE_FLAGS','search,billing'),
  (3,'REDIS_PASSWORD','y#y-0%Yo_VvnIg-qsowyq'),
  (4,'LOG_LEVEL','info');
-- Dump completed on 2025-03-14 10:00:00
