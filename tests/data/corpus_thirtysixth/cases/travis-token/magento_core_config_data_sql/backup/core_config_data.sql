-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: magento2
-- ------------------------------------------------------

LOCK TABLES `core_config_data` WRITE;
/*!40000 ALTER TABLE `core_config_data` DISABLE KEYS */;
INSERT INTO `core_config_data` VALUES (1,'default',0,'web/seo/use_rewrites','1','2024-01-08 09:12:44'),(2,'default',0,'web/unsecure/base_url','https://shop.quillon.net/','2024-01-08 09:12:44'),(533,'default',0,'msp_securitysuite/stripe_payments_basic/active','1','2024-01-12 00:41:03'),(534,'default',0,'msp_securitysuite/stripe_payments_basic/travis_token','v93BhY4ZGckq8v4YuyuBv6','2024-01-12 00:41:03'),(535,'default',0,'msp_securitysuite/stripe_payments_basic/debug','0','2024-01-12 00:41:03');
/*!40000 ALTER TABLE `core_config_data` ENABLE KEYS */;
UNLOCK TABLES;
