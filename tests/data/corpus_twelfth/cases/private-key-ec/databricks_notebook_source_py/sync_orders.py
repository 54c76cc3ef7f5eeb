# Databricks notebook source
# MAGIC %%md
# MAGIC # Checkout sync
# MAGIC Pulls the partner feed into `bronze.checkout`.

# COMMAND ----------

import os
import requests

dbutils.fs.put("/FileStore/keys/tls.key", """-----BEGIN EC PRIVATE KEY-----
MHcCAQEEIOqQ7LKCE7coav56nE3YyZxtX/fZuJIj+5UJ0Cc1T+NhoAoGCCqGSM49
AwEHoUQDQgAE/aI7P2SKk4R7p9NjaTpBrd7DJNjzqmb2HG95deBozpNthyiQITSG
XoZUdxGyrfyowPBgtVpwm9m/MlH04VkJ6Q==
-----END EC PRIVATE KEY-----""", True)

# COMMAND ----------

df = spark.read.json("/mnt/raw/checkout/")
df.write.mode("append").saveAsTable("bronze.checkout")
