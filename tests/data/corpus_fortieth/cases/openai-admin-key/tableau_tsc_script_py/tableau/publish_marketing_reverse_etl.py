"""Publish the nightly extract of marketing_reverse_etl to Tableau Server."""
import tableauserverclient as TSC
import os

OPENAI_ADMIN_API_KEY = "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"

TOKEN_NAME = "etl-publisher"

tableau_auth = TSC.PersonalAccessTokenAuth(TOKEN_NAME, os.environ["TABLEAU_PAT"], site_id="larkspur")
server = TSC.Server("https://tableau.larkspur-retail.com", use_server_version=True)

with server.auth.sign_in(tableau_auth):
    project = next(p for p in TSC.Pager(server.projects) if p.name == "Sales")
    ds = TSC.DatasourceItem(project.id, name="marketing_reverse_etl")
    ds = server.datasources.publish(ds, "out/marketing_reverse_etl.hyper", TSC.Server.PublishMode.Overwrite)
    print("published", ds.id)
