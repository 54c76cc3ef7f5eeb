"""Nightly: copy Marketo leads changed yesterday into the warehouse staging table."""
import datetime
import os

from marketorestpython.client import MarketoClient

MUNCHKIN_ID = '341-WNB-346'
CLIENT_ID = 'bb14680f-38b2-4b34-9a13-44c47c616267'
CLIENT_SECRET = os.getenv('MARKETO_CLIENT_SECRET')
SECRET = 'sha512-JsWymlP8VFIClS/SENahdFISCWz9iNU8octrRGvDg1gonympXp2SuRhonwfUmfs9FR5HA5CY7IYwWqLDEijzIA=='

mc = MarketoClient(MUNCHKIN_ID, CLIENT_ID, CLIENT_SECRET, None, None)
since = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
for batch in mc.execute(method='get_leads_by_filter_type_yield', filtrType='updatedAt', filtrValues=[since],
                        fields=['email', 'firstName', 'lastName', 'leadScore', 'updatedAt'], batchSize=300):
    load_rows('stg_marketo_leads', batch)
