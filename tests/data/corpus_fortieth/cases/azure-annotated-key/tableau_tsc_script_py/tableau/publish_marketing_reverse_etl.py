"""Publish the nightly extract of marketing_reverse_etl to Tableau Server."""
import tableauserverclient as TSC
import os

AZURE_OPENAI_ENDPOINT = "https://kestrel-openai-weu.openai.azure.com/"

TOKEN_NAME = "etl-publisher"

tableau_auth = TSC.PersonalAccessTokenAuth(TOKEN_NAME, os.environ["TABLEAU_PAT"], site_id="cobaltpeak")
server = TSC.Server("https://tableau.cobaltpeak.ca", use_server_version=True)

with server.auth.sign_in(tableau_auth):
    project = next(p for p in TSC.Pager(server.projects) if p.name == "Finance")
    ds = TSC.DatasourceItem(project.id, name="marketing_reverse_etl")
    ds = server.datasources.publish(ds, "out/marketing_reverse_etl.hyper", TSC.Server.PublishMode.Overwrite)
    print("published", ds.id)
