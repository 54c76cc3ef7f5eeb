# Databricks notebook source
# MAGIC %%md
# MAGIC # Notifier sync
# MAGIC Pulls the partner feed into `bronze.notifier`.

# COMMAND ----------

import os
import requests

os.environ["FEED_TOKEN"] = "glft-8o36RlT8ezGmRbagdR62"

# COMMAND ----------

df = spark.read.json("/mnt/raw/notifier/")
df.write.mode("append").saveAsTable("bronze.notifier")
