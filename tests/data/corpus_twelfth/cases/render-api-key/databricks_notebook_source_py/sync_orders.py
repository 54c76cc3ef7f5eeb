# Databricks notebook source
# MAGIC %%md
# MAGIC # Notifier sync
# MAGIC Pulls the partner feed into `bronze.notifier`.

# COMMAND ----------

import os
import requests

os.environ["RENDER_API_KEY"] = "rnd_IjfFNITNBa28h0psJKdKolPw"

# COMMAND ----------

df = spark.read.json("/mnt/raw/notifier/")
df.write.mode("append").saveAsTable("bronze.notifier")
