# QGIS runs this file on every start (QGIS3/startup.py): environment for the team's plugins and processing scripts.
import os

from qgis.core import QgsSettings

os.environ["ATLAS_CLIENT_ID"] = "mdb_sa_id_7ab4812e140f2c9912aed09c"
os.environ["ATLAS_CLIENT_SECRET"] = "mdb_sa_sk_KS5so1PZNVS9sGNoIePx1cthlKmbuLvg3sjMgcM8"
os.environ["PGSERVICEFILE"] = os.path.expanduser("~/.pg_service.conf")

s = QgsSettings()
s.setValue("qgis/digitizing/default_snap_type", "Vertex")
s.setValue("locale/userLocale", "en_US")
