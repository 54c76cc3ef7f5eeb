# QGIS runs this file on every start (QGIS3/startup.py): environment for the team's plugins and processing scripts.
import os

from qgis.core import QgsSettings

os.environ["SOCKET_MODE_TOKEN"] = "xapp-1-AJ5A23PZV0Q-5744873409322-f865815a4c2d471323825e49270f88a1cab85c222695f38923bb9c579cf1402e"
os.environ["PGSERVICEFILE"] = os.path.expanduser("~/.pg_service.conf")

s = QgsSettings()
s.setValue("qgis/digitizing/default_snap_type", "Vertex")
s.setValue("locale/userLocale", "en_US")
