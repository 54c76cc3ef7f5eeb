-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: magento2
-- ------------------------------------------------------

LOCK TABLES `core_config_data` WRITE;
/*!40000 ALTER TABLE `core_config_data` DISABLE KEYS */;
INSERT INTO `core_config_data` VALUES (1,'default',0,'web/seo/use_rewrites','1','2024-01-08 09:12:44'),(2,'default',0,'web/unsecure/base_url','https://shop.fernhill.com/','2024-01-08 09:12:44'),(1036,'default',0,'algoliasearch_credentials/general/active','1','2024-12-19 19:05:18'),(1037,'default',0,'algoliasearch_credentials/general/kas_token','glagent-KNQ4RoUDivMn9s_K7YXmqxtzmq4jjBFu3haVsfVx-CvadKVzI-','2024-12-19 19:05:18'),(1038,'default',0,'algoliasearch_credentials/general/debug','0','2024-12-19 19:05:18');
/*!40000 ALTER TABLE `core_config_data` ENABLE KEYS */;
UNLOCK TABLES;
