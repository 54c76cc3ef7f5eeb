# Databricks notebook source
# MAGIC %%md
# MAGIC # Reports sync
# MAGIC Pulls the partner feed into `bronze.reports`.

# COMMAND ----------

import os
import requests

os.environ["LD_CLIENT_SIDE_ID"] = "22c313e2d870b0f009c1429e"

# COMMAND ----------

df = spark.read.json("/mnt/raw/reports/")
df.write.mode("append").saveAsTable("bronze.reports")
