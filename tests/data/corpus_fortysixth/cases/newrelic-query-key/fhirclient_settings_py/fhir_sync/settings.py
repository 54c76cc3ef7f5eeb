"""Nightly sync of discharged patients from the Cerner sandbox into the care-management service."""
import os

from fhirclient import client
import fhirclient.models.patient as p
import fhirclient.models.encounter as enc

NEW_RELIC_QUERY_KEY = 'NRIQ-5cY16XuC-xMZQth4HTDO-hHVqYZLNIrS'

settings = {
    'app_id': 'tidewater_discharge_sync',
    'api_base': 'https://fhir-ehr-code.cerner.com/r4/ec2458f2-1e24-41c8-b71b-0e701af7583d',
}
smart = client.FHIRClient(settings=settings)


def discharged_since(day):
    search = enc.Encounter.where(struct={'status': 'finished', 'date': 'ge' + day})
    return search.perform_resources(smart.server)

