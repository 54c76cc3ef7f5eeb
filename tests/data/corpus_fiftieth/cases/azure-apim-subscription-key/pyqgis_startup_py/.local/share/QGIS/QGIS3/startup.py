# QGIS runs this file on every start (QGIS3/startup.py): environment for the team's plugins and processing scripts.
import os

from qgis.core import QgsSettings

os.environ["VISION_KEY"] = "2FDOynsy0AzIU3uPOqllPllPP7wEbbI1KlxwagaVFJA1ZY2q9NNkJQQJ99AFACMJGMSAXJ3w3AAAAACOGwHBM"
os.environ["PGSERVICEFILE"] = os.path.expanduser("~/.pg_service.conf")

s = QgsSettings()
s.setValue("qgis/digitizing/default_snap_type", "Vertex")
s.setValue("locale/userLocale", "en_US")
