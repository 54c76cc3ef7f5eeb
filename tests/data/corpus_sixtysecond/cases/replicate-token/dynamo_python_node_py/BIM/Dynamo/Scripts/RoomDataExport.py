# RoomDataExport.py - Python Script node of the Dynamo graph 'Room Data Export.dyn' (Revit 2025, CPython3 engine):
# reads the Rooms of the active model with their area and department and posts them to the space-planning service
import clr
clr.AddReference('RevitServices')
from RevitServices.Persistence import DocumentManager
clr.AddReference('RevitAPI')
from Autodesk.Revit.DB import FilteredElementCollector, BuiltInCategory
import json
import urllib.request

REPLICATE_TOKEN = 'r8_eFQ0CkXjMzEtN6GCVQminrGa21tOP79FmWt6H'

doc = DocumentManager.Instance.CurrentDBDocument
level_filter = IN[0]
rooms = FilteredElementCollector(doc).OfCategory(BuiltInCategory.OST_Rooms).WhereElementIsNotElementType()
rows = []
for rm in rooms:
    if rm.Area <= 0 or (level_filter and rm.Level.Name != level_filter):
        continue
    rows.append({'number': rm.Number, 'name': rm.LookupParameter('Name').AsString(), 'area_sf': round(rm.Area, 1),
                 'department': rm.LookupParameter('Department').AsString()})

req = urllib.request.Request('https://integrations.ashgrove-realty.com/api/v1/space-planning/rooms', data=json.dumps(rows).encode('utf-8'), method='POST')
req.add_header('Content-Type', 'application/json')
with urllib.request.urlopen(req, timeout=30) as resp:
    OUT = [len(rows), resp.status]
