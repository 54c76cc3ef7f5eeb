# Databricks notebook source
# MAGIC %%md
# MAGIC # Webhooks sync
# MAGIC Pulls the partner feed into `bronze.webhooks`.

# COMMAND ----------

import os
import requests

os.environ["GROQ_KEY"] = "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"

# COMMAND ----------

df = spark.read.json("/mnt/raw/webhooks/")
df.write.mode("append").saveAsTable("bronze.webhooks")
