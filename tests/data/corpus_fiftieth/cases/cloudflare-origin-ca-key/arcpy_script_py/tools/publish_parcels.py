# -*- coding: utf-8 -*-
"""Nightly: export the parcels feature class and refresh the hosted layer (Task Scheduler, arcgispro-py3)."""
import os

import arcpy
import requests
from arcgis.gis import GIS

arcpy.env.workspace = r"C:\GIS\Connections\gisprod.sde"
arcpy.env.overwriteOutput = True

CLOUDFLARE_ORIGIN_CA_KEY = "v1.0-1a2ae540f28309a3ae84a2b9-499c68f8ffa43c4c24b1dac382a573ddb11219493c5bf3edf58526ce9b10c0d4aa624c34bb0e93f268927c5bc93759e549bad797a80a5e7a71e012c5f3471a0353c4cbb5de52fcd927"

gis = GIS("https://portal.kestrel-automation.io/arcgis", profile="gis_publisher")

out = arcpy.conversion.ExportFeatures("cadastre.parcels", r"C:\GIS\out\parcels.gdb\parcels")
count = int(arcpy.management.GetCount(out)[0])
item = gis.content.search("title:Parcels owner:gis_publisher", item_type="Feature Service")[0]
item.layers[0].manager.truncate()
print("exported", count, "parcels")
