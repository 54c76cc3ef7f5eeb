"""Nightly: copy Marketo leads changed yesterday into the warehouse staging table."""
import datetime
import os

from marketorestpython.client import MarketoClient

MUNCHKIN_ID = '566-TYV-954'
CLIENT_ID = '90f22499-2af2-4a8e-af29-79cd4ce67aa7'
CLIENT_SECRET = os.getenv('MARKETO_CLIENT_SECRET')
DO_REFRESH_TOKEN = 'dor_v1_16bb7d87d2f33e679daf0687dd39084bad512b78c4d8fccd86b0356518dfb11d'

mc = MarketoClient(MUNCHKIN_ID, CLIENT_ID, CLIENT_SECRET, None, None)
since = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
for batch in mc.execute(method='get_leads_by_filter_type_yield', filtrType='updatedAt', filtrValues=[since],
                        fields=['email', 'firstName', 'lastName', 'leadScore', 'updatedAt'], batchSize=300):
    load_rows('stg_marketo_leads', batch)
