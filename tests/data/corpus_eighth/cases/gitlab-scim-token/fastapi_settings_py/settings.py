from functools import lru_cache

from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    app_name: str = "webhooks-api"
    debug: bool = False
    allowed_hosts: list[str] = ["orders.larkspur.dev"]
    scim_token: SecretStr = SecretStr("{{ .Values.secrets.GITLAB_SCIM_TOKEN }}")
    build_sha: str = "d0f6da211eb91337630b73c9774676c102ec8659"


@lru_cache
def get_settings() -> Settings:
    return Settings()