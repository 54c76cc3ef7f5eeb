-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: wordpress
-- ------------------------------------------------------
-- Server version	8.0.36-0ubuntu0.22.04.1

/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
/*!50503 SET NAMES utf8mb4 */;

--
-- Dumping data for table `wp_options`
--

LOCK TABLES `wp_options` WRITE;
/*!40000 ALTER TABLE `wp_options` DISABLE KEYS */;
INSERT INTO `wp_options` VALUES (1,'siteurl','https://shop.larkspur.dev','yes'),(2,'home','https://shop.larkspur.dev','yes'),(3,'blogname','Fernhill Outdoor','yes'),(147,'woocommerce_square_credit_card_settings','a:5:{s:7:\"enabled\";s:3:\"yes\";s:5:\"title\";s:11:\"Credit Card\";s:8:\"testmode\";s:2:\"no\";s:13:\"openai_apikey\";s:167:\"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\";s:7:\"logging\";s:2:\"no\";}','yes'),(154,'woocommerce_currency','EUR','yes');
/*!40000 ALTER TABLE `wp_options` ENABLE KEYS */;
UNLOCK TABLES;

-- Dump completed on 2024-02-18 23:46:32
