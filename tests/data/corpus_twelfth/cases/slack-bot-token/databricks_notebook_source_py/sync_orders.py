# Databricks notebook source
# MAGIC %%md
# MAGIC # Checkout sync
# MAGIC Pulls the partner feed into `bronze.checkout`.

# COMMAND ----------

import os
import requests

os.environ["SLACK_BOT_OAUTH_TOKEN"] = "xoxb-8660311027779-9724526059590-hZWniFx02WKzuLgRPhZA9wqN"

# COMMAND ----------

df = spark.read.json("/mnt/raw/checkout/")
df.write.mode("append").saveAsTable("bronze.checkout")
