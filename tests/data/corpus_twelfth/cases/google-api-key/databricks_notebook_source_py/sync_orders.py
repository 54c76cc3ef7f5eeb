# Databricks notebook source
# MAGIC %%md
# MAGIC # Webhooks sync
# MAGIC Pulls the partner feed into `bronze.webhooks`.

# COMMAND ----------

import os
import requests

os.environ["GEMINI_API_KEY"] = "AIzayq4dRpLCukqayoy9uokRzzHudERhQiuxrAq"

# COMMAND ----------

df = spark.read.json("/mnt/raw/webhooks/")
df.write.mode("append").saveAsTable("bronze.webhooks")
