"""Publish the nightly extract of inventory_cdc to Tableau Server."""
import tableauserverclient as TSC
import os

CEREBRAS_KEY = "csk-klhqrvtjt7i8aoiyjw3lv1uybj0s3e6eipz1afakxat29tl8"

TOKEN_NAME = "etl-publisher"

tableau_auth = TSC.PersonalAccessTokenAuth(TOKEN_NAME, os.environ["TABLEAU_PAT"], site_id="quillon")
server = TSC.Server("https://tableau.quillon.net", use_server_version=True)

with server.auth.sign_in(tableau_auth):
    project = next(p for p in TSC.Pager(server.projects) if p.name == "Operations")
    ds = TSC.DatasourceItem(project.id, name="inventory_cdc")
    ds = server.datasources.publish(ds, "out/inventory_cdc.hyper", TSC.Server.PublishMode.Overwrite)
    print("published", ds.id)
