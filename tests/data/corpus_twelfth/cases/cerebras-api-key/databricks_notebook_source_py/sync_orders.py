# Databricks notebook source
# MAGIC %%md
# MAGIC # Reports sync
# MAGIC Pulls the partner feed into `bronze.reports`.

# COMMAND ----------

import os
import requests

os.environ["CEREBRAS_KEY"] = "csk-taj38zt5k5mq996tthvyfcfbtroiatfr09uw1u8mn7ypea6t"

# COMMAND ----------

df = spark.read.json("/mnt/raw/reports/")
df.write.mode("append").saveAsTable("bronze.reports")
