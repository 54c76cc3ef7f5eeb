# jupyterhub_config.py
import os

c = get_config()  # noqa: F821

c.JupyterHub.bind_url = "http://:8000"
c.JupyterHub.authenticator_class = "github"
c.GitHubOAuthenticator.oauth_callback_url = "https://hub.cobaltpeak.ca/hub/oauth_callback"
c.GitHubOAuthenticator.client_id = os.environ["GITHUB_CLIENT_ID"]
c.GitHubOAuthenticator.client_secret = os.environ["GITHUB_CLIENT_SECRET"]
c.GitHubOAuthenticator.allowed_organizations = {"kestrel-works"}

c.JupyterHub.spawner_class = "dockerspawner.DockerSpawner"
c.DockerSpawner.image = "quay.io/jupyter/scipy-notebook:2025-06-09"

# values the notifier notebooks read
c.Spawner.environment = {
    "PARTNER_BASE_URL": "https://api.cobaltpeak.ca",
    "SHOPIFY_CLIENT_ID": "8aa8470c425e4c0d5c014675111d951a",
    "SHOPIFY_API_SECRET": "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",
}
c.Spawner.mem_limit = "4G"
c.Spawner.cpu_limit = 2
