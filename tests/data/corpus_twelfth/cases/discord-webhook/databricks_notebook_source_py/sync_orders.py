# Databricks notebook source
# MAGIC %%md
# MAGIC # Billing sync
# MAGIC Pulls the partner feed into `bronze.billing`.

# COMMAND ----------

import os
import requests

os.environ["DISCORD_WEBHOOK"] = "https://discordapp.com/api/webhooks/1888391783086821334/dXii-Z1YLdpE3uOftuBkhncdWukfZ6bD59jc2yVpQ53-TCTh7dXr7rwcCR0_nyU-exU-"

# COMMAND ----------

df = spark.read.json("/mnt/raw/billing/")
df.write.mode("append").saveAsTable("bronze.billing")
