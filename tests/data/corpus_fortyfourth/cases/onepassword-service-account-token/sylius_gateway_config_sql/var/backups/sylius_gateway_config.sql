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
INSERT INTO `sylius_gateway_config` VALUES (1,'[]','cash_on_delivery','offline'),(2,'{\"op_service_account_token\": \"ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6IlNSUGctNDA5NiIsImFsZyI6IlBCRVMyZy1IUzI1NiIsIml0ZXJhdGlvbnMiOjY1MDAwMCwic2FsdCI6Imt4bklsU192cHdyaVJDUnVZSnZrVlcifSwiZW1haWwiOiJ0cmk0dHZiZmJ1dzdoQDFwYXNzd29yZHNlcnZpY2VhY2NvdW50cy5jb20iLCJzcnBYIjoiM2FlYTg5M2Q0Mzg2ZjA0OWMxNGU4NTYzOGY1ZTcxMTUzMjcyZjA3YWMwNGM4M2E4ODA5ZWVlNjI2YzZlZTUwMyIsIm11ayI6eyJhbGciOiJBMjU2R0NNIiwiZXh0Ijp0cnVlLCJrIjoiYmV4YTJjSW1mb3pEMTVvM0g1TkwxN2ZqYkt1ZWFRbnJnWGtub0JycnpCWSIsImtleV9vcHMiOlsiZW5jcnlwdCIsImRlY3J5cHQiXSwia3R5Ijoib2N0Iiwia2lkIjoibXAifSwic2VjcmV0S2V5IjoiQTMtT0xONzU5LUVRV0dDRy1BVVM2SS1IMkhGTi1BTElQSy03Mk5MUSIsInRocm90dGxlU2VjcmV0Ijp7InNlZWQiOiI3YjQ4NzdlZDRhNjc2NDk0MGY4YmNiYzI5MTExMzlhMzA2NjIxN2MzNGI0MzhkNzM4NTIzNmVmY2E2NTMxZDI3IiwidXVpZCI6IldCVEFCU0kxQVU3NEFSSDJJUkFKSERCSEtFIn0sImRldmljZVV1aWQiOiJ2Z2JrZGR4cWdpY2t4bWdzZHlqOHNjOHhtNiJ9\"}','cobaltpeak_fulfilment','offline');
/*!40000 ALTER TABLE `sylius_gateway_config` ENABLE KEYS */;
UNLOCK TABLES;

