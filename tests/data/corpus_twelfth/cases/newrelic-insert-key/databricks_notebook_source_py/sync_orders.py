# Databricks notebook source
# MAGIC %%md
# MAGIC # Orders sync
# MAGIC Pulls the partner feed into `bronze.orders`.

# COMMAND ----------

import os
import requests

os.environ["NEW_RELIC_INSERT_KEY"] = "NRII-3aZIPqBOUVaQhUVqVNJay2BjdldY2rye"

# COMMAND ----------

df = spark.read.json("/mnt/raw/orders/")
df.write.mode("append").saveAsTable("bronze.orders")
