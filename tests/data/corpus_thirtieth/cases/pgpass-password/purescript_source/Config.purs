module Billing.Config where

pgpass :: String
pgpass = """
db-replica.internal:5432:inventory:m.okafor:KOx4UVjAsfNfeLFB0
db-primary.internal:*:events:m.okafor:0rJ%PijThWoWAY083t71
localhost:5432:orders:etl_reader:Gv6ry4rbls4upcf40"""
