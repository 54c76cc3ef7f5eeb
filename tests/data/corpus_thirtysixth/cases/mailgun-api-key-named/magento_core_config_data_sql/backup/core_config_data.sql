-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: magento2
-- ------------------------------------------------------

LOCK TABLES `core_config_data` WRITE;
/*!40000 ALTER TABLE `core_config_data` DISABLE KEYS */;
INSERT INTO `core_config_data` VALUES (1,'default',0,'web/seo/use_rewrites','1','2024-01-08 09:12:44'),(2,'default',0,'web/unsecure/base_url','https://shop.quillon.net/','2024-01-08 09:12:44'),(1030,'default',0,'payment/api/active','1','2024-12-17 23:07:36'),(1031,'default',0,'payment/api/mailgun_domain','mg.larkspur.dev','2024-12-17 23:07:36'),(1032,'default',0,'payment/api/mailgun_api_token','8144d82cb2e16bc7360ce3bdacc52c04-72779a86-ea67e4ce','2024-12-17 23:07:36'),(1033,'default',0,'payment/api/debug','0','2024-12-17 23:07:36');
/*!40000 ALTER TABLE `core_config_data` ENABLE KEYS */;
UNLOCK TABLES;
