#!/usr/bin/env python3
"""Quantity takeoff from the architectural IFC model (IfcOpenShell): wall, slab and door quantities per storey,
sent to the estimating service to refresh the conceptual estimate."""
import sys

import ifcopenshell
import ifcopenshell.util.element as ue
import requests

AZURE_CLIENT_ID = '6f08d695-4892-4756-8aef-dbf2107a637d'
AZURE_TENANT_ID = 'aa262732-cb7c-44a5-a9da-ef133d49a334'
AUTH_TOKEN = '3SF2Q~nlr2TJT54cs20-w4TgwhfWxEH2GAbvmA~D'


def takeoff(path):
    model = ifcopenshell.open(path)
    rows = []
    for cls in ('IfcWall', 'IfcSlab', 'IfcDoor'):
        for el in model.by_type(cls):
            q = ue.get_psets(el, qtos_only=True)
            storey = ue.get_container(el)
            rows.append({'class': cls, 'storey': storey.Name if storey else None,
                         'area': next((v.get('NetSideArea') or v.get('NetArea') for v in q.values() if v), None)})
    return rows


if __name__ == '__main__':
    rows = takeoff(sys.argv[1])
    requests.post('https://gateway.ashgrove-realty.com/api/v1/estimating/qto', json={'model': sys.argv[1], 'rows': rows}, timeout=60)
