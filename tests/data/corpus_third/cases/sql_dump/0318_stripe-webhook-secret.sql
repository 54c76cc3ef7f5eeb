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

INSERT INTO `integration_settings` VALUES (1,'APP_ENV','production'),
  (2,'SERVICE_NAME','orders-api'),
  (3,'STRIPE_WEBHOOK_SECRET','whsec_UVlWciHRXewObXDaZujHCkW96AbUzjew'),
  (4,'PORT','8080');
-- Dump completed on 2025-03-14 10:00:00
