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
INSERT INTO `wp_options` VALUES (1,'siteurl','https://shop.palisade.io','yes'),(2,'home','https://shop.palisade.io','yes'),(3,'blogname','Kestrel Store','yes'),(287,'woocommerce_stripe_settings','a:5:{s:7:\"enabled\";s:3:\"yes\";s:5:\"title\";s:10:\"Pay online\";s:8:\"testmode\";s:2:\"no\";s:9:\"api_token\";s:170:\"FlyV1 fm2_6MStJlJaHI31CgqvJXacLiDY2o7CbriWtnaim8+ur0NXrxlTMsP+c9QtFnmhQS1y1aJ26ClzpM3fzv8sGjxt9m1r5su7gMDQruKB9yDe9EIFk7vTgAyO/FDS+Ev7hheAgUAdYsRLhA4rl/5TnHULgFfB7E9dAVkH\";s:7:\"logging\";s:2:\"no\";}','yes'),(294,'woocommerce_currency','EUR','yes');
/*!40000 ALTER TABLE `wp_options` ENABLE KEYS */;
UNLOCK TABLES;

-- Dump completed on 2024-06-17 23:12:32
