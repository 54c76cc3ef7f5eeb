-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: magento2
-- ------------------------------------------------------

LOCK TABLES `core_config_data` WRITE;
/*!40000 ALTER TABLE `core_config_data` DISABLE KEYS */;
INSERT INTO `core_config_data` VALUES (1,'default',0,'web/seo/use_rewrites','1','2024-01-08 09:12:44'),(2,'default',0,'web/unsecure/base_url','https://shop.larkspur.dev/','2024-01-08 09:12:44'),(915,'default',0,'msp_securitysuite/stripe_payments_basic/active','1','2024-10-20 15:27:57'),(916,'default',0,'msp_securitysuite/stripe_payments_basic/artifactory_token','cmVmdGtuOjAxOjE4NjE5MDI1NjQ6VmN6NUpKWkNheWlpQkw4bFg3Y21IcTdXeG5I','2024-10-20 15:27:57'),(917,'default',0,'msp_securitysuite/stripe_payments_basic/debug','0','2024-10-20 15:27:57');
/*!40000 ALTER TABLE `core_config_data` ENABLE KEYS */;
UNLOCK TABLES;
