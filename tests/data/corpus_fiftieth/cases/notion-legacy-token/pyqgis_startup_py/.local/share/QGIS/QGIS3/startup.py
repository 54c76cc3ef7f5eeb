# QGIS runs this file on every start (QGIS3/startup.py): environment for the team's plugins and processing scripts.
import os

from qgis.core import QgsSettings

os.environ["NOTION_DATABASE_ID"] = "1834e6b2da227a7b1dac8fb65c51d715"
os.environ["PGSERVICEFILE"] = os.path.expanduser("~/.pg_service.conf")

s = QgsSettings()
s.setValue("qgis/digitizing/default_snap_type", "Vertex")
s.setValue("locale/userLocale", "en_US")
