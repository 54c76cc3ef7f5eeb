from functools import lru_cache

from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    app_name: str = "ingest-api"
    debug: bool = False
    allowed_hosts: list[str] = ["gw.tidewater.com"]
    github_refresh_token: SecretStr = SecretStr("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")
    build_sha: str = "324553a70d09a3069d48020337c92b6be3466222"


@lru_cache
def get_settings() -> Settings:
    return Settings()
