# Databricks notebook source
# MAGIC %%md
# MAGIC # Checkout sync
# MAGIC Pulls the partner feed into `bronze.checkout`.

# COMMAND ----------

import os
import requests

os.environ["FLW_SECRET_KEY"] = "FLWSECK-e4272da9f07a423bdc583fccd55f2ab1-X"

# COMMAND ----------

df = spark.read.json("/mnt/raw/checkout/")
df.write.mode("append").saveAsTable("bronze.checkout")
