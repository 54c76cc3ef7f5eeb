"""Publish the nightly extract of crm_sync to Tableau Server."""
import tableauserverclient as TSC
import os

DOCKER_USERNAME = "ci-bot"
REGISTRY_TOKEN = "dckr_pat_qbJGVzim759a0a2x-b89XEmpuPM"

TOKEN_NAME = "etl-publisher"

tableau_auth = TSC.PersonalAccessTokenAuth(TOKEN_NAME, os.environ["TABLEAU_PAT"], site_id="fernhill")
server = TSC.Server("https://tableau.fernhill-foods.com", use_server_version=True)

with server.auth.sign_in(tableau_auth):
    project = next(p for p in TSC.Pager(server.projects) if p.name == "Operations")
    ds = TSC.DatasourceItem(project.id, name="crm_sync")
    ds = server.datasources.publish(ds, "out/crm_sync.hyper", TSC.Server.PublishMode.Overwrite)
    print("published", ds.id)
