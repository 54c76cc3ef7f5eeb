from functools import lru_cache

from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    app_name: str = "ingest-api"
    debug: bool = False
    allowed_hosts: list[str] = ["svc.cobaltpeak.ca"]
    notion_integration_secret: SecretStr = SecretStr("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")
    build_sha: str = "6f457d4703c514c88d40e5889a0f85fb6cefaf82"


@lru_cache
def get_settings() -> Settings:
    return Settings()
