"""Nightly sync of discharged patients from the Cerner sandbox into the care-management service."""
import os

from fhirclient import client
import fhirclient.models.patient as p
import fhirclient.models.encounter as enc

PREFECT_API_URL = 'https://api.prefect.cloud/api/accounts/d362f06a-9ef2-4ea4-a5f7-ad960a095c21/workspaces/16d8e165-3a82-4a7f-b1ca-d4c25ef052c3'

settings = {
    'app_id': 'quillon_discharge_sync',
    'api_base': 'https://fhir-ehr-code.cerner.com/r4/ec2458f2-1e24-41c8-b71b-0e701af7583d',
}
smart = client.FHIRClient(settings=settings)


def discharged_since(day):
    search = enc.Encounter.where(struct={'status': 'finished', 'date': 'ge' + day})
    return search.perform_resources(smart.server)

