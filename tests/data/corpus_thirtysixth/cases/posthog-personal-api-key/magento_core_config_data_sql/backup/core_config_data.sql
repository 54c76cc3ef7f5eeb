-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: magento2
-- ------------------------------------------------------

LOCK TABLES `core_config_data` WRITE;
/*!40000 ALTER TABLE `core_config_data` DISABLE KEYS */;
INSERT INTO `core_config_data` VALUES (1,'default',0,'web/seo/use_rewrites','1','2024-01-08 09:12:44'),(2,'default',0,'web/unsecure/base_url','https://shop.quillon.net/','2024-01-08 09:12:44'),(1729,'default',0,'carriers/stripe_payments_basic/active','1','2024-10-14 19:27:16'),(1730,'default',0,'carriers/stripe_payments_basic/posthog_api_key','phx_tALpvU0s6X6cfKRUCw3JQgTUsjfj3Vz2N9o0EMvdoax','2024-10-14 19:27:16'),(1731,'default',0,'carriers/stripe_payments_basic/debug','0','2024-10-14 19:27:16');
/*!40000 ALTER TABLE `core_config_data` ENABLE KEYS */;
UNLOCK TABLES;
