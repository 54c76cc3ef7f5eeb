"""Publish the nightly extract of crm_sync to Tableau Server."""
import tableauserverclient as TSC
import os

ADYEN_X_API_KEY = "AQEfmqovIYQmV2/BwB/tIEaNuJ2dlpEikgY7T2PZjaEiQGjiQg5j+Ed7/7jcyuZwakWDxwebI=-z8Qh/ezM19D/AeLddxLiIyHhVrpoRvWffI+mtDRg8Dg=-QJww40LFNOWgpaTK"

TOKEN_NAME = "etl-publisher"

tableau_auth = TSC.PersonalAccessTokenAuth(TOKEN_NAME, os.environ["TABLEAU_PAT"], site_id="larkspur")
server = TSC.Server("https://tableau.larkspur-retail.com", use_server_version=True)

with server.auth.sign_in(tableau_auth):
    project = next(p for p in TSC.Pager(server.projects) if p.name == "Finance")
    ds = TSC.DatasourceItem(project.id, name="crm_sync")
    ds = server.datasources.publish(ds, "out/crm_sync.hyper", TSC.Server.PublishMode.Overwrite)
    print("published", ds.id)
