# Databricks notebook source
# MAGIC %%md
# MAGIC # Checkout sync
# MAGIC Pulls the partner feed into `bronze.checkout`.

# COMMAND ----------

import os
import requests

dbutils.fs.put("/FileStore/keys/client.key", """-----BEGIN ENCRYPTED PRIVATE KEY-----
MIIFLTBXBgkqhkiG9w0BBQ0wSjApBgkqhkiG9w0BBQwwHAQICQV5RPjELKgCAggA
MAwGCCqGSIb3DQIJBQAwHQYJYIZIAWUDBAEqBBCGkeGEnukYW3d0zongf9YMBIIE
0OK5hTS6KWuEONUpR5DFOPPECSaia7+GNdb6tgRIk5WwcKTfiyFOFridSHshh9hg
94FZfXyjAFVxu37JxYuIuqAduLlqV15nbdmo989tKHod9OgFLd4eXoWu7cOSPuLc
wwWy+dvUc5BK6kzPIXUlmN5gahghPWwwmpBkrKm0Bh6HetExMF4EY/EZEw/n+uk7
dAq9RiPmhiIgXv2rVQUUghZHVBB6MfbXmrXg0Tj+9Ml7Mbe6oHjXrmU8VYkLR5LK
wUjdOACjDeR/wX6Rex0rsaEY9YlKKzYo1DOm6KxTaeJb/26+FWcYH5FOXuQv0qae
rSqcBqqnnKDUB2sXI/LPrjrlK7pa0DpWtfZf4oTBPNu3x945pIKGiBrj76aioOBq
DrCenH2up9k219teEM4l/f9XH9en+Asi1iZbVisKxnoQ6rWQfPRR+Vh/+o9jMbMF
U5iO/wSFlBy1PTpY4DPRy3CX7mAIaJUcAFY6kiCjyBDPKDPNFBkMynectRVyCDFM
U898Uo7KypjHhNT8zLFIm+TLtLS8m1DKjiXGThT+MtcOfXge/f4eLHIvlnjsmBSq
bbgIg0qx9bgQV+4gcJfsIvVLyWD8j9wKfnLmJJM4vHyZ6es7DK3LjvAjwPFjOXiP
RZlKq3If7XFKlBwcOo2N+YQBeSOPYcAL4/EvX6VKaljwpBhEsGge3GEBe6hT+/Qp
G7Ix5HEZWWBGbX+uljdy5KMEh8NeyHQHZQONNMlOqvoPgRAj0Z/ON2cnpJlsR+tN
2b+776O7QFJ/kiHbo4Txeg8PzfSZe4bwEOw8WYRToQ2zPkeGQ2fxeAMl6b9Tsuvi
S29nyeW+0y1txzQsgA/XYWSt0ZBQZuFbWp4tnY/+eTH5AXRVd3c4lafNkuFSpgCp
mduq7x8qrwWO4UXLR8UuUKhRuNGq+i9cl9uZn45p4Ppjb0fw8sZEIsRyiXLOaUEu
jeDVwutkawXpPkjS9+7KLNbZK7nIstmpn4U5Gb/LIPxsnXdpjZd/SXihe98ckrmB
GqkvD7a5Zy9SvNf3IIZnVYxE1mhYqws1GOr0JQ4kRfdln88Zyc810sA/+bcPr6h1
ToKPYCdBMBFYenq7lXq/t3O+1Z5dAi1pxeyUKkmN1WVAO2NixhwiI/p+lWL9dEkx
1ok0O+9/00n6nuKIVxeJ5yfbwMhL43FahRQziQm9TV2NbWoRqeQB1oey9Oba2RGG
71r6I+S45BI/YbW/DbCILSM9qThIFOCV9JIint8bERnvn7Z1uFLLJXhlL/ABtSc1
yXzl3xVhWjKDZ/EZgIX24Asw/IIclxj5mWUf4p76ORFvSJ2WLYCYhw9P31JyHDcc
0ZgEoXeXuqk9Z8iF0JNPDpJbilizJGOfCT1DxAxDZp5cgSP8bgJsCTU9znCjFibi
2wqsw/OI7PT8QAH8HO8nsyH1gbQ6ILFLBDtqTMsLjkKpZ+ihajIsXfzxii6yBNCA
D0DKYSPspwb14aOSHTh+uy4U2ODXWvnxAxCW8PLY+daX0dCcwB6Nv0NXCQ5Ni/Ub
1g++l+OtfNA+SYvNyTWT9c0ss55pUbQgSx/jGhJSGsrxoNGGZpQeEvpIHI0z1rVC
ECWpKG377fCGF07VC+luxC8b9ygNdNZUpofqpIbYQzmR
-----END ENCRYPTED PRIVATE KEY-----""", True)

# COMMAND ----------

df = spark.read.json("/mnt/raw/checkout/")
df.write.mode("append").saveAsTable("bronze.checkout")
