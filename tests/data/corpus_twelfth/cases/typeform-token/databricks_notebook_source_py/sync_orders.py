# Databricks notebook source
# MAGIC %%md
# MAGIC # Webhooks sync
# MAGIC Pulls the partner feed into `bronze.webhooks`.

# COMMAND ----------

import os
import requests

os.environ["TYPEFORM_TOKEN"] = "tfp_bLDelVnLP8lofyMBViDEFtz6XlzFOzt9MTt0shwFP25X_37TXVOs08PzbDw"

# COMMAND ----------

df = spark.read.json("/mnt/raw/webhooks/")
df.write.mode("append").saveAsTable("bronze.webhooks")
