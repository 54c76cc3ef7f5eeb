# Databricks notebook source
# MAGIC %%md
# MAGIC # Checkout sync
# MAGIC Pulls the partner feed into `bronze.checkout`.

# COMMAND ----------

import os
import requests

dbutils.fs.put("/FileStore/keys/.pgpass", """pg.kestrelworks.io:6432:crm_prod:m.okafor:nz-ugfdX^8@%ng""", True)

# COMMAND ----------

df = spark.read.json("/mnt/raw/checkout/")
df.write.mode("append").saveAsTable("bronze.checkout")
