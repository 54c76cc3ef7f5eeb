-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: magento2
-- ------------------------------------------------------

LOCK TABLES `core_config_data` WRITE;
/*!40000 ALTER TABLE `core_config_data` DISABLE KEYS */;
INSERT INTO `core_config_data` VALUES (1,'default',0,'web/seo/use_rewrites','1','2024-01-08 09:12:44'),(2,'default',0,'web/unsecure/base_url','https://shop.larkspur.dev/','2024-01-08 09:12:44'),(1666,'default',0,'carriers/api/active','1','2024-05-17 10:42:27'),(1667,'default',0,'carriers/api/braintree_access_token','access_token$production$jb6gqorqtu5arpry$996e75196ccfbd935aa57591d08435c9','2024-05-17 10:42:27'),(1668,'default',0,'carriers/api/debug','0','2024-05-17 10:42:27');
/*!40000 ALTER TABLE `core_config_data` ENABLE KEYS */;
UNLOCK TABLES;
