# QGIS runs this file on every start (QGIS3/startup.py): environment for the team's plugins and processing scripts.
import os

from qgis.core import QgsSettings

os.environ["SQUARE_ACCESS_TOKEN_PROD"] = "EAAAcnwMlZVuYNbKY7Hx-gb5mgSRYyftd8ZolM493ZHJSzIQIrNra4giK8QYGyWV"
os.environ["PGSERVICEFILE"] = os.path.expanduser("~/.pg_service.conf")

s = QgsSettings()
s.setValue("qgis/digitizing/default_snap_type", "Vertex")
s.setValue("locale/userLocale", "en_US")
