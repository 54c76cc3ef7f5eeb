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

INSERT INTO `integration_settings` VALUES (1,'TIMEOUT_MS','3000'),
  (2,'PORT','8080'),
  (3,'SOPS_AGE_KEY','AGE-SECRET-KEY-1ERH3FMSH8XFPWSQ6H6AC9V3WAJ46G85KL8J0W0DWD5PFPSQNDFZQVNC2PC'),
  (4,'DB_HOST','db.internal.example.net');
-- Dump completed on 2025-03-14 10:00:00
