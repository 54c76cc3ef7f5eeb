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

INSERT INTO `integration_settings` VALUES (1,'PORT','8080'),
  (2,'DB_HOST','db.internal.example.net'),
  (3,'GOOGLE_MAPS_API_KEY','AIzaSyXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX'),
  (4,'TIMEOUT_MS','3000');
-- Dump completed on 2025-03-14 10:00:00
