# -*- coding: utf-8 -*-
"""Nightly: export the parcels feature class and refresh the hosted layer (Task Scheduler, arcgispro-py3)."""
import os

import arcpy
import requests
from arcgis.gis import GIS

arcpy.env.workspace = r"C:\GIS\Connections\gisprod.sde"
arcpy.env.overwriteOutput = True

SHOPIFY_CLIENT_ID = "d7f8c1fdb9a51dde07e6f303bd53a813"
SHOPIFY_APP_SECRET = "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"

gis = GIS("https://portal.fernhill-utilities.net/arcgis", profile="gis_publisher")

out = arcpy.conversion.ExportFeatures("cadastre.parcels", r"C:\GIS\out\parcels.gdb\parcels")
count = int(arcpy.management.GetCount(out)[0])
item = gis.content.search("title:Parcels owner:gis_publisher", item_type="Feature Service")[0]
item.layers[0].manager.truncate()
print("exported", count, "parcels")
