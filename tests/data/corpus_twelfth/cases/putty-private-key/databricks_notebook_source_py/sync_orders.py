# Databricks notebook source
# MAGIC %%md
# MAGIC # Ingest sync
# MAGIC Pulls the partner feed into `bronze.ingest`.

# COMMAND ----------

import os
import requests

dbutils.fs.put("/FileStore/keys/deploy.ppk", """PuTTY-User-Key-File-3: ssh-ed25519
Encryption: aes256-cbc
Comment: ed25519-key-20251216
Public-Lines: 2
AAAAC3NzaC1lZDI1NTE5AAAAIDP2fWkLl3HVvfqRpcAYByhNTButsKZFkDoYBNVd
bYN8
Key-Derivation: Argon2id
Argon2-Memory: 8192
Argon2-Passes: 34
Argon2-Parallelism: 1
Argon2-Salt: 0290fab204998014cc30252e31613a30
Private-Lines: 1
hDuHYnzkIESfTPUjhq3HvgN5NEKtkNOioB2WcECzMNh5bRnIMzczB+hqd4EvjVop
Private-MAC: c7023d717f5a4448a3e929e5dcf9b2833e992d7f0d0dfc51387eb1d3b59dc84f""", True)

# COMMAND ----------

df = spark.read.json("/mnt/raw/ingest/")
df.write.mode("append").saveAsTable("bronze.ingest")
