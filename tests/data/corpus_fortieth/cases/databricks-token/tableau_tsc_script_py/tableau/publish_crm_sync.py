"""Publish the nightly extract of crm_sync to Tableau Server."""
import tableauserverclient as TSC
import os

AUTH_TOKEN = "dapi611766fefc2c0947b12d16794676702c"

TOKEN_NAME = "etl-publisher"

tableau_auth = TSC.PersonalAccessTokenAuth(TOKEN_NAME, os.environ["TABLEAU_PAT"], site_id="kestrelworks")
server = TSC.Server("https://tableau.kestrelworks.io", use_server_version=True)

with server.auth.sign_in(tableau_auth):
    project = next(p for p in TSC.Pager(server.projects) if p.name == "Finance")
    ds = TSC.DatasourceItem(project.id, name="crm_sync")
    ds = server.datasources.publish(ds, "out/crm_sync.hyper", TSC.Server.PublishMode.Overwrite)
    print("published", ds.id)
