-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: 127.0.0.1    Database: sylius_prod
-- ------------------------------------------------------
-- Server version	8.0.36

--
-- Dumping data for table `sylius_gateway_config`
--

LOCK TABLES `sylius_gateway_config` WRITE;
/*!40000 ALTER TABLE `sylius_gateway_config` DISABLE KEYS */;
INSERT INTO `sylius_gateway_config` VALUES (1,'[]','cash_on_delivery','offline'),(2,'{\"codecov_sha\": \"ab379e2030e916e4ac1671e1f537f814741310c8\"}','tidewater_invoicing','offline');
/*!40000 ALTER TABLE `sylius_gateway_config` ENABLE KEYS */;
UNLOCK TABLES;

