-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: magento2
-- ------------------------------------------------------

LOCK TABLES `core_config_data` WRITE;
/*!40000 ALTER TABLE `core_config_data` DISABLE KEYS */;
INSERT INTO `core_config_data` VALUES (1,'default',0,'web/seo/use_rewrites','1','2024-01-08 09:12:44'),(2,'default',0,'web/unsecure/base_url','https://shop.larkspur.dev/','2024-01-08 09:12:44'),(417,'default',0,'algoliasearch_credentials/stripe_payments_basic/active','1','2024-09-20 14:18:05'),(418,'default',0,'algoliasearch_credentials/stripe_payments_basic/pypi_token','pypi-AgENdGVzdC5weXBpLm9yZwIkYTEzNGMwZGEtY2E4YS00MGUxLWIyOWItNjdlY2NmNTBmM2E4AAIleyJwZXJtaXNzaW9ucyI6ICJ1c2VyIiwgInZlcnNpb24iOiAxfQAABiDxmPLOCzQpB19Txd8QEzBCGzeTfQNBrPxhX5N48FWRYA','2024-09-20 14:18:05'),(419,'default',0,'algoliasearch_credentials/stripe_payments_basic/debug','0','2024-09-20 14:18:05');
/*!40000 ALTER TABLE `core_config_data` ENABLE KEYS */;
UNLOCK TABLES;
