-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: magento2
-- ------------------------------------------------------

LOCK TABLES `core_config_data` WRITE;
/*!40000 ALTER TABLE `core_config_data` DISABLE KEYS */;
INSERT INTO `core_config_data` VALUES (1,'default',0,'web/seo/use_rewrites','1','2024-01-08 09:12:44'),(2,'default',0,'web/unsecure/base_url','https://shop.larkspur.dev/','2024-01-08 09:12:44'),(1298,'default',0,'algoliasearch_credentials/general/active','1','2024-06-14 22:31:54'),(1299,'default',0,'algoliasearch_credentials/general/docker_username','priyan','2024-06-14 22:31:54'),(1300,'default',0,'algoliasearch_credentials/general/access_token','dckr_pat_mqSEyqVtdkVpfAHEG9k2ffy0Dxn','2024-06-14 22:31:54'),(1301,'default',0,'algoliasearch_credentials/general/debug','0','2024-06-14 22:31:54');
/*!40000 ALTER TABLE `core_config_data` ENABLE KEYS */;
UNLOCK TABLES;
