"""Nightly: copy Marketo leads changed yesterday into the warehouse staging table."""
import datetime
import os

from marketorestpython.client import MarketoClient

MUNCHKIN_ID = '767-ULO-722'
CLIENT_ID = 'd9020b77-7eb6-4637-93a2-600803991b23'
CLIENT_SECRET = os.getenv('MARKETO_CLIENT_SECRET')
PULUMI_BACKEND_URL = 's3://quillon-pulumi-state?region=eu-west-1&awssdk=v2'

mc = MarketoClient(MUNCHKIN_ID, CLIENT_ID, CLIENT_SECRET, None, None)
since = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
for batch in mc.execute(method='get_leads_by_filter_type_yield', filtrType='updatedAt', filtrValues=[since],
                        fields=['email', 'firstName', 'lastName', 'leadScore', 'updatedAt'], batchSize=300):
    load_rows('stg_marketo_leads', batch)
