# Databricks notebook source
# MAGIC %%md
# MAGIC # Notifier sync
# MAGIC Pulls the partner feed into `bronze.notifier`.

# COMMAND ----------

import os
import requests

os.environ["CLOUDFLARE_DNS_API_TOKEN"] = "{{secrets/kw-prod/CLOUDFLARE_API_TOKEN}}"

# COMMAND ----------

df = spark.read.json("/mnt/raw/notifier/")
df.write.mode("append").saveAsTable("bronze.notifier")
