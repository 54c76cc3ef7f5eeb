-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: magento2
-- ------------------------------------------------------

LOCK TABLES `core_config_data` WRITE;
/*!40000 ALTER TABLE `core_config_data` DISABLE KEYS */;
INSERT INTO `core_config_data` VALUES (1,'default',0,'web/seo/use_rewrites','1','2024-01-08 09:12:44'),(2,'default',0,'web/unsecure/base_url','https://shop.kestrelworks.io/','2024-01-08 09:12:44'),(435,'default',0,'carriers/credentials/active','1','2024-05-08 06:59:51'),(436,'default',0,'carriers/credentials/nim_api_key','0:3:MBNrDXOlJdTJNnpT01x5B1M8L6ymRZfMvBarNE86kjBd2Yy9UB1cZsnzL4wv1IxYLRwFFxkQ+HxCTqls+ea5/XnjXpPOSMVzVAbHeJV+MBCYzh0PjiTv6it4NnvPOc0a0T9hZIUwS9QepdnHiFs=','2024-05-08 06:59:51'),(437,'default',0,'carriers/credentials/debug','0','2024-05-08 06:59:51');
/*!40000 ALTER TABLE `core_config_data` ENABLE KEYS */;
UNLOCK TABLES;
