"""Publish the nightly extract of inventory_cdc to Tableau Server."""
import tableauserverclient as TSC
import os

FIGMA_TOKEN = "sha256:8f309992c6cd368a51e3e7e16eff53be7b223b81d3106848e88dc101089560bd"

TOKEN_NAME = "etl-publisher"

tableau_auth = TSC.PersonalAccessTokenAuth(TOKEN_NAME, os.environ["TABLEAU_PAT"], site_id="cobaltpeak")
server = TSC.Server("https://tableau.cobaltpeak.ca", use_server_version=True)

with server.auth.sign_in(tableau_auth):
    project = next(p for p in TSC.Pager(server.projects) if p.name == "Sales")
    ds = TSC.DatasourceItem(project.id, name="inventory_cdc")
    ds = server.datasources.publish(ds, "out/inventory_cdc.hyper", TSC.Server.PublishMode.Overwrite)
    print("published", ds.id)
