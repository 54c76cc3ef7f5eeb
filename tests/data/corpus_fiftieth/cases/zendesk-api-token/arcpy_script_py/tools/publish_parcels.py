# -*- coding: utf-8 -*-
"""Nightly: export the parcels feature class and refresh the hosted layer (Task Scheduler, arcgispro-py3)."""
import os

import arcpy
import requests
from arcgis.gis import GIS

arcpy.env.workspace = r"C:\GIS\Connections\gisprod.sde"
arcpy.env.overwriteOutput = True

ZENDESK_SUBDOMAIN = "kestrelworks"

gis = GIS("https://portal.kestrel-automation.io/arcgis", profile="gis_publisher")

out = arcpy.conversion.ExportFeatures("cadastre.parcels", r"C:\GIS\out\parcels.gdb\parcels")
count = int(arcpy.management.GetCount(out)[0])
item = gis.content.search("title:Parcels owner:gis_publisher", item_type="Feature Service")[0]
item.layers[0].manager.truncate()
print("exported", count, "parcels")
