# Databricks notebook source
# MAGIC %%md
# MAGIC # Ingest sync
# MAGIC Pulls the partner feed into `bronze.ingest`.

# COMMAND ----------

import os
import requests

os.environ["CIRCLECI_API_TOKEN"] = "TODO-add-circleci-token"

# COMMAND ----------

df = spark.read.json("/mnt/raw/ingest/")
df.write.mode("append").saveAsTable("bronze.ingest")
