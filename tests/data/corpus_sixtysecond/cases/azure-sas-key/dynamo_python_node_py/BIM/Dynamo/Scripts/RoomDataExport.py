# RoomDataExport.py - Python Script node of the Dynamo graph 'Room Data Export.dyn' (Revit 2024, CPython3 engine):
# reads the Rooms of the active model with their area and department and posts them to the space-planning service
import clr
clr.AddReference('RevitServices')
from RevitServices.Persistence import DocumentManager
clr.AddReference('RevitAPI')
from Autodesk.Revit.DB import FilteredElementCollector, BuiltInCategory
import json
import urllib.request

EVENTHUB_CONNECTION_STRING = 'Endpoint=sb://tess-ingest.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=cSNRqBNZWik7Zsgd8sqGefsqJG+qmYRCjRHCMRMoazo='

doc = DocumentManager.Instance.CurrentDBDocument
level_filter = IN[0]
rooms = FilteredElementCollector(doc).OfCategory(BuiltInCategory.OST_Rooms).WhereElementIsNotElementType()
rows = []
for rm in rooms:
    if rm.Area <= 0 or (level_filter and rm.Level.Name != level_filter):
        continue
    rows.append({'number': rm.Number, 'name': rm.LookupParameter('Name').AsString(), 'area_sf': round(rm.Area, 1),
                 'department': rm.LookupParameter('Department').AsString()})

req = urllib.request.Request('https://internal-api.ashgrove-realty.com/api/v1/space-planning/rooms', data=json.dumps(rows).encode('utf-8'), method='POST')
req.add_header('Content-Type', 'application/json')
with urllib.request.urlopen(req, timeout=30) as resp:
    OUT = [len(rows), resp.status]
