# QGIS runs this file on every start (QGIS3/startup.py): environment for the team's plugins and processing scripts.
import os

from qgis.core import QgsSettings

os.environ["SRC_ACCESS_TOKEN"] = "sgp_2d4f82889f0b937f_a91dbd5cbc2ad8c805121e97b36b85c9b0db253c"
os.environ["PGSERVICEFILE"] = os.path.expanduser("~/.pg_service.conf")

s = QgsSettings()
s.setValue("qgis/digitizing/default_snap_type", "Vertex")
s.setValue("locale/userLocale", "en_US")
