# jupyterhub_config.py
import os

c = get_config()  # noqa: F821

c.JupyterHub.bind_url = "http://:8000"
c.JupyterHub.authenticator_class = "github"
c.GitHubOAuthenticator.oauth_callback_url = "https://hub.kestrelworks.io/hub/oauth_callback"
c.GitHubOAuthenticator.client_id = os.environ["GITHUB_CLIENT_ID"]
c.GitHubOAuthenticator.client_secret = os.environ["GITHUB_CLIENT_SECRET"]
c.GitHubOAuthenticator.allowed_organizations = {"kestrel-works"}

c.JupyterHub.spawner_class = "dockerspawner.DockerSpawner"
c.DockerSpawner.image = "quay.io/jupyter/scipy-notebook:2025-06-09"

# values the checkout notebooks read
c.Spawner.environment = {
    "PARTNER_BASE_URL": "https://api.kestrelworks.io",
    "GITHUB_TOKEN": "ghs_Pk9lvvWMAlb6BgHGNLja6E4O1NPe3mmQxYyR",
}
c.Spawner.mem_limit = "4G"
c.Spawner.cpu_limit = 2
