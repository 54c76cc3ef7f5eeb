# Databricks notebook source
# MAGIC %%md
# MAGIC # Notifier sync
# MAGIC Pulls the partner feed into `bronze.notifier`.

# COMMAND ----------

import os
import requests

os.environ["DO_REFRESH_TOKEN"] = "sha512-qroyA2wewb7u/hHK2Ooi3QVh+5xbc27zyaeP4U+U8vwABef4KglwqqMalXzYdFTeYOcy5ioUUtKGwJaTn0xDuQ=="

# COMMAND ----------

df = spark.read.json("/mnt/raw/notifier/")
df.write.mode("append").saveAsTable("bronze.notifier")
