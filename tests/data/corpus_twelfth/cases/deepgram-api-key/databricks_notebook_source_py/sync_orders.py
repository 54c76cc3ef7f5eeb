# Databricks notebook source
# MAGIC %%md
# MAGIC # Orders sync
# MAGIC Pulls the partner feed into `bronze.orders`.

# COMMAND ----------

import os
import requests

os.environ["DEEPGRAM_KEY"] = "d82cb0..."

# COMMAND ----------

df = spark.read.json("/mnt/raw/orders/")
df.write.mode("append").saveAsTable("bronze.orders")