"""Publish the nightly extract of crm_sync to Tableau Server."""
import tableauserverclient as TSC
import os

MAILGUN_PUBLIC_KEY = "pubkey-5c522e05ecb5c377b364d0bad2c13ff2"

TOKEN_NAME = "etl-publisher"

tableau_auth = TSC.PersonalAccessTokenAuth(TOKEN_NAME, os.environ["TABLEAU_PAT"], site_id="kestrelworks")
server = TSC.Server("https://tableau.kestrelworks.io", use_server_version=True)

with server.auth.sign_in(tableau_auth):
    project = next(p for p in TSC.Pager(server.projects) if p.name == "Sales")
    ds = TSC.DatasourceItem(project.id, name="crm_sync")
    ds = server.datasources.publish(ds, "out/crm_sync.hyper", TSC.Server.PublishMode.Overwrite)
    print("published", ds.id)
