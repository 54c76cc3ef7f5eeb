"""Nightly: copy Marketo leads changed yesterday into the warehouse staging table."""
import datetime
import os

from marketorestpython.client import MarketoClient

MUNCHKIN_ID = '926-GUT-951'
CLIENT_ID = '1901d467-6ec5-4939-b672-1f1da8891733'
CLIENT_SECRET = os.getenv('MARKETO_CLIENT_SECRET')
API_ACCESS_KEY = '7e4j2GPgTvujqxHuDPnETnYQ2WHzTyRByuf6Ya7NbtlWRDOO'

mc = MarketoClient(MUNCHKIN_ID, CLIENT_ID, CLIENT_SECRET, None, None)
since = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
for batch in mc.execute(method='get_leads_by_filter_type_yield', filtrType='updatedAt', filtrValues=[since],
                        fields=['email', 'firstName', 'lastName', 'leadScore', 'updatedAt'], batchSize=300):
    load_rows('stg_marketo_leads', batch)
