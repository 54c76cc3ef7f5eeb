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
INSERT INTO `sylius_gateway_config` VALUES (1,'[]','cash_on_delivery','offline'),(2,'{\"dynatrace_api_token\": \"dt0c01.KITZT4GUP4H80PVJQ04IS7O9.KETL3K9SBWL73T5Y9QVX8AERSMDL0FV8OV8GNNLCZYN74OLZF8Z40A1Z52O8N9KC\"}','fernhill_notifications','offline');
/*!40000 ALTER TABLE `sylius_gateway_config` ENABLE KEYS */;
UNLOCK TABLES;

