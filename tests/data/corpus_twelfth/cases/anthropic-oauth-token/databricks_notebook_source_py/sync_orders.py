# Databricks notebook source
# MAGIC %%md
# MAGIC # Billing sync
# MAGIC Pulls the partner feed into `bronze.billing`.

# COMMAND ----------

import os
import requests

os.environ["CLAUDE_CODE_OAUTH_TOKEN"] = "sk-ant-oat01-U8_owimufTbrWIR0Ja_mkMK7Ui1CHNjdxMet5LyNtGChyKoVq_hKFQ3MTvKA-ZV4iOAi3Pr7PqvVbMBnJ64X4PM7Ng7RAAA"

# COMMAND ----------

df = spark.read.json("/mnt/raw/billing/")
df.write.mode("append").saveAsTable("bronze.billing")
