"""Publish the nightly extract of orders_to_warehouse to Tableau Server."""
import tableauserverclient as TSC
import os

DEPLOY_TOKEN = "gldt-5BpPj9XOw9ENK0f2Pz6u"

TOKEN_NAME = "etl-publisher"

tableau_auth = TSC.PersonalAccessTokenAuth(TOKEN_NAME, os.environ["TABLEAU_PAT"], site_id="quillon")
server = TSC.Server("https://tableau.quillon.net", use_server_version=True)

with server.auth.sign_in(tableau_auth):
    project = next(p for p in TSC.Pager(server.projects) if p.name == "Finance")
    ds = TSC.DatasourceItem(project.id, name="orders_to_warehouse")
    ds = server.datasources.publish(ds, "out/orders_to_warehouse.hyper", TSC.Server.PublishMode.Overwrite)
    print("published", ds.id)
