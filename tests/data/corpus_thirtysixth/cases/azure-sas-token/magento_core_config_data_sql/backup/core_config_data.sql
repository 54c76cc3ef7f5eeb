-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: magento2
-- ------------------------------------------------------

LOCK TABLES `core_config_data` WRITE;
/*!40000 ALTER TABLE `core_config_data` DISABLE KEYS */;
INSERT INTO `core_config_data` VALUES (1,'default',0,'web/seo/use_rewrites','1','2024-01-08 09:12:44'),(2,'default',0,'web/unsecure/base_url','https://shop.larkspur.dev/','2024-01-08 09:12:44'),(1107,'default',0,'carriers/credentials/active','1','2024-09-08 11:46:47'),(1108,'default',0,'carriers/credentials/blob_sas_url','https://acmeprodsa.blob.core.windows.net/media/logo.png?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2025-10-15T13:00:00Z&st=2024-01-01T00:00:00Z&spr=https&sig=eQi0hWarNxoEfsECNIWuYzqg5W3q4KC6qSQYTMVcQJs%3D','2024-09-08 11:46:47'),(1109,'default',0,'carriers/credentials/debug','0','2024-09-08 11:46:47');
/*!40000 ALTER TABLE `core_config_data` ENABLE KEYS */;
UNLOCK TABLES;
