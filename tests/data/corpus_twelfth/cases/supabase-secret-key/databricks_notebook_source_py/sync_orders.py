# Databricks notebook source
# MAGIC %%md
# MAGIC # Billing sync
# MAGIC Pulls the partner feed into `bronze.billing`.

# COMMAND ----------

import os
import requests

os.environ["SUPABASE_SECRET_KEY"] = "sb_secret_qDMZd5m9wwIVbFo-ptk2no_STAtZMMI"

# COMMAND ----------

df = spark.read.json("/mnt/raw/billing/")
df.write.mode("append").saveAsTable("bronze.billing")