-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: magento2
-- ------------------------------------------------------

LOCK TABLES `core_config_data` WRITE;
/*!40000 ALTER TABLE `core_config_data` DISABLE KEYS */;
INSERT INTO `core_config_data` VALUES (1,'default',0,'web/seo/use_rewrites','1','2024-01-08 09:12:44'),(2,'default',0,'web/unsecure/base_url','https://shop.kestrelworks.io/','2024-01-08 09:12:44'),(1476,'default',0,'algoliasearch_credentials/general/active','1','2024-01-23 19:33:19'),(1477,'default',0,'algoliasearch_credentials/general/planetscale_oauth_token','pscale_oauth_WM3Mun1sRRLm9Gw-skA2_IPAzu9SZZ7Q72ISFZxOYHq','2024-01-23 19:33:19'),(1478,'default',0,'algoliasearch_credentials/general/debug','0','2024-01-23 19:33:19');
/*!40000 ALTER TABLE `core_config_data` ENABLE KEYS */;
UNLOCK TABLES;
